/// An 8-bit RGBA image (straight alpha), row by row from the top: the format of picture snapshots.
///
/// It holds raw pixels only, so this library compares pictures without
/// depending on a renderer or an image codec; `RenderingSnapshotTesting`
/// supplies the PNG codec (`SnapshotDiffing.png`).
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Red, green, blue and alpha bytes, `width * height * 4` of them.
    public var pixels: [UInt8]

    /// Creates an image.
    ///
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - pixels: Red, green, blue and alpha bytes, row by row from the top; `width * height * 4` of them.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as red, green, blue, alpha; transparent black outside the image.
    ///
    /// - Parameters:
    ///   - x: The column, from 0 at the left.
    ///   - y: The row, from 0 at the top.
    /// - Returns: The four channels of the pixel.
    public func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        guard x >= 0, y >= 0, x < width, y < height, pixels.count >= width * height * 4 else { return [0, 0, 0, 0] }
        let index = (y * width + x) * 4
        return Array(pixels[index..<index + 4])
    }
}
