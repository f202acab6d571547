import NavigationBarRendering
import Testing

@testable import AnimationEncoding

/// The GIF and APNG writers on their own: frames read back, and misuse refused with a typed error.
@Suite struct AnimationWriterTests {
    /// A `width` × `height` image of one colour.
    static func image(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> PNGImage {
        PNGImage(
            width: width, height: height, pixels: Array([[UInt8]](repeating: rgba, count: width * height).joined()))
    }

    @Test("frames smaller than the picture sit at its top left over the page; delays add up without drift")
    func framesAndDelays() throws {
        let white = RGBA(1, 1, 1)
        let gif = try GIFWriter(width: 4, height: 3, background: white)
        var apng = try APNGWriter(width: 4, height: 3, frames: 3, background: white)
        for (index, size) in [(4, 3), (2, 2), (4, 1)].enumerated() {
            let frame = Self.image(size.0, size.1, [255, 0, 0, 128])
            try gif.add(frame, delay: 1.0 / 30 + Double(index))
            try apng.add(frame, delay: 1.0 / 30 + Double(index))
        }
        let gifSummary = try AnimationReader.gif(try gif.finish())
        let apngSummary = try AnimationReader.apng(try apng.finish())
        // 33.3 ms, 1033.3 ms, 2033.3 ms: 3100 ms in all, in hundredths (30, 1040, 2030) and in milliseconds.
        #expect(gifSummary == AnimationSummary(width: 4, height: 3, delays: [30, 1040, 2030], plays: 0))
        #expect(apngSummary == AnimationSummary(width: 4, height: 3, delays: [33, 1034, 2033], plays: 0))
        let compositor = try FrameCompositor(width: 2, height: 1, background: white)
        // Half-transparent red over white is pink; the uncovered pixel is the page.
        #expect(try compositor.rgb(Self.image(1, 1, [255, 0, 0, 128])) == [255, 127, 127, 255, 255, 255])
    }

    @Test("misuse is a typed error: an empty or oversized canvas, a frame too large, the wrong number of frames")
    func misuse() throws {
        let page = RGBA(0, 0, 0)
        #expect(throws: AnimationError.size(width: 0, height: 3)) {
            try GIFWriter(width: 0, height: 3, background: page)
        }
        #expect(throws: AnimationError.size(width: 70_000, height: 1)) {
            try APNGWriter(width: 70_000, height: 1, frames: 1, background: page)
        }
        let gif = try GIFWriter(width: 2, height: 2, background: page)
        #expect(throws: AnimationError.size(width: 3, height: 1)) {
            try gif.add(Self.image(3, 1, [0, 0, 0, 255]), delay: 0)
        }
        _ = try gif.finish()
        #expect(throws: AnimationError.frameCount(expected: 0, got: 1)) { try gif.finish() }
        var apng = try APNGWriter(width: 1, height: 1, frames: 2, background: page)
        try apng.add(Self.image(1, 1, [0, 0, 0, 255]), delay: 0)
        #expect(throws: AnimationError.frameCount(expected: 2, got: 1)) { try apng.finish() }
        try apng.add(Self.image(1, 1, [0, 0, 0, 255]), delay: 0)
        #expect(throws: AnimationError.frameCount(expected: 2, got: 3)) {
            try apng.add(Self.image(1, 1, [0, 0, 0, 255]), delay: 0)
        }
    }
}
