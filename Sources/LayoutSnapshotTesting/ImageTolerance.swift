/// How far a picture may be from its reference and still match.
///
/// A pixel matches when none of its four channels differs by more than
/// ``perPixel`` (of 255); a picture matches when its size is the
/// reference's and at most ``share`` of its pixels do not match.
///
/// ```swift
/// ImageTolerance(perPixel: 8, share: 0.002)  // anti-aliasing noise on 0.2% of the pixels
/// ```
public struct ImageTolerance: Hashable, Sendable {
    /// The largest difference in any channel (0–255) at which a pixel still matches.
    public var perPixel: Int
    /// The share of pixels (0–1) that may fail to match.
    public var share: Double

    /// Creates a tolerance.
    ///
    /// - Parameters:
    ///   - perPixel: The largest difference in any channel (0–255) at which a pixel still matches.
    ///   - share: The share of pixels (0–1) that may fail to match.
    public init(perPixel: Int, share: Double) {
        self.perPixel = perPixel
        self.share = share
    }

    /// Every pixel must be identical.
    public static let exact = ImageTolerance(perPixel: 0, share: 0)
}
