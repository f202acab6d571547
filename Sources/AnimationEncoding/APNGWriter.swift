import NavigationBarRendering

/// Writes an animated PNG, one frame at a time: each frame encoded by libpng (through `PNGImage`), its
/// image data moved into the APNG chunks (`acTL`, `fcTL`, `fdAT`) this writer adds, since Debian's libpng
/// has no APNG support.
///
/// Every frame is opaque over a page colour and covers the whole picture; the animation loops
/// forever. A viewer without APNG support shows the first frame.
///
/// ```swift
/// var writer = try APNGWriter(width: 750, height: 88, frames: 14, background: RGBA(1, 1, 1))
/// for (image, delay) in frames { try writer.add(image, delay: delay) }
/// let bytes = try writer.finish()
/// ```
public struct APNGWriter {
    /// The bytes so far.
    private var output = PNGChunk.signature
    /// Draws frames over the page.
    private let compositor: FrameCompositor
    /// The number of frames announced in `acTL`.
    private let frameCount: Int
    /// The frames added so far.
    private var added = 0
    /// The next `fcTL` or `fdAT` sequence number.
    private var sequence: UInt32 = 0
    /// Milliseconds.
    private var clock = DelayClock(unitsPerSecond: 1000)
    /// Whether ``finish()`` was called.
    private var finished = false

    /// Starts an APNG of `frames` frames, `width` × `height` pixels, drawn over `background`.
    ///
    /// - Parameters:
    ///   - width: The picture's width in pixels, 1 to 65535.
    ///   - height: The picture's height in pixels, 1 to 65535.
    ///   - frames: The number of frames that will be added, at least 1.
    ///   - background: The opaque page colour every frame is drawn over (its alpha is ignored).
    /// - Throws: ``AnimationError/size(width:height:)``, or ``AnimationError/frameCount(expected:got:)``
    ///   for no frames.
    public init(width: Int, height: Int, frames: Int, background: RGBA) throws(AnimationError) {
        guard frames >= 1 else { throw .frameCount(expected: 1, got: frames) }
        compositor = try FrameCompositor(width: width, height: height, background: background)
        frameCount = frames
    }

    /// Adds `image`, drawn at the top left over the page, shown `delay` seconds.
    ///
    /// Delays are written in milliseconds, rounded so that the animation's length stays within half a
    /// millisecond of the sum of the delays.
    ///
    /// - Parameters:
    ///   - image: The frame, at most the picture's size.
    ///   - delay: Seconds it shows.
    /// - Throws: ``AnimationError/size(width:height:)``, ``AnimationError/frameCount(expected:got:)``
    ///   beyond the frames announced, or ``AnimationError/png(_:)``.
    public mutating func add(_ image: PNGImage, delay: Double) throws(AnimationError) {
        guard !finished, added < frameCount else { throw .frameCount(expected: frameCount, got: added + 1) }
        let rgb = try compositor.rgb(image)
        var rgba = [UInt8](repeating: 255, count: compositor.width * compositor.height * 4)
        for pixel in 0..<(compositor.width * compositor.height) {
            rgba[pixel * 4] = rgb[pixel * 3]
            rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1]
            rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2]
        }
        let png: [UInt8]
        do { png = try PNGImage(width: compositor.width, height: compositor.height, pixels: rgba).encoded() } catch {
            throw .png(error.description)
        }
        let chunks = try PNGChunk.chunks(of: png)
        if added == 0 {
            for chunk in chunks where chunk.type == "IHDR" { output += chunk.bytes }
            output += PNGChunk(type: "acTL", data: PNGChunk.uint32(UInt32(frameCount)) + PNGChunk.uint32(0)).bytes
        }
        output += PNGChunk(type: "fcTL", data: frameControl(delay: clock.units(delay))).bytes
        sequence += 1
        for chunk in chunks where chunk.type == "IDAT" {
            if added == 0 {
                output += chunk.bytes
            } else {
                output += PNGChunk(type: "fdAT", data: PNGChunk.uint32(sequence) + chunk.data).bytes
                sequence += 1
            }
        }
        added += 1
    }

    /// Ends the APNG.
    ///
    /// - Returns: The APNG file's bytes.
    /// - Throws: ``AnimationError/frameCount(expected:got:)`` when fewer frames were added than announced,
    ///   or when called twice.
    public mutating func finish() throws(AnimationError) -> [UInt8] {
        guard !finished, added == frameCount else { throw .frameCount(expected: frameCount, got: added) }
        finished = true
        output += PNGChunk(type: "IEND", data: []).bytes
        return output
    }

    /// The `fcTL` data of the next frame, covering the whole picture, shown `delay` milliseconds.
    private func frameControl(delay: Int) -> [UInt8] {
        var data = PNGChunk.uint32(sequence)
        data += PNGChunk.uint32(UInt32(compositor.width)) + PNGChunk.uint32(UInt32(compositor.height))
        data += PNGChunk.uint32(0) + PNGChunk.uint32(0)  // offsets
        // A delay longer than 65.535 s is written in hundredths.
        let (numerator, denominator) = delay <= 65_535 ? (delay, 1000) : (min(delay / 10, 65_535), 100)
        data += [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)]
        data += [0, 0]  // dispose: none; blend: source
        return data
    }
}

/// One chunk of a PNG file.
struct PNGChunk {
    /// The 8 bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk type, four ASCII letters.
    let type: String
    /// The chunk's data.
    let data: [UInt8]

    /// The chunk as written: length, type, data, CRC.
    var bytes: [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return Self.uint32(UInt32(data.count)) + typeAndData + Self.uint32(CRC32.checksum(typeAndData))
    }

    /// `value` big-endian.
    static func uint32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The chunks of the PNG file `png`, in order.
    ///
    /// - Throws: ``AnimationError/png(_:)`` when `png` is not a well-formed PNG file.
    static func chunks(of png: [UInt8]) throws(AnimationError) -> [PNGChunk] {
        guard png.starts(with: signature) else { throw .png("libpng wrote no PNG signature") }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= png.count else { throw .png("a chunk runs past the end of libpng's PNG") }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset = end
        }
        return chunks
    }
}
