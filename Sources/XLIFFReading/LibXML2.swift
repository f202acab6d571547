import CLibXML2

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The libxml2 functions the XLIFF reader calls, loaded with `dlopen` the first time they are needed.
///
/// libxml2 links ICU (several MB of shared libraries, and libstdc++): linked
/// into `navbar`, it would be loaded and relocated at every start of every
/// command. Loaded here, only a run that reads an XLIFF file pays for it.
/// The headers (types, struct layouts, constants) still come from the
/// `CLibXML2` system library target, so the calls are type-checked.
struct LibXML2: @unchecked Sendable {
    // Function pointers of C functions: immutable, callable from any thread (libxml2 is thread-safe once
    // `xmlInitParser` has run, which `load` does).

    let newParserContext: @convention(c) () -> xmlParserCtxtPtr?
    let freeParserContext: @convention(c) (xmlParserCtxtPtr?) -> Void
    let readMemory:
        @convention(c) (
            xmlParserCtxtPtr?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32
        ) -> xmlDocPtr?
    let freeDocument: @convention(c) (xmlDocPtr?) -> Void
    let lastError: @convention(c) (UnsafeMutableRawPointer?) -> xmlErrorPtr?
    let rootElement: @convention(c) (UnsafePointer<xmlDoc>?) -> xmlNodePtr?
    let lineNumber: @convention(c) (UnsafePointer<xmlNode>?) -> Int
    let setProperty: @convention(c) (xmlNodePtr?, UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>?) -> xmlAttrPtr?
    let dumpDocument:
        @convention(c) (
            xmlDocPtr?, UnsafeMutablePointer<UnsafeMutablePointer<xmlChar>?>?, UnsafeMutablePointer<Int32>?,
            UnsafePointer<CChar>?
        ) -> Void
    /// `xmlFree`, read from the library's variable of that name (a function pointer, not a function).
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The library, or why it could not be loaded.
    static let shared: Result<LibXML2, LoadError> = load()

    /// Why libxml2 could not be loaded.
    struct LoadError: Error, Sendable {
        /// What `dlerror` said, or the missing symbol.
        var message: String
    }

    /// Opens `libxml2.so.2` (Debian's `libxml2`, which `libxml2-dev` depends on) and finds the functions.
    private static func load() -> Result<LibXML2, LoadError> {
        guard let handle = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libxml2.dylib", RTLD_NOW) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(LoadError(message: "libxml2 could not be loaded (\(reason)); install libxml2"))
        }
        func symbol<T>(_ name: String, as type: T.Type) throws(LoadError) -> T {
            guard let address = dlsym(handle, name) else { throw LoadError(message: "libxml2 has no \(name)") }
            return unsafeBitCast(address, to: type)
        }
        do {
            let initialize = try symbol("xmlInitParser", as: (@convention(c) () -> Void).self)
            initialize()
            return .success(
                LibXML2(
                    newParserContext: try symbol("xmlNewParserCtxt", as: (@convention(c) () -> xmlParserCtxtPtr?).self),
                    freeParserContext: try symbol(
                        "xmlFreeParserCtxt", as: (@convention(c) (xmlParserCtxtPtr?) -> Void).self),
                    readMemory: try symbol(
                        "xmlCtxtReadMemory",
                        as: (@convention(c) (
                            xmlParserCtxtPtr?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?,
                            UnsafePointer<CChar>?,
                            Int32
                        ) -> xmlDocPtr?).self),
                    freeDocument: try symbol("xmlFreeDoc", as: (@convention(c) (xmlDocPtr?) -> Void).self),
                    lastError: try symbol(
                        "xmlCtxtGetLastError", as: (@convention(c) (UnsafeMutableRawPointer?) -> xmlErrorPtr?).self),
                    rootElement: try symbol(
                        "xmlDocGetRootElement", as: (@convention(c) (UnsafePointer<xmlDoc>?) -> xmlNodePtr?).self),
                    lineNumber: try symbol("xmlGetLineNo", as: (@convention(c) (UnsafePointer<xmlNode>?) -> Int).self),
                    setProperty: try symbol(
                        "xmlSetProp",
                        as: (@convention(c) (xmlNodePtr?, UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>?) ->
                            xmlAttrPtr?)
                            .self),
                    dumpDocument: try symbol(
                        "xmlDocDumpMemoryEnc",
                        as: (@convention(c) (
                            xmlDocPtr?, UnsafeMutablePointer<UnsafeMutablePointer<xmlChar>?>?,
                            UnsafeMutablePointer<Int32>?, UnsafePointer<CChar>?
                        ) -> Void).self),
                    free: try symbol(
                        "xmlFree", as: UnsafePointer<(@convention(c) (UnsafeMutableRawPointer?) -> Void)>.self
                    ).pointee))
        } catch {
            return .failure(error)
        }
    }
}
