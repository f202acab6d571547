import CLibXML2
import StringCatalogs

extension XLIFFReader {
    /// Reads a parsed document's `<file>` and `<trans-unit>` elements into entries.
    struct Reader {
        /// The file, for errors.
        let file: String
        /// The first `<file>`'s `source-language`.
        var sourceLanguage: String?
        /// The entries, in document order.
        var entries: [CatalogEntry] = []
        /// Key → index in `entries`.
        var positions: [String: Int] = [:]
        /// The line of the document's `<!DOCTYPE`, if any (libxml2 keeps none for it).
        let documentTypeLine: Int?

        /// The libxml2 functions.
        let xml: LibXML2

        /// A reader of the document `bytes` of `file`, parsed by `xml`.
        init(file: String, bytes: [UInt8], xml: LibXML2) {
            self.file = file
            self.xml = xml
            let marker = Array("<!DOCTYPE".utf8)
            documentTypeLine = bytes.firstRange(of: marker).map { range in
                1 + bytes[..<range.lowerBound].count { $0 == UInt8(ascii: "\n") }
            }
        }

        /// The catalog read.
        func catalog() -> StringCatalog {
            StringCatalog(file: file, format: .xliff, sourceLanguage: sourceLanguage ?? "und", entries: entries)
        }

        /// Reads the document's root `<xliff>` and its files.
        mutating func readDocument(_ document: xmlDocPtr) throws(CatalogError) {
            if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
                throw CatalogError(
                    file: file, line: documentTypeLine,
                    message: "a document type declaration is not allowed (XLIFF has none; it could define entities)")
            }
            guard let root = xml.rootElement(document), name(of: root) == "xliff" else {
                throw CatalogError(file: file, line: 1, message: "not an XLIFF document: the root must be <xliff>")
            }
            if let version = attribute("version", of: root), version != "1.2" {
                throw problem("XLIFF \(version) is not read: only XLIFF 1.2, as Xcode exports it", node: root)
            }
            for element in elements(of: root) where name(of: element) == "file" {
                try readFile(element)
            }
        }

        /// Reads one `<file>`.
        private mutating func readFile(_ element: xmlNodePtr) throws(CatalogError) {
            guard let source = attribute("source-language", of: element), !source.isEmpty else {
                throw problem("<file> has no source-language", node: element)
            }
            if sourceLanguage == nil { sourceLanguage = source }
            let target = attribute("target-language", of: element)
            for body in elements(of: element) where name(of: body) == "body" {
                try readUnits(in: body, source: source, target: target)
            }
        }

        /// Reads the `<trans-unit>`s of `parent`, looking into `<group>`s.
        private mutating func readUnits(in parent: xmlNodePtr, source: String, target: String?)
            throws(CatalogError)
        {
            for element in elements(of: parent) {
                switch name(of: element) {
                case "group": try readUnits(in: element, source: source, target: target)
                case "trans-unit": try readUnit(element, source: source, target: target)
                default: continue
                }
            }
        }

        /// Reads one `<trans-unit>`.
        private mutating func readUnit(_ unit: xmlNodePtr, source: String, target: String?) throws(CatalogError) {
            guard let id = attribute("id", of: unit), !id.isEmpty else {
                throw problem("<trans-unit> has no id", node: unit)
            }
            let (key, variant) = Self.keyAndVariant(ofUnit: id)
            var sourceText: String?
            var targetString: CatalogString?
            var note: String?
            for child in elements(of: unit) {
                switch name(of: child) {
                case "source": sourceText = text(of: child)
                case "target":
                    let state = try translationState(attribute("state", of: child), node: child)
                    targetString = CatalogString(variant: variant, value: text(of: child), state: state)
                case "note": note = note ?? text(of: child)
                default: continue
                }
            }
            guard let sourceText else { throw problem("<trans-unit id=\"\(id)\"> has no <source>", node: unit) }
            var entry = positions[key].map { entries[$0] } ?? CatalogEntry(key: key)
            if entry.comment == nil, let note, !note.isEmpty, note != "No comment provided by engineer." {
                entry.comment = note
            }
            add(CatalogString(variant: variant, value: sourceText), locale: source, to: &entry)
            if let target, !target.isEmpty, let targetString { add(targetString, locale: target, to: &entry) }
            if let position = positions[key] {
                entries[position] = entry
            } else {
                positions[key] = entries.count
                entries.append(entry)
            }
        }

