/// The faces of the bundled font files as FreeType reads them, so a library lists the bundled
/// families without opening the files.
///
/// A bundled file whose name and size match an entry is registered from
/// the entry and opened (mapped, its table directory checked, given to
/// HarfBuzz) only when a text first needs one of its faces: measuring
/// Latin text never opens the 4 MB Droid Sans Fallback. Any other file,
/// or a bundled file whose size differs, is read with FreeType at once, as
/// added files are. `BundledFontIndexTests` reads every bundled file with
/// FreeType and checks it against this table.
enum BundledFontIndex {
    /// One indexed file.
    struct File {
        /// The file name in `Fonts/`.
        var name: String
        /// Its size in bytes.
        var byteCount: Int
        /// Its faces.
        var faces: [Face]
    }

    /// One face of an indexed file: `FaceInfo` without the path, and the units per em.
    struct Face {
        /// The face index inside the file.
        var index: Int
        /// The family name.
        var family: String
        /// The style name of the face (of the default instance for a variable font).
        var styleName: String
        /// The OS/2 weight class (or the `wght` default of a variable font).
        var weightClass: Double
        /// The OS/2 width class.
        var widthClass: Int = 5
        /// Whether the face is italic or oblique.
        var isItalic = false
        /// The `wght` axis of a variable font.
        var weightAxis: WeightAxis? = nil
        /// Design units per em.
        var unitsPerEm: Int32
    }

    /// The bundled files.
    static let files: [File] = [
        File(
            name: "DejaVuSans-Bold.ttf", byteCount: 708_920,
            faces: [Face(index: 0, family: "DejaVu Sans", styleName: "Bold", weightClass: 700, unitsPerEm: 2048)]),
        File(
            name: "DejaVuSans.ttf", byteCount: 759_720,
            faces: [Face(index: 0, family: "DejaVu Sans", styleName: "Book", weightClass: 400, unitsPerEm: 2048)]),
        File(
            name: "DroidSansFallbackFull.ttf", byteCount: 4_033_420,
            faces: [
                Face(index: 0, family: "Droid Sans Fallback", styleName: "Regular", weightClass: 400, unitsPerEm: 256)
            ]),
        File(
            name: "Inter-roman.var.ttf", byteCount: 601_792,
            faces: [
                Face(
                    index: 0, family: "Inter", styleName: "Regular", weightClass: 400,
                    weightAxis: WeightAxis(
                        minimum: 100, defaultValue: 400, maximum: 900,
                        namedInstances: [
                            NamedWeight(weight: 100, name: "Thin"), NamedWeight(weight: 200, name: "Extra Light"),
                            NamedWeight(weight: 300, name: "Light"), NamedWeight(weight: 400, name: "Regular"),
                            NamedWeight(weight: 500, name: "Medium"), NamedWeight(weight: 600, name: "Semi Bold"),
                            NamedWeight(weight: 700, name: "Bold"), NamedWeight(weight: 800, name: "Extra Bold"),
                            NamedWeight(weight: 900, name: "Black"),
                        ]), unitsPerEm: 2816)
            ]),
    ]

    /// The faces of the file `fileName` of `byteCount` bytes at `path`, with their units per
    /// em, if the index has that file at that size.
    static func faces(fileName: String, byteCount: Int, path: String) -> [(FaceInfo, Int32)]? {
        guard let file = files.first(where: { $0.name == fileName && $0.byteCount == byteCount }) else { return nil }
        return file.faces.map { face in
            let info = FaceInfo(
                path: path, index: face.index, family: face.family, styleName: face.styleName,
                weightClass: face.weightClass, widthClass: face.widthClass, isItalic: face.isItalic,
                weightAxis: face.weightAxis)
            return (info, face.unitsPerEm)
        }
    }
}
