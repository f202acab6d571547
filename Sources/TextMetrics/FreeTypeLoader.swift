import CFreeType

#if canImport(Glibc)
    import Glibc
#endif

/// The range of a variable font's `wght` axis and its named instances.
struct WeightAxis: Sendable, Hashable {
    /// The smallest weight the axis allows.
    var minimum: Double
    /// The default weight.
    var defaultValue: Double
    /// The largest weight the axis allows.
    var maximum: Double
    /// Named instances that differ only in weight, as (weight, style name).
    var namedInstances: [NamedWeight]

    /// Clamps `weight` to the axis range.
    func clamp(_ weight: Double) -> Double { min(max(weight, minimum), maximum) }
}

/// A named instance of a variable font: its weight and style name.
struct NamedWeight: Sendable, Hashable {
    /// The `wght` coordinate of the instance.
    var weight: Double
    /// Its style name, for example `Semi Bold`.
    var name: String
}

/// What FreeType reports about one face of a font file.
struct FaceInfo: Sendable, Hashable {
    /// The path of the file, as given.
    var path: String
    /// The face index inside the file.
    var index: Int
    /// The family name.
    var family: String
    /// The style name of the face (of the default instance for a variable font).
    var styleName: String
    /// The OS/2 weight class (or the `wght` default of a variable font).
    var weightClass: Double
    /// The OS/2 width class (5 is normal).
    var widthClass: Int
    /// Whether the face is italic or oblique.
    var isItalic: Bool
    /// The `wght` axis, for a variable font that has one.
    var weightAxis: WeightAxis?
}

/// Opens font files with FreeType to validate them and read their names, weights and axes.
///
/// Owns one `FT_Library`. Not thread-safe: `FontLibrary` only calls it with
/// its lock held, at load time.
final class FreeTypeLoader {
    /// The FreeType library handle.
    private var library: FT_Library?

    /// Initialises FreeType.
    init() {
        var handle: FT_Library?
        if FT_Init_FreeType(&handle) == 0 { library = handle }
    }

    deinit {
        if let library { FT_Done_FreeType(library) }
    }

