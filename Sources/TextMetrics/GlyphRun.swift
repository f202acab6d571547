/// The writing direction of a glyph run.
public enum TextDirection: String, Hashable, Sendable, Codable {
    /// Left to right (Latin, CJK, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew, …).
    case rightToLeft
}

/// A run of shaped glyphs in one face, for renderers.
///
/// Glyphs are in the order HarfBuzz outputs them, which is visual (left to
/// right) order: for a right-to-left run the first glyph is the leftmost.
/// Runs themselves are in logical order. All lengths are in points at `size`.
public struct GlyphRun: Hashable, Sendable {
    /// The face the glyphs belong to.
    public var face: FontFace
    /// The point size.
    public var size: Double
    /// The direction the run was shaped in.
    public var direction: TextDirection
    /// The UTF-8 byte range of the original string the run covers.
    public var textRange: Range<Int>
    /// Glyph ids in `face`.
    public var glyphs: [UInt32]
    /// Horizontal advances, tracking included (added to the last glyph of each grapheme cluster).
    public var advances: [Double]
    /// Horizontal offsets from the pen position.
    public var xOffsets: [Double]
    /// Vertical offsets from the baseline (positive is up).
    public var yOffsets: [Double]
    /// For each glyph, the UTF-8 offset in the original string of the cluster it belongs to.
    public var clusters: [Int]
    /// The run's advance width, equal to the width `measure` gives the run.
    public var width: Double

    /// Creates a glyph run.
    ///
    /// - Parameters:
    ///   - face: The face the glyphs come from.
    ///   - size: The size in points.
    ///   - direction: The run's direction.
    ///   - textRange: The UTF-8 byte range of the original string the run covers.
    ///   - glyphs: The glyph ids in `face`, in visual order.
    ///   - advances: The horizontal advance of each glyph, tracking included.
    ///   - xOffsets: The horizontal offset of each glyph from its pen position.
    ///   - yOffsets: The vertical offset of each glyph from the baseline (positive is up).
    ///   - clusters: For each glyph, the UTF-8 offset of the cluster it belongs to.
    ///   - width: The run's width, in points.
    public init(
        face: FontFace, size: Double, direction: TextDirection, textRange: Range<Int>, glyphs: [UInt32],
        advances: [Double], xOffsets: [Double], yOffsets: [Double], clusters: [Int], width: Double
    ) {
        self.face = face
        self.size = size
        self.direction = direction
        self.textRange = textRange
        self.glyphs = glyphs
        self.advances = advances
        self.xOffsets = xOffsets
        self.yOffsets = yOffsets
        self.clusters = clusters
        self.width = width
    }
}
