import CLibXML2
import StringCatalogs

/// Reads XLIFF 1.2 as Xcode exports it (Product ▸ Export Localizations), with libxml2.
///
/// Each `<file original=… source-language=… target-language=…>` holds
/// `<trans-unit id=…>` elements with a `<source>`, an optional
/// `<target state=…>` and an optional `<note>` (the comment). A unit's
/// source is a string of the source language; its target, of the target
/// language. A String Catalog's variation is exported as `KEY|==|VARIANT`
/// (`photos.count|==|plural.one`), a `.stringsdict` one as
/// `/KEY:dict/NAME:dict/CATEGORY:dict/:string`: both become the key's string
/// with the variant `plural.CATEGORY` (or the exported path). The same key in
/// several `<file>`s is one entry.
///
/// The parser loads no DTD and nothing from the network, substitutes no
/// entity, and a document with a document type declaration is refused:
/// no external entity (XXE) and no entity expansion ("billion laughs").
public enum XLIFFReader {
    /// Makes `CatalogReading` read `.xliff` and `.xlf` files with this reader.
    public static func register() {
        CatalogReading.register({ bytes, file throws(CatalogError) in try read(bytes, file: file) }, for: .xliff)
    }

    /// The catalog in the XLIFF document `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: Its name, for errors and `StringCatalog.file`.
    /// - Throws: `CatalogError` with libxml2's line and column for a document that is not well-formed, and the
    ///   element's line for one that is not XLIFF as Xcode writes it.
    /// - Returns: The catalog.
    public static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
        try withDocument(bytes, file: file) { xml, document throws(CatalogError) in
            var reader = Reader(file: file, bytes: bytes, xml: xml)
            try reader.readDocument(document)
            return reader.catalog()
        }
    }

    /// Calls `body` with libxml2 and the document parsed from `bytes`, freed when `body` returns.
    ///
    /// - Throws: `CatalogError` when libxml2 cannot be loaded or the bytes are not well-formed XML; what `body`
    ///   throws.
    static func withDocument<Value>(
        _ bytes: [UInt8], file: String, _ body: (LibXML2, xmlDocPtr) throws(CatalogError) -> Value
    ) throws(CatalogError) -> Value {
        guard bytes.count <= Int(Int32.max) else { throw CatalogError(file: file, message: "too large") }
        let xml: LibXML2
        switch LibXML2.shared {
        case .success(let library): xml = library
        case .failure(let error): throw CatalogError(file: file, message: error.message, reason: .unsupported)
        }
        guard let context = xml.newParserContext() else {
            throw CatalogError(file: file, message: "libxml2 could not make a parser", reason: .unreadable)
        }
        defer { xml.freeParserContext(context) }
        // No network, no entity substitution, no DTD loading (the defaults, said again), no messages on
        // standard error: the errors are reported from the context.
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                xml.readMemory(context, $0, Int32(buffer.count), nil, nil, options)
            }
        }
        guard let document else { throw syntaxError(xml.lastError(context)?.pointee, file: file) }
        defer { xml.freeDocument(document) }
        return try body(xml, document)
    }

    /// The error libxml2 recorded while parsing, with its line and column.
    private static func syntaxError(_ error: xmlError?, file: String) -> CatalogError {
        guard let error else {
            return CatalogError(file: file, message: "not a well-formed XML document")
        }
        var message = error.message.map { String(cString: $0) } ?? "not a well-formed XML document"
        while message.last?.isWhitespace == true { message.removeLast() }
        return CatalogError(
            file: file, line: error.line > 0 ? Int(error.line) : nil, column: error.int2 > 0 ? Int(error.int2) : nil,
            message: message)
    }
}