        /// Adds `string` to `entry`'s strings of `locale` unless one of its variant is there.
        private func add(_ string: CatalogString, locale: String, to entry: inout CatalogEntry) {
            var strings = entry.localizations[locale] ?? []
            guard !strings.contains(where: { $0.variant == string.variant }) else { return }
            strings.append(string)
            entry.localizations[locale] = strings
        }

        /// The key and variant of a unit's id: `KEY|==|VARIANT` (String Catalogs),
        /// `/KEY:dict/NAME:dict/CATEGORY:dict/:string` (`.stringsdict`), or the id itself.
        static func keyAndVariant(ofUnit id: String) -> (String, String?) {
            if let separator = id.firstRange(of: "|==|") {
                let variant = String(id[separator.upperBound...])
                return (String(id[..<separator.lowerBound]), variant.isEmpty ? nil : variant)
            }
            if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
                let parts = id.dropFirst().dropLast(":dict/:string".count).split(
                    separator: ":dict/", omittingEmptySubsequences: false
                ).map(String.init)
                if parts.count >= 2, let category = PluralCategory(rawValue: parts[parts.count - 1]) {
                    return (parts[0], "plural." + category.rawValue)
                }
                if parts.count >= 1 {
                    return (parts[0], parts.count > 1 ? parts.dropFirst().joined(separator: ".") : nil)
                }
            }
            return (id, nil)
        }

        /// The translation state of an XLIFF 1.2 `state` attribute (translated when absent).
        private func translationState(_ state: String?, node: xmlNodePtr) throws(CatalogError) -> TranslationState {
            switch state {
            case nil, "translated", "final", "signed-off": return .translated
            case "new", "needs-translation", "needs-adaptation", "needs-l10n": return .new
            case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n": return .needsReview
            case let state?:
                throw problem(
                    "'\(state)' is not an XLIFF 1.2 state: new, needs-translation, needs-adaptation, needs-l10n, "
                        + "needs-review-translation, needs-review-adaptation, needs-review-l10n, translated, final, "
                        + "signed-off",
                    node: node)
            }
        }

        /// An error at `node`'s line.
        private func problem(_ message: String, node: xmlNodePtr) -> CatalogError {
            let line = xml.lineNumber(node)
            return CatalogError(file: file, line: line > 0 ? line : nil, message: message)
        }

        /// The element children of `node`, in order.
        func elements(of node: xmlNodePtr) -> [xmlNodePtr] {
            var result: [xmlNodePtr] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { result.append(current) }
                child = current.pointee.next
            }
            return result
        }

        /// An element's local name.
        func name(of node: xmlNodePtr) -> String {
            node.pointee.name.map { String(cString: $0) } ?? ""
        }

        /// The value of `node`'s attribute `attributeName` (without a namespace), or nil.
        func attribute(_ attributeName: String, of node: xmlNodePtr) -> String? {
            var property = node.pointee.properties
            while let current = property {
                if current.pointee.ns == nil, let name = current.pointee.name, String(cString: name) == attributeName {
                    return text(ofChildren: current.pointee.children)
                }
                property = current.pointee.next
            }
            return nil
        }

        /// The text of an element: its text and CDATA, inline elements' included.
        private func text(of node: xmlNodePtr) -> String {
            text(ofChildren: node.pointee.children)
        }

        /// The text of a list of sibling nodes and their descendants.
        private func text(ofChildren first: xmlNodePtr?) -> String {
            var result = ""
            var child = first
            while let current = child {
                switch current.pointee.type {
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = current.pointee.content { result += String(cString: content) }
                case XML_ELEMENT_NODE:
                    result += text(ofChildren: current.pointee.children)
                default:
                    break
                }
                child = current.pointee.next
            }
            return result
        }
    }
}