    /// Reads every face of the font file at `path`, from `data` (the file's bytes, already
    /// mapped for HarfBuzz) if given, so the file is opened, mapped and read once; its table
    /// directory is checked first (see `checkTableDirectory`).
    func faces(inFile path: String, data: UnsafeRawBufferPointer? = nil) throws(TextMetricsError) -> [FaceInfo] {
        if let data {
            try Self.checkTableDirectory(data, path: path)
        } else {
            try Self.checkReadable(path)
        }
        guard let library else { throw .fontFileInvalid(path: path, reason: "FreeType could not be initialised") }
        func open(_ index: Int, _ face: inout FT_Face?) -> FT_Error {
            guard let data, let base = data.baseAddress, !data.isEmpty else {
                return FT_New_Face(library, path, index, &face)
            }
            return FT_New_Memory_Face(
                library, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), index, &face)
        }
        var first: FT_Face?
        let error = open(0, &first)
        guard error == 0, let first else {
            throw .fontFileInvalid(path: path, reason: Self.describe(error))
        }
        let count = max(1, Int(first.pointee.num_faces))
        var result = [try info(of: first, path: path, index: 0)]
        FT_Done_Face(first)
        for index in stride(from: 1, to: count, by: 1) {
            var face: FT_Face?
            let error = open(index, &face)
            guard error == 0, let face else {
                throw .fontFileInvalid(path: path, reason: "face \(index): \(Self.describe(error))")
            }
            defer { FT_Done_Face(face) }
            result.append(try info(of: face, path: path, index: index))
        }
        return result
    }

    /// Reads the names, weight and axes of an open face.
    private func info(of face: FT_Face, path: String, index: Int) throws(TextMetricsError) -> FaceInfo {
        // A bitmap-only OpenType font (Noto Color Emoji) has horizontal metrics to measure with;
        // its glyphs are drawn as boxes (`GlyphOutline.placeholderBox`).
        guard navbar_ft_is_scalable(face) != 0 || FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) != nil else {
            throw .fontFileInvalid(path: path, reason: "not a scalable (outline) font")
        }
        guard let familyPointer = face.pointee.family_name else {
            throw .fontFileInvalid(path: path, reason: "the font has no family name")
        }
        let family = String(cString: familyPointer)
        let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        var weightClass: Double = (face.pointee.style_flags & 2) != 0 ? 700 : 400
        var widthClass = 5
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.usWeightClass > 0 { weightClass = Double(os2.usWeightClass) }
            if os2.usWidthClass > 0 { widthClass = Int(os2.usWidthClass) }
        }
        let axis = weightAxis(of: face)
        if let axis { weightClass = axis.defaultValue }
        return FaceInfo(
            path: path, index: index, family: family, styleName: style, weightClass: weightClass,
            widthClass: widthClass, isItalic: (face.pointee.style_flags & 1) != 0, weightAxis: axis)
    }

    /// The `wght` axis of a variable face and its weight-only named instances, or nil.
    private func weightAxis(of face: FT_Face) -> WeightAxis? {
        guard navbar_ft_has_multiple_masters(face) != 0 else { return nil }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return nil }
        defer { FT_Done_MM_Var(library, master) }
        let axisCount = Int(master.pointee.num_axis)
        let wght = FT_ULong(openTypeTag("wght"))
        guard let axes = master.pointee.axis,
            let axisIndex = (0..<axisCount).first(where: { axes[$0].tag == wght })
        else { return nil }
        let axis = axes[axisIndex]
        var result = WeightAxis(
            minimum: Self.fixed(axis.minimum), defaultValue: Self.fixed(axis.def),
            maximum: Self.fixed(axis.maximum), namedInstances: [])
        if let styles = master.pointee.namedstyle {
            let weightOnly = (0..<Int(master.pointee.num_namedstyles)).filter { styleIndex in
                guard let coords = styles[styleIndex].coords else { return false }
                return (0..<axisCount).allSatisfy { $0 == axisIndex || coords[$0] == axes[$0].def }
            }
            let names = Self.sfntNames(of: face, ids: weightOnly.map { styles[$0].strid })
            for (position, styleIndex) in weightOnly.enumerated() {
                let style = styles[styleIndex]
                guard let name = names[position] else { continue }
                result.namedInstances.append(NamedWeight(weight: Self.fixed(style.coords[axisIndex]), name: name))
            }
        }
        return result
    }

    /// A 16.16 fixed-point value as a Double.
    private static func fixed(_ value: FT_Fixed) -> Double { Double(value) / 65536 }

    /// The `name` table strings with the given ids (nil where missing), read in one pass over the
    /// table: for each id the first Windows English entry, else the first Unicode, Windows or
    /// Macintosh one.
    ///
    /// Small arrays and a hand-written UTF-16 decoder, not dictionaries and `String(decoding:as:)`:
    /// this runs at start-up, where the generic paths' first-use costs outweigh the work.
    private static func sfntNames(of face: FT_Face, ids: [FT_UInt]) -> [String?] {
        var english = [String?](repeating: nil, count: ids.count)
        var fallback = [String?](repeating: nil, count: ids.count)
        guard !ids.isEmpty else { return [] }
        for entryIndex in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, entryIndex, &entry) == 0,
                let slot = ids.firstIndex(of: FT_UInt(entry.name_id)), english[slot] == nil, let bytes = entry.string
            else { continue }
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(entry.string_len))
            if entry.platform_id == 3 || entry.platform_id == 0 {
                let text = decodeUTF16BigEndian(buffer)
                if entry.platform_id == 3 && entry.language_id == 0x409 { english[slot] = text }
                if fallback[slot] == nil { fallback[slot] = text }
            } else if entry.platform_id == 1 && fallback[slot] == nil {
                var text = ""
                for byte in buffer { text.unicodeScalars.append(byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}") }
                fallback[slot] = text
            }
        }
        return ids.indices.map { english[$0] ?? fallback[$0] }
    }

    /// Big-endian UTF-16 bytes as a string (ill-formed sequences become U+FFFD).
    private static func decodeUTF16BigEndian(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        for offset in stride(from: 0, to: bytes.count - 1, by: 2) {
            units.append(UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))
        }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .error: text.unicodeScalars.append("\u{FFFD}")
            case .emptyInput: return text
            }
        }
    }

    /// Throws `.fontFileUnreadable` unless `path` is a regular file this process can read;
    /// returns its size in bytes.
    @discardableResult
    static func checkReadable(_ path: String) throws(TextMetricsError) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .fontFileUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .fontFileUnreadable(path: path, reason: "not a regular file")
        }
        guard access(path, R_OK) == 0 else {
            throw .fontFileUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        return Int(info.st_size)
    }

    /// A short description of a FreeType error code.
    static func describe(_ error: FT_Error) -> String {
        switch error {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "invalid file format"
        case 0x06: return "invalid argument"
        case 0x08: return "invalid table"
        case 0x09: return "invalid offset"
        case 0x40: return "out of memory"
        case 0x51: return "cannot open stream"
        case 0x52...0x58: return "truncated or unreadable data"
        case 0x8E: return "a required table is missing"
        case 0x8F: return "horizontal header (hhea) missing"
        case 0x90: return "locations (loca) table missing"
        case 0x91: return "name table missing"
        default: return "FreeType error \(error)"
        }
    }
}
