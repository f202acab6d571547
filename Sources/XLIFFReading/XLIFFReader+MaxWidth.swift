import CLibXML2
import StringCatalogs

/// The unit of an XLIFF 1.2 `maxwidth` attribute, as its `size-unit` attribute names it.
///
/// XLIFF 1.2 (OASIS Standard, 1 February 2008, docs.oasis-open.org/xliff/v1.2/os/xliff-core.html): `maxwidth`
/// is "the maximum width for the <trans-unit> ... in the units specified by the size-unit attribute", and
/// `size-unit` "specifies the units of measure used in the maxheight, minheight, maxwidth, and minwidth
/// attributes", `pixel` by default, with `char` ("given in characters") among its values.
public enum XLIFFSizeUnit: String, Sendable, CaseIterable {
    /// Pixels (XLIFF's default unit); `navbar audit` writes points, the pixels of a 1× screen.
    case pixel
    /// Characters.
    case char
}

extension XLIFFReader {
    /// A copy of the XLIFF document `bytes` with `maxwidth` and `size-unit` set on each `<trans-unit>` that
    /// `limit` gives a width for; every other byte of meaning kept (libxml2 writes the tree back, UTF-8).
    ///
    /// The document is read as ``read(_:file:)`` reads it first, so a copy is written only of a valid file.
    ///
    /// - Parameters:
    ///   - bytes: The XLIFF 1.2 document.
    ///   - file: Its name, for errors.
    ///   - unit: The unit the widths are in.
    ///   - limit: The width of a string key in a target language (the `<file>`'s `target-language`, `nil`
    ///     when it has none); `nil` to leave the unit alone.
    /// - Returns: The new document.
    /// - Throws: `CatalogError` as ``read(_:file:)`` does.
    public static func settingMaxWidth(
        _ bytes: [UInt8], file: String, unit: XLIFFSizeUnit, limit: (_ key: String, _ target: String?) -> Int?
    ) throws(CatalogError) -> [UInt8] {
        try withDocument(bytes, file: file) { xml, document throws(CatalogError) in
            var reader = Reader(file: file, bytes: bytes, xml: xml)
            try reader.readDocument(document)
            guard let root = xml.rootElement(document) else { return bytes }
            func set(_ name: String, _ value: String, on node: xmlNodePtr) {
                _ = name.withCString { name in
                    value.withCString { value in
                        name.withMemoryRebound(to: xmlChar.self, capacity: 1) { name in
                            value.withMemoryRebound(to: xmlChar.self, capacity: 1) { xml.setProperty(node, name, $0) }
                        }
                    }
                }
            }
            func visit(_ parent: xmlNodePtr, target: String?) {
                for element in reader.elements(of: parent) {
                    switch reader.name(of: element) {
                    case "file", "body", "group":
                        visit(element, target: reader.attribute("target-language", of: element) ?? target)
                    case "trans-unit":
                        guard let id = reader.attribute("id", of: element) else { continue }
                        let (key, _) = Reader.keyAndVariant(ofUnit: id)
                        guard let width = limit(key, target) else { continue }
                        set("maxwidth", String(width), on: element)
                        set("size-unit", unit.rawValue, on: element)
                    default: continue
                    }
                }
            }
            visit(root, target: nil)
            var memory: UnsafeMutablePointer<xmlChar>?
            var size: Int32 = 0
            xml.dumpDocument(document, &memory, &size, "UTF-8")
            guard let memory else { throw CatalogError(file: file, message: "libxml2 could not write the document") }
            defer { xml.free(memory) }
            return Array(UnsafeBufferPointer(start: memory, count: Int(size)))
        }
    }
}
