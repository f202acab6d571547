import CFreeType

/// A face, a glyph and a weight: the key of a cached outline.
struct OutlineKey: Hashable {
    /// The font file.
    var path: String
    /// The face index in the file.
    var faceIndex: Int
    /// The glyph id.
    var glyph: UInt32
    /// The `wght` coordinate, or -1 for a static face.
    var weight: Double
}

/// One FreeType face opened for outlines, and the weight it is currently set to.
struct OutlineFace {
    /// The FreeType face (owned by the store's library).
    var face: FT_Face
    /// Design units per em.
    var unitsPerEm: Double
    /// The default design coordinates of every axis (empty for a static face).
    var defaults: [FT_Fixed]
    /// The index of the `wght` axis, if any.
    var weightAxis: Int?
    /// The `wght` value the face is set to now.
    var currentWeight: Double?
}

/// FreeType faces opened for outlines and the outlines read so far, at one em (1 point).
///
/// Only touched with the lock of `GlyphOutlineStore.shared` held: FreeType
/// faces are not thread-safe.
struct OutlineState: ~Copyable {
    /// The FreeType library, nil if it could not be initialised.
    var library: FT_Library?
    /// Faces opened so far, by `path#index`.
    var faces: [String: OutlineFace] = [:]
    /// Outlines at a size of 1 point, by face, glyph and weight.
    var cache: [OutlineKey: GlyphOutline] = [:]

    /// Initialises FreeType; with no library every read fails with `.fontFileInvalid`.
    init() {
        var handle: FT_Library?
        if FT_Init_FreeType(&handle) == 0 { library = handle }
    }

    deinit {
        for face in faces.values { FT_Done_Face(face.face) }
        if let library { FT_Done_FreeType(library) }
    }
}

/// The process-wide outline store: FreeType faces and cached outlines behind one lock.
enum GlyphOutlineStore {
    /// The store.
    static let shared = ThreadLock(OutlineState())

    /// The outline of `glyph` in `face` at 1 point, y down, from the cache or FreeType.
    static func unitOutline(glyph: UInt32, face: FontFace) throws(TextMetricsError) -> GlyphOutline {
        let weight = face.variations.first { $0.tag == "wght" }?.value ?? -1
        let key = OutlineKey(path: face.path, faceIndex: face.faceIndex, glyph: glyph, weight: weight)
        return try shared.withLock { (state) throws(TextMetricsError) -> GlyphOutline in
            if let outline = state.cache[key] { return outline }
            var opened = try open(face, state: &state)
            try setWeight(weight, on: &opened, path: face.path)
            state.faces["\(face.path)#\(face.faceIndex)"] = opened
            let outline = try load(glyph: glyph, from: opened, path: face.path)
            state.cache[key] = outline
            return outline
        }
    }

    /// The opened face for `face`, opening it on first use.
    private static func open(_ face: FontFace, state: inout OutlineState) throws(TextMetricsError) -> OutlineFace {
        let name = "\(face.path)#\(face.faceIndex)"
        if let opened = state.faces[name] { return opened }
        guard let library = state.library else {
            throw .fontFileInvalid(path: face.path, reason: "FreeType could not be initialised")
        }
        try FreeTypeLoader.checkReadable(face.path)
        var handle: FT_Face?
        let error = FT_New_Face(library, face.path, face.faceIndex, &handle)
        guard error == 0, let handle else {
            throw .fontFileInvalid(path: face.path, reason: FreeTypeLoader.describe(error))
        }
        var upem = Double(handle.pointee.units_per_EM)
        if upem <= 0 { upem = 1000 }
        // Unscaled 26.6 coordinates: one em is `upem` pixels, so points come back in font units.
        FT_Set_Char_Size(handle, 0, FT_F26Dot6(upem * 64), 72, 72)
        var opened = OutlineFace(face: handle, unitsPerEm: upem, defaults: [], weightAxis: nil, currentWeight: nil)
        if navbar_ft_has_multiple_masters(handle) != 0 {
            var master: UnsafeMutablePointer<FT_MM_Var>?
            if FT_Get_MM_Var(handle, &master) == 0, let master {
                let count = Int(master.pointee.num_axis)
                let wght = FT_ULong(openTypeTag("wght"))
                if let axes = master.pointee.axis {
                    opened.defaults = (0..<count).map { axes[$0].def }
                    opened.weightAxis = (0..<count).first { axes[$0].tag == wght }
                }
                FT_Done_MM_Var(library, master)
            }
        }
        return opened
    }

