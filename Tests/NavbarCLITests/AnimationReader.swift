import Foundation

/// What a minimal reader finds in an animated GIF or APNG: enough to check what `navbar render` wrote.
struct AnimationSummary: Equatable {
    /// The picture's width in pixels.
    var width: Int
    /// The picture's height in pixels.
    var height: Int
    /// Each frame's delay in milliseconds.
    var delays: [Int]
    /// How often it plays (0: forever).
    var plays: Int
}

/// Reads the blocks of a GIF and the chunks of an APNG.
enum AnimationReader {
    /// The frames of a GIF file: its screen size, each image's delay, the NETSCAPE2.0 loop count.
    static func gif(_ bytes: [UInt8]) throws -> AnimationSummary {
        guard bytes.starts(with: Array("GIF89a".utf8)), bytes.count > 13 else { throw ReadError("not a GIF89a") }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        var summary = AnimationSummary(width: u16(6), height: u16(8), delays: [], plays: -1)
        var offset = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        var delay = 0
        /// The data sub-blocks from `offset`, which moves past them.
        func subBlocks() throws -> [[UInt8]] {
            var blocks: [[UInt8]] = []
            while true {
                guard offset < bytes.count else { throw ReadError("sub-blocks run past the end") }
                let size = Int(bytes[offset])
                guard offset + 1 + size <= bytes.count else { throw ReadError("a sub-block runs past the end") }
                if size == 0 {
                    offset += 1
                    return blocks
                }
                blocks.append(Array(bytes[(offset + 1)..<(offset + 1 + size)]))
                offset += 1 + size
            }
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:
                let label = bytes[offset + 1]
                offset += 2
                let blocks = try subBlocks()
                if label == 0xF9, let control = blocks.first, control.count == 4 {
                    delay = (Int(control[1]) | Int(control[2]) << 8) * 10
                }
                if label == 0xFF, blocks.count == 2, blocks[0] == Array("NETSCAPE2.0".utf8), blocks[1].count == 3 {
                    summary.plays = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                let packed = bytes[offset + 9]
                offset += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0)
                offset += 1  // LZW minimum code size
                _ = try subBlocks()
                summary.delays.append(delay)
            case 0x3B:
                return summary
            default:
                throw ReadError("unknown block \(bytes[offset]) at \(offset)")
            }
        }
        throw ReadError("no trailer")
    }

    /// The frames of an APNG file: `acTL`'s frame count and plays, each `fcTL`'s delay; checks every
    /// chunk's CRC, the sequence numbers, and that each frame has image data.
    static func apng(_ bytes: [UInt8]) throws -> AnimationSummary {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw ReadError("not a PNG") }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var summary = AnimationSummary(width: 0, height: 0, delays: [], plays: -1)
        var frameCount = -1
        var sequence = 0
        var dataFrames = 0
        var types: [String] = []
        while offset + 12 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = offset + 8
            guard data + length + 4 <= bytes.count else { throw ReadError("\(type) runs past the end") }
            guard u32(data + length) == Int(crc(bytes[(offset + 4)..<(data + length)])) else {
                throw ReadError("bad CRC in \(type)")
            }
            switch type {
            case "IHDR": (summary.width, summary.height) = (u32(data), u32(data + 4))
            case "acTL": (frameCount, summary.plays) = (u32(data), u32(data + 4))
            case "fcTL", "fdAT":
                guard u32(data) == sequence else { throw ReadError("sequence \(u32(data)), expected \(sequence)") }
                sequence += 1
                if type == "fcTL" {
                    let numerator = Int(bytes[data + 20]) << 8 | Int(bytes[data + 21])
                    let denominator = Int(bytes[data + 22]) << 8 | Int(bytes[data + 23])
                    summary.delays.append(numerator * 1000 / (denominator == 0 ? 100 : denominator))
                } else if types.last == "fcTL" {
                    dataFrames += 1
                }
            case "IDAT" where types.last == "fcTL": dataFrames += 1
            default: break
            }
            types.append(type)
            offset = data + length + 4
        }
        guard types.first == "IHDR", types.last == "IEND" else { throw ReadError("chunks \(types)") }
        guard frameCount == summary.delays.count, dataFrames == frameCount else {
            throw ReadError("acTL says \(frameCount) frames; \(summary.delays.count) fcTL, \(dataFrames) with data")
        }
        return summary
    }

    /// The CRC-32 of PNG chunks.
    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// A file that does not read as it should.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
