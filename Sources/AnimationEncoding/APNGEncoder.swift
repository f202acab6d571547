import NavigationBarRendering

/// Writes animated PNGs: each frame encoded by libpng (through `PNGImage`), its image data moved into
/// the APNG chunks (`acTL`, `fcTL`, `fdAT`) this encoder writes, since Debian's libpng has no APNG support.
///
/// Every frame is opaque over a page colour and covers the whole picture; the animation loops
/// forever. A viewer without APNG support shows the first frame.
public enum APNGEncoder {
    /// The bytes of an animated PNG of `frames` drawn over `background`.
    ///
    /// Delays are written in milliseconds, rounded so that the animation's length stays within
    /// half a millisecond of the sum of the delays.
    ///
    /// - Parameters:
    ///   - frames: The frames, in order; frames of different sizes are drawn at the top left of the largest.
    ///   - background: The opaque page colour every frame is drawn over (its alpha is ignored).
    /// - Returns: The APNG file's bytes.
    /// - Throws: ``AnimationError/noFrames`` or ``AnimationError/png(_:)``.
    public static func encode(_ frames: [AnimationFrame], background: RGBA) throws(AnimationError) -> [UInt8] {
        let opaque = try OpaqueFrames(frames, background: background)
        let delays = opaque.delays(unitsPerSecond: 1000)
        var output = Array(PNGChunk.signature)
        var sequence: UInt32 = 0
        for index in opaque.pixels.indices {
            let png: [UInt8]
            do { png = try opaque.image(index).encoded() } catch { throw .png(error.description) }
            let chunks = try PNGChunk.chunks(of: png)
            if index == 0 {
                for chunk in chunks where chunk.type == "IHDR" { output += chunk.bytes }
                var control = PNGChunk.uint32(UInt32(opaque.pixels.count))
                control += PNGChunk.uint32(0)  // plays: forever
                output += PNGChunk(type: "acTL", data: control).bytes
            }
            output += PNGChunk(type: "fcTL", data: frameControl(sequence, opaque, delay: delays[index])).bytes
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    output += chunk.bytes
                } else {
                    output += PNGChunk(type: "fdAT", data: PNGChunk.uint32(sequence) + chunk.data).bytes
                    sequence += 1
                }
            }
        }
        output += PNGChunk(type: "IEND", data: []).bytes
        return output
    }

    /// The `fcTL` data of a frame covering the whole picture, shown `delay` milliseconds.
    private static func frameControl(_ sequence: UInt32, _ frames: OpaqueFrames, delay: Int) -> [UInt8] {
        var data = PNGChunk.uint32(sequence)
        data += PNGChunk.uint32(UInt32(frames.width)) + PNGChunk.uint32(UInt32(frames.height))
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