    /// Sets the `wght` design coordinate of a variable face (other axes at their defaults).
    private static func setWeight(_ weight: Double, on face: inout OutlineFace, path: String) throws(TextMetricsError) {
        guard weight >= 0, let axis = face.weightAxis, face.currentWeight != weight else { return }
        var coords = face.defaults
        coords[axis] = FT_Fixed((weight * 65536).rounded())
        let error = FT_Set_Var_Design_Coordinates(face.face, FT_UInt(coords.count), &coords)
        guard error == 0 else {
            throw .fontFileInvalid(path: path, reason: "cannot set wght \(weight): \(FreeTypeLoader.describe(error))")
        }
        face.currentWeight = weight
    }

    /// Loads and decomposes one glyph; returns it at 1 point, y down.
    ///
    /// A face with bitmaps only (Noto Color Emoji) has no outline to give: each of its glyphs is
    /// `GlyphOutline.placeholderBox`.
    private static func load(glyph: UInt32, from face: OutlineFace, path: String) throws(TextMetricsError)
        -> GlyphOutline
    {
        if navbar_ft_is_scalable(face.face) == 0 { return GlyphOutline.placeholderBox }
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        let error = FT_Load_Glyph(face.face, glyph, flags)
        guard error == 0, let slot = face.face.pointee.glyph else {
            throw .fontFileInvalid(path: path, reason: "glyph \(glyph): \(FreeTypeLoader.describe(error))")
        }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return GlyphOutline(commands: []) }
        let sink = OutlineSink(scale: 1 / (64 * face.unitsPerEm))
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineSink.from(user).move(to) },
            line_to: { to, user in OutlineSink.from(user).line(to) },
            conic_to: { control, to, user in OutlineSink.from(user).quad(control, to) },
            cubic_to: { c1, c2, to, user in OutlineSink.from(user).cubic(c1, c2, to) },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(sink) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == 0 else {
            throw .fontFileInvalid(path: path, reason: "glyph \(glyph): cannot decompose its outline")
        }
        return sink.finish()
    }
}

/// Collects the commands FreeType emits while decomposing an outline.
private final class OutlineSink {
    /// Font units (26.6) to points at 1 point.
    let scale: Double
    /// The commands so far.
    var commands: [GlyphOutline.Command] = []

    /// A sink that multiplies FreeType's coordinates by `scale`.
    init(scale: Double) { self.scale = scale }

    /// The sink behind FreeType's user pointer.
    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
    }

    /// A FreeType vector as (x, y) in points, y down.
    private func point(_ vector: UnsafePointer<FT_Vector>?) -> (Double, Double) {
        guard let vector else { return (0, 0) }
        return (Double(vector.pointee.x) * scale, -Double(vector.pointee.y) * scale)
    }

    /// `move_to`: closes the previous contour and starts one.
    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        if !commands.isEmpty { commands.append(.close) }
        let p = point(to)
        commands.append(.moveTo(x: p.0, y: p.1))
        return 0
    }

    /// `line_to`.
    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let p = point(to)
        commands.append(.lineTo(x: p.0, y: p.1))
        return 0
    }

    /// `conic_to`: a quadratic curve.
    func quad(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let c = point(control)
        let p = point(to)
        commands.append(.quadTo(cx: c.0, cy: c.1, x: p.0, y: p.1))
        return 0
    }

    /// `cubic_to`.
    func cubic(
        _ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?
    ) -> Int32 {
        let a = point(c1)
        let b = point(c2)
        let p = point(to)
        commands.append(.cubicTo(c1x: a.0, c1y: a.1, c2x: b.0, c2y: b.1, x: p.0, y: p.1))
        return 0
    }

    /// The outline, its last contour closed.
    func finish() -> GlyphOutline {
        if !commands.isEmpty { commands.append(.close) }
        return GlyphOutline(commands: commands)
    }
}
