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
        File(
            name: "NotoColorEmoji.ttf", byteCount: 10_980_856,
            faces: [
                Face(index: 0, family: "Noto Color Emoji", styleName: "Regular", weightClass: 400, unitsPerEm: 2048)
            ]),
        File(
            name: "NotoNastaliqUrdu-Regular.ttf", byteCount: 570_552,
            faces: [
                Face(index: 0, family: "Noto Nastaliq Urdu", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansBengali-Bold.ttf", byteCount: 210_996,
            faces: [
                Face(index: 0, family: "Noto Sans Bengali", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansBengali-Regular.ttf", byteCount: 201_964,
            faces: [
                Face(index: 0, family: "Noto Sans Bengali", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansCJKkr-Hangul-Bold.otf", byteCount: 2_054_740,
            faces: [
                Face(index: 0, family: "Noto Sans CJK KR", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansCJKkr-Hangul-Regular.otf", byteCount: 1_940_704,
            faces: [
                Face(index: 0, family: "Noto Sans CJK KR", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansDevanagari-Bold.ttf", byteCount: 237_660,
            faces: [
                Face(index: 0, family: "Noto Sans Devanagari", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansDevanagari-Regular.ttf", byteCount: 229_336,
            faces: [
                Face(index: 0, family: "Noto Sans Devanagari", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansEthiopic-Bold.ttf", byteCount: 340_980,
            faces: [
                Face(index: 0, family: "Noto Sans Ethiopic", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansEthiopic-Regular.ttf", byteCount: 343_168,
            faces: [
                Face(index: 0, family: "Noto Sans Ethiopic", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansGujarati-Bold.ttf", byteCount: 202_944,
            faces: [
                Face(index: 0, family: "Noto Sans Gujarati", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansGujarati-Regular.ttf", byteCount: 205_124,
            faces: [
                Face(index: 0, family: "Noto Sans Gujarati", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansGurmukhi-Bold.ttf", byteCount: 52_856,
            faces: [
                Face(index: 0, family: "Noto Sans Gurmukhi", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansGurmukhi-Regular.ttf", byteCount: 52_852,
            faces: [
                Face(index: 0, family: "Noto Sans Gurmukhi", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansKannada-Bold.ttf", byteCount: 156_336,
            faces: [
                Face(index: 0, family: "Noto Sans Kannada", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansKannada-Regular.ttf", byteCount: 152_168,
            faces: [
                Face(index: 0, family: "Noto Sans Kannada", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansKhmer-Bold.ttf", byteCount: 112_372,
            faces: [
                Face(index: 0, family: "Noto Sans Khmer", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansKhmer-Regular.ttf", byteCount: 113_376,
            faces: [
                Face(index: 0, family: "Noto Sans Khmer", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansMalayalam-Bold.ttf", byteCount: 115_944,
            faces: [
                Face(index: 0, family: "Noto Sans Malayalam", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansMalayalam-Regular.ttf", byteCount: 110_568,
            faces: [
                Face(index: 0, family: "Noto Sans Malayalam", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansMyanmar-Bold.ttf", byteCount: 210_224,
            faces: [
                Face(index: 0, family: "Noto Sans Myanmar", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansMyanmar-Regular.ttf", byteCount: 196_608,
            faces: [
                Face(index: 0, family: "Noto Sans Myanmar", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansOriya-Bold.ttf", byteCount: 92_964,
            faces: [
                Face(index: 0, family: "Noto Sans Oriya", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansOriya-Regular.ttf", byteCount: 95_800,
            faces: [
                Face(index: 0, family: "Noto Sans Oriya", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansSinhala-Bold.ttf", byteCount: 339_844,
            faces: [
                Face(index: 0, family: "Noto Sans Sinhala", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansSinhala-Regular.ttf", byteCount: 307_684,
            faces: [
                Face(index: 0, family: "Noto Sans Sinhala", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansTamil-Bold.ttf", byteCount: 75_740,
            faces: [
                Face(index: 0, family: "Noto Sans Tamil", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansTamil-Regular.ttf", byteCount: 72_608,
            faces: [
                Face(index: 0, family: "Noto Sans Tamil", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansTelugu-Bold.ttf", byteCount: 202_444,
            faces: [
                Face(index: 0, family: "Noto Sans Telugu", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansTelugu-Regular.ttf", byteCount: 194_732,
            faces: [
                Face(index: 0, family: "Noto Sans Telugu", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansThai-Bold.ttf", byteCount: 37_788,
            faces: [
                Face(index: 0, family: "Noto Sans Thai", styleName: "Bold", weightClass: 700, unitsPerEm: 1000)
            ]),
        File(
            name: "NotoSansThai-Regular.ttf", byteCount: 37_744,
            faces: [
                Face(index: 0, family: "Noto Sans Thai", styleName: "Regular", weightClass: 400, unitsPerEm: 1000)
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
