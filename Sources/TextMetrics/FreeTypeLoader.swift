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

    /// Reads every face of the font file at `path`.
    func faces(inFile path: String) throws(TextMetricsError) -> [FaceInfo] {
        try Self.checkReadable(path)
        try Self.checkTableDirectory(path)
        guard let library else { throw .fontFileInvalid(path: path, reason: "FreeType could not be initialised") }
        var first: FT_Face?
        let error = FT_New_Face(library, path, 0, &first)
        guard error == 0, let first else {
            throw .fontFileInvalid(path: path, reason: Self.describe(error))
        }
        let count = max(1, Int(first.pointee.num_faces))
        var result = [try info(of: first, path: path, index: 0)]
        FT_Done_Face(first)
        for index in stride(from: 1, to: count, by: 1) {
            var face: FT_Face?
            let error = FT_New_Face(library, path, index, &face)
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
        guard navbar_ft_is_scalable(face) != 0 else {
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
            for styleIndex in 0..<Int(master.pointee.num_namedstyles) {
                let style = styles[styleIndex]
                guard let coords = style.coords else { continue }
                let othersDefault = (0..<axisCount).allSatisfy { $0 == axisIndex || coords[$0] == axes[$0].def }
                guard othersDefault, let name = Self.sfntName(of: face, id: style.strid) else { continue }
                result.namedInstances.append(NamedWeight(weight: Self.fixed(coords[axisIndex]), name: name))
            }
        }
        return result
    }

    /// A 16.16 fixed-point value as a Double.
    private static func fixed(_ value: FT_Fixed) -> Double { Double(value) / 65536 }

    /// The `name` table string with `id`, preferring Windows English, or nil.
    private static func sfntName(of face: FT_Face, id: FT_UInt) -> String? {
        var fallback: String?
        for entryIndex in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, entryIndex, &entry) == 0, FT_UInt(entry.name_id) == id,
                let bytes = entry.string
            else { continue }
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(entry.string_len))
            if entry.platform_id == 3 || entry.platform_id == 0 {
                var units: [UInt16] = []
                units.reserveCapacity(buffer.count / 2)
                for offset in stride(from: 0, to: buffer.count - 1, by: 2) {
                    units.append(UInt16(buffer[offset]) << 8 | UInt16(buffer[offset + 1]))
                }
                let text = String(decoding: units, as: UTF16.self)
                if entry.platform_id == 3 && entry.language_id == 0x409 { return text }
                fallback = fallback ?? text
            } else if entry.platform_id == 1 && fallback == nil {
                fallback = String(decoding: buffer, as: Unicode.ASCII.self)
            }
        }
        return fallback
    }

    /// Throws `.fontFileUnreadable` unless `path` is a regular file this process can read.
    static func checkReadable(_ path: String) throws(TextMetricsError) {
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
