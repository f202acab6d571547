import CGIF
import NavigationBarRendering

/// Writes an animated GIF with giflib, one frame at a time: every frame opaque over a page colour,
/// quantised to its own palette of at most 256 colours, the animation looping forever.
///
/// ```swift
/// let writer = try GIFWriter(width: 750, height: 88, background: RGBA(1, 1, 1))
/// for (image, delay) in frames { try writer.add(image, delay: delay) }
/// let bytes = try writer.finish()
/// ```
public final class GIFWriter {
    /// The giflib file, until it is closed.
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// The bytes giflib has written.
    private let sink = GIFSink()
    /// Draws frames over the page.
    private let compositor: FrameCompositor
    /// Hundredths of a second.
    private var clock = DelayClock(unitsPerSecond: 100)

    /// Starts a GIF of `width` × `height` pixels drawn over `background`.
    ///
    /// - Parameters:
    ///   - width: The picture's width in pixels, 1 to 65535.
    ///   - height: The picture's height in pixels, 1 to 65535.
    ///   - background: The opaque page colour every frame is drawn over (its alpha is ignored).
    /// - Throws: ``AnimationError/size(width:height:)`` or ``AnimationError/gif(_:)``.
    public init(width: Int, height: Int, background: RGBA) throws(AnimationError) {
        compositor = try FrameCompositor(width: width, height: height, background: background)
        var status: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), gifWrite, &status) else {
            throw .gif(Self.message(status))
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil))
        // NETSCAPE2.0: loop forever.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, Int32(application.count), &application))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(gif, Int32(loop.count), &loop))
        try check(EGifPutExtensionTrailer(gif))
    }

    deinit {
        if let gif {
            var status: Int32 = 0
            EGifCloseFile(gif, &status)
        }
    }

    /// Adds `image`, drawn at the top left over the page, shown `delay` seconds.
    ///
    /// GIF delays are whole hundredths of a second: each is rounded so that the animation's length
    /// stays within 5 ms of the sum of the delays.
    ///
    /// - Parameters:
    ///   - image: The frame, at most the picture's size.
    ///   - delay: Seconds it shows.
    /// - Throws: ``AnimationError/size(width:height:)``, ``AnimationError/frameCount(expected:got:)`` after
    ///   ``finish()``, or ``AnimationError/gif(_:)``.
    public func add(_ image: PNGImage, delay: Double) throws(AnimationError) {
        guard let gif else { throw .frameCount(expected: 0, got: 1) }
        let rgb = try compositor.rgb(image)
        let count = compositor.width * compositor.height
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
                UInt32(compositor.width), UInt32(compositor.height), &colours, &red, &green, &blue, &indices,
                &palette))
        // A palette's size must be a power of two.
        guard let map = GifMakeMapObject(1 << GifBitSize(max(colours, 2)), palette) else {
            throw .gif("out of memory")
        }
        defer { GifFreeMapObject(map) }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(clock.units(delay), 65_535)),
            TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes))
        try check(EGifPutImageDesc(gif, 0, 0, Int32(compositor.width), Int32(compositor.height), false, map))
        try indices.withUnsafeMutableBufferPointer { (rows) throws(AnimationError) in
            for row in 0..<compositor.height {
                try check(EGifPutLine(gif, rows.baseAddress! + row * compositor.width, Int32(compositor.width)))
            }
        }
    }

    /// Ends the GIF.
    ///
    /// - Returns: The GIF file's bytes.
    /// - Throws: ``AnimationError/gif(_:)``, or ``AnimationError/frameCount(expected:got:)`` when called twice.
    public func finish() throws(AnimationError) -> [UInt8] {
        guard let gif else { throw .frameCount(expected: 0, got: 1) }
        self.gif = nil
        var status: Int32 = 0
        guard EGifCloseFile(gif, &status) == GIF_OK else { throw .gif(Self.message(status)) }
        return sink.bytes
    }

    /// Throws giflib's error unless `result` is `GIF_OK`.
    private func check(_ result: Int32) throws(AnimationError) {
        guard result == GIF_OK else { throw .gif(Self.message(gif?.pointee.Error ?? result)) }
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
