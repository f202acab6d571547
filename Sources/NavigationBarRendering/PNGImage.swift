import CPNG

/// An 8-bit RGBA image (straight alpha, sRGB), encoded and decoded with libpng.
public struct PNGImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Red, green, blue, alpha bytes, row by row, top first.
    public var pixels: [UInt8]

    /// Creates an image; `pixels` must hold `width * height * 4` bytes.
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - pixels: The RGBA bytes, row by row from the top.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// libpng's `PNG_FORMAT_RGBA` (colour and alpha flags; the macro is not imported).
    static let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// The pixel at (`x`, `y`) as (red, green, blue, alpha).
    ///
    /// - Parameters:
    ///   - x: The column, from the left.
    ///   - y: The row, from the top.
    /// - Returns: The pixel's four channels.
    public func pixel(_ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The PNG file bytes (RGBA, 8 bits per channel).
    ///
    /// - Returns: The bytes of a PNG file.
    /// - Throws: ``RenderError/png(_:)`` when libpng fails.
    public func encoded() throws(RenderError) -> [UInt8] {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            throw .png("cannot encode an image of \(width) × \(height) pixels")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = Self.formatRGBA
        var size: png_alloc_size_t = 0
        let measured = pixels.withUnsafeBytes { raw in
            png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else { throw .png(Self.message(image)) }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let written = bytes.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { raw in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, raw.baseAddress, 0, nil)
            }
        }
        png_image_free(&image)
        guard written != 0 else { throw .png(Self.message(image)) }
        return Array(bytes.prefix(Int(size)))
    }

    /// Decodes PNG file bytes of any colour type to 8-bit RGBA.
    ///
    /// - Parameter bytes: The bytes of a PNG file.
    /// - Returns: The image as 8-bit RGBA.
    /// - Throws: ``RenderError/png(_:)`` when the bytes are not a PNG that libpng can read.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> PNGImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else { throw .png(message(image)) }
        image.format = Self.formatRGBA
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width * height <= Canvas.maximumPixels else {
            png_image_free(&image)
            throw .png("image of \(width) × \(height) pixels is too large to decode")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
        }
        guard finished != 0 else {
            let text = message(image)
            png_image_free(&image)
            throw .png(text)
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// The message libpng left in `image`.
    private static func message(_ image: png_image) -> String {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng failed" : "libpng: \(text)"
    }
}
