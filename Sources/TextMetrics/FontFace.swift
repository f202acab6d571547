/// One axis setting of a variable font instance, such as `wght` = 600.
public struct FontVariation: Hashable, Sendable, Codable {
    /// The four-character OpenType axis tag, for example `wght`.
    public var tag: String
    /// The axis value in design units (for `wght`, the weight class).
    public var value: Double

    /// Creates an axis setting.
    ///
    /// - Parameters:
    ///   - tag: The four-letter axis tag, like `wght`.
    ///   - value: The axis value in design units.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}

/// A font face as used for a run of text: which file, which face in it, and which instance.
///
/// A plain descriptor with no FreeType or HarfBuzz handles, so it can be
/// stored, compared and sent anywhere. A renderer opens `path` at
/// `faceIndex` (with FreeType, for example) and applies `variations`.
public struct FontFace: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The family name, for example `Inter`.
    public var family: String
    /// The style name, for example `Regular` or `Semi Bold`.
    public var styleName: String
    /// The absolute path of the font file.
    public var path: String
    /// The index of the face inside the file (0 unless the file is a collection).
    public var faceIndex: Int
    /// The weight class of the face: the `wght` coordinate of a variable
    /// instance, or the OS/2 `usWeightClass` of a static face.
    public var weight: Double
    /// The axis settings applied to a variable font; empty for a static face.
    public var variations: [FontVariation]
    /// The face's design units per em.
    public var unitsPerEm: Int

    /// Creates a face descriptor.
    ///
    /// - Parameters:
    ///   - family: The family name.
    ///   - styleName: The style name, like `Bold`.
    ///   - path: The path of the font file.
    ///   - faceIndex: The index of the face in its file (non-zero only in collections).
    ///   - weight: The weight class.
    ///   - variations: The variation-axis settings of this instance.
    ///   - unitsPerEm: The design units per em.
    public init(
        family: String, styleName: String, path: String, faceIndex: Int, weight: Double,
        variations: [FontVariation] = [], unitsPerEm: Int
    ) {
        self.family = family
        self.styleName = styleName
        self.path = path
        self.faceIndex = faceIndex
        self.weight = weight
        self.variations = variations
        self.unitsPerEm = unitsPerEm
    }

    /// The face's name as `Family Style`, for example `DejaVu Sans Bold`.
    public var name: String { styleName.isEmpty ? family : family + " " + styleName }

    /// Whether the face is an instance of a variable font.
    public var isVariable: Bool { !variations.isEmpty }

    /// The face's name, as `name`.
    public var description: String { name }
}
