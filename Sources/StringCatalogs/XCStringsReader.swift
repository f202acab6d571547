import JSONFormat

/// Reads Xcode's String Catalogs (`.xcstrings`, JSON) with the project's JSON parser.
///
/// Each `stringUnit` becomes a `CatalogString`; a `plural` or `device`
/// variation is named by its path (`plural.one`, `device.iphone.plural.few`).
/// A string with `substitutions` (`%#@photos@`) gives one string per
/// variation of each substitution (`substitutions.photos.plural.one`), the
/// substitution written into the string with its argument's format
/// specifier and every other substitution as its `other` form. A key
/// without a string of the source language is its own source string.
/// Keys this reader does not use (`version`, `extractionState`, …) are
/// left alone, so catalogs of newer Xcode versions still read.
struct XCStringsReader {
    /// The file, for errors.
    let file: String
    /// The document, to find where a value that does not fit is.
    let location: JSONLocation

    /// The catalog in `bytes`.
    static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch {
            throw CatalogError(file: file, line: error.line, column: error.column, message: error.message)
        }
        return try XCStringsReader(file: file, location: JSONLocation(bytes: bytes)).catalog(root)
    }

    /// The catalog of the document `root`.
    private func catalog(_ root: JSONValue) throws(CatalogError) -> StringCatalog {
        let top = try object(root, at: .root)
        let sourceLanguage = try string(top["sourceLanguage"], at: JSONPath.root.appending("sourceLanguage"))
        let stringsPath = JSONPath.root.appending("strings")
        var entries: [CatalogEntry] = []
        for member in try object(top["strings"] ?? .object([]), at: stringsPath) {
            entries.append(try entry(member, sourceLanguage: sourceLanguage, at: stringsPath.appending(member.key)))
        }
        return StringCatalog(file: file, format: .xcstrings, sourceLanguage: sourceLanguage, entries: entries)
    }

    /// The entry of one member of `strings`.
    private func entry(_ member: JSONValue.Member, sourceLanguage: String, at path: JSONPath) throws(CatalogError)
        -> CatalogEntry
    {
        let fields = try object(member.value, at: path)
        var entry = CatalogEntry(key: member.key)
        if let comment = fields["comment"] { entry.comment = try string(comment, at: path.appending("comment")) }
        if let flag = fields["shouldTranslate"] {
            guard case .bool(let value) = flag else {
                throw problem("must be true or false", path.appending("shouldTranslate"))
            }
            entry.shouldTranslate = value
        }
        let localizationsPath = path.appending("localizations")
        for locale in try object(fields["localizations"] ?? .object([]), at: localizationsPath) {
            let localePath = localizationsPath.appending(locale.key)
            entry.localizations[locale.key] = try expanded(try strings(locale.value, at: localePath), at: localePath)
        }
        if entry.localizations[sourceLanguage] == nil {
            entry.localizations[sourceLanguage] = [CatalogString(value: member.key)]
        }
        return entry
    }

    /// A localization or variation: its string unit or each of its variations, with `substitutions` kept apart.
    private func strings(_ value: JSONValue, variant: String? = nil, at path: JSONPath) throws(CatalogError)
        -> Localization
    {
        let fields = try object(value, at: path)
        var localization = Localization()
        if let unit = fields["stringUnit"] {
            localization.strings.append(try stringUnit(unit, variant: variant, at: path.appending("stringUnit")))
        }
        if let variations = fields["variations"] {
            let variationsPath = path.appending("variations")
            for kind in try object(variations, at: variationsPath) {
                guard kind.key == "plural" || kind.key == "device" else {
                    throw problem("unknown variation; expected plural or device", variationsPath.appending(kind.key))
                }
                let kindPath = variationsPath.appending(kind.key)
                for choice in try object(kind.value, at: kindPath) {
                    if kind.key == "plural", PluralCategory(rawValue: choice.key) == nil {
                        throw problem(
                            "'\(choice.key)' is not a plural category: zero, one, two, few, many, other",
                            kindPath.appending(choice.key))
                    }
                    let name = (variant.map { $0 + "." } ?? "") + kind.key + "." + choice.key
                    let inner = try strings(choice.value, variant: name, at: kindPath.appending(choice.key))
                    localization.strings += inner.strings
                    localization.substitutions += inner.substitutions
                }
            }
        }
        if let substitutions = fields["substitutions"] {
            let substitutionsPath = path.appending("substitutions")
            for member in try object(substitutions, at: substitutionsPath) {
                localization.substitutions.append(
                    try substitution(member, at: substitutionsPath.appending(member.key)))
            }
        }
        return localization
    }

    /// One `substitutions` member: its name, the format specifier of its argument, and its variations.
    private func substitution(_ member: JSONValue.Member, at path: JSONPath) throws(CatalogError) -> Substitution {
        let fields = try object(member.value, at: path)
        var specifier = "%"
        if let argument = fields["argNum"] {
            guard case .number(let number) = argument, number >= 1, number <= 99, number.rounded() == number else {
                throw problem("must be a whole number from 1 to 99", path.appending("argNum"))
            }
            specifier += "\(Int(number))$"
        }
        specifier +=
            try fields["formatSpecifier"].map { (value) throws(CatalogError) in
                try string(value, at: path.appending("formatSpecifier"))
            } ?? "lld"
        let inner = try strings(.object(fields.filter { $0.key == "variations" }), at: path)
        return Substitution(
            name: member.key,
            strings: inner.strings.map { string in
                var string = string
                string.value = string.value.replacing("%arg", with: specifier)
                return string
            })
    }

    /// The strings of a localization, its substitutions written in.
    private func expanded(_ localization: Localization, at path: JSONPath) throws(CatalogError) -> [CatalogString] {
        guard !localization.substitutions.isEmpty else { return localization.strings }
        var result: [CatalogString] = []
        for string in localization.strings {
            for substitution in localization.substitutions {
                for form in substitution.strings {
                    var value = string.value.replacing("%#@\(substitution.name)@", with: form.value)
                    for other in localization.substitutions where other.name != substitution.name {
                        value = value.replacing("%#@\(other.name)@", with: other.otherForm)
                    }
                    let prefix = string.variant.map { $0 + "." } ?? ""
                    let name = prefix + "substitutions." + substitution.name + "." + (form.variant ?? "")
                    result.append(CatalogString(variant: name, value: value, state: form.state))
                }
            }
        }
        return result
    }

    /// A string unit: its `value` and `state`.
    private func stringUnit(_ value: JSONValue, variant: String?, at path: JSONPath) throws(CatalogError)
        -> CatalogString
    {
        let fields = try object(value, at: path)
        let text = try string(fields["value"], at: path.appending("value"))
        var state = TranslationState.translated
        if let stateValue = fields["state"] {
            let name = try string(stateValue, at: path.appending("state"))
            guard let known = TranslationState(rawValue: name) else {
                let names = TranslationState.allCases.map(\.rawValue).joined(separator: ", ")
                throw problem("'\(name)' is not a translation state: \(names)", path.appending("state"))
            }
            state = known
        }
        return CatalogString(variant: variant, value: text, state: state)
    }

    /// The members of an object, or an error.
    private func object(_ value: JSONValue, at path: JSONPath) throws(CatalogError) -> [JSONValue.Member] {
        guard case .object(let members) = value else {
            throw problem(path.isRoot ? "the document must be a JSON object" : "must be an object", path)
        }
        return members
    }

    /// A string, or an error (`missing` when absent).
    private func string(_ value: JSONValue?, at path: JSONPath) throws(CatalogError) -> String {
        guard let value else { throw problem("missing", path) }
        guard case .string(let text) = value else { throw problem("must be a string", path) }
        return text
    }

    /// An error at `path`, with the line and column where its value starts.
    private func problem(_ message: String, _ path: JSONPath) -> CatalogError {
        let place = location.lineAndColumn(of: path)
        return CatalogError(
            file: file, line: place?.line, column: place?.column, path: path.description, message: message)
    }

    /// The strings of a localization or variation, and the substitutions to write into them.
    private struct Localization {
        var strings: [CatalogString] = []
        var substitutions: [Substitution] = []
    }

    /// A substitution: its name and its strings (one per variation), `%arg` replaced by its specifier.
    private struct Substitution {
        var name: String
        var strings: [CatalogString]

        /// The form written for it where another substitution varies: `other`, else the first.
        var otherForm: String {
            (strings.first { $0.pluralCategory == .other } ?? strings.first)?.value ?? ""
        }
    }
}

extension [JSONValue.Member] {
    /// The value of the member `key`, or nil.
    fileprivate subscript(key: String) -> JSONValue? {
        first { $0.key == key }?.value
    }
}
