import CGIF
import NavigationBarRendering

/// Writes animated GIFs with giflib: every frame opaque over a page colour and quantised to its own
/// palette of at most 256 colours, looping forever.
public enum GIFEncoder {
    /// The bytes of an animated GIF of `frames` drawn over `background`.
    ///
    /// GIF delays are whole hundredths of a second: each is rounded so that the animation's length
    /// stays within 5 ms of the sum of the delays.
    ///
    /// - Parameters:
    ///   - frames: The frames, in order; frames of different sizes are drawn at the top left of the largest.
    ///   - background: The opaque page colour every frame is drawn over (its alpha is ignored).
    /// - Returns: The GIF file's bytes.
    /// - Throws: ``AnimationError/noFrames`` or ``AnimationError/gif(_:)``.
    public static func encode(_ frames: [AnimationFrame], background: RGBA) throws(AnimationError) -> [UInt8] {
        let opaque = try OpaqueFrames(frames, background: background)
        let sink = GIFSink()
        var status: Int32 = 0
        let user = Unmanaged.passUnretained(sink).toOpaque()
        guard let gif = EGifOpen(user, gifWrite, &status) else { throw .gif(message(status)) }
        var closed = false
        defer {
            if !closed { EGifCloseFile(gif, &status) }
        }
        func check(_ result: Int32) throws(AnimationError) {
            guard result == GIF_OK else { throw .gif(message(gif.pointee.Error)) }
        }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(opaque.width), Int32(opaque.height), 8, 0, nil))
        // NETSCAPE2.0: loop forever.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, Int32(application.count), &application))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(gif, Int32(loop.count), &loop))
        try check(EGifPutExtensionTrailer(gif))
        let delays = opaque.delays(unitsPerSecond: 100)
        let count = opaque.width * opaque.height
        for index in opaque.pixels.indices {
            let rgb = opaque.pixels[index]
            var red = [UInt8](repeating: 0, count: count)
            var green = red
            var blue = red
            for pixel in 0..<count {
                red[pixel] = rgb[pixel * 3]
                green[pixel] = rgb[pixel * 3 + 1]
                blue[pixel] = rgb[pixel * 3 + 2]
            }
            var indices = [UInt8](repeating: 0, count: count)
            var palette = [GifColorType](repeating: GifColorType(), count: 256)
            var colours: Int32 = 256
            try check(
                GifQuantizeBuffer(
                    UInt32(opaque.width), UInt32(opaque.height), &colours, &red, &green, &blue, &indices, &palette))
            // A palette's size must be a power of two.
            let bits = GifBitSize(max(colours, 2))
            guard let map = GifMakeMapObject(1 << bits, palette) else { throw .gif("out of memory") }
            defer { GifFreeMapObject(map) }
            var control = GraphicsControlBlock(
                DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(delays[index], 65_535)),
                TransparentColor: NO_TRANSPARENT_COLOR)
            var extensionBytes = [UInt8](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &extensionBytes)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes))
            try check(EGifPutImageDesc(gif, 0, 0, Int32(opaque.width), Int32(opaque.height), false, map))
            for row in 0..<opaque.height {
                let start = row * opaque.width
                var line = Array(indices[start..<(start + opaque.width)])
                try check(EGifPutLine(gif, &line, Int32(opaque.width)))
            }
        }
        closed = true
        guard EGifCloseFile(gif, &status) == GIF_OK else { throw .gif(message(status)) }
        return sink.bytes
    }

    /// giflib's message for `code`.
    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// Collects the bytes giflib writes.
private final class GIFSink {
    var bytes: [UInt8] = []
}

/// giflib's output function: appends to the `GIFSink` of the file's user data.
private func gifWrite(_ gif: UnsafeMutablePointer<GifFileType>?, _ data: UnsafePointer<GifByteType>?, _ count: Int32)
    -> Int32
{
    guard let gif, let data, let user = gif.pointee.UserData else { return 0 }
    let sink = Unmanaged<GIFSink>.fromOpaque(user).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
    return count
}
