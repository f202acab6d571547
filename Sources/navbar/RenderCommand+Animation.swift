import AnimationEncoding
import NavbarCore
import NavigationBarLayout
import NavigationBarRendering

extension RenderCommand {
    /// The most frames a GIF or APNG may have.
    static let maximumAnimationFrames = 1000
    /// The frame rates a GIF or APNG may have (GIF delays are whole hundredths of a second; viewers slow
    /// delays under 2 hundredths down).
    static let frameRates = 1...50
    /// The frame rate when `--fps` is not given.
    static let defaultFrameRate = 25
    /// The slowdowns `--slowdown` accepts.
    static let slowdowns = 0.1...100.0
    /// Seconds the first and the last frame are held, as in the animated SVG.
    static let animationPause = 1.0

    /// The progress of each frame of an animation of `duration` seconds, played `slowdown` times slower
    /// at `fps` frames a second: evenly spaced from 0 to 1.
    ///
    /// - Throws: a usage error (64) when there would be more than ``maximumAnimationFrames`` frames.
    static func animationProgresses(duration: Double, slowdown: Double, fps: Int) throws(CLIError) -> [Double] {
        let playing = max(0, duration) * slowdown * Double(fps)
        guard playing < Double(maximumAnimationFrames) else {
            throw .usage(
                "a GIF or APNG may have at most \(maximumAnimationFrames) frames; this one would have "
                    + "\(Int(playing.rounded(.up)) + 1) (\(JSONWriter.format(duration)) s × "
                    + "\(JSONWriter.format(slowdown)) slowdown × \(fps) fps): lower '--fps' or '--slowdown'")
        }
        let count = max(2, Int(playing.rounded(.up)) + 1)
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The transition drawn as an animated GIF or APNG (`options.format`): frames at `--fps` (else 25) a
    /// second over `--slowdown` times the transition's duration, the first and last held a second, drawn
    /// over `--background`.
    ///
    /// Every moment is drawn (as shapes) first, for the picture's size, the tallest and widest; then each
    /// is rasterised and handed to the encoder in turn, so only one frame's pixels are held at a time.
    static func animation(of transition: BarTransition, options: Options, renderer: BarRenderer) throws(CLIError)
        -> [UInt8]
    {
        let fps = options.fps ?? defaultFrameRate
        let slowdown = options.slowdown ?? 1
        let progresses = try animationProgresses(duration: transition.duration, slowdown: slowdown, fps: fps)
        let step = transition.duration * slowdown / Double(progresses.count - 1)
        var drawings: [Drawing] = []
        for progress in progresses {
            drawings.append(
                try drawn { () throws(RenderError) in try renderer.drawing(transition: transition, progress: progress) }
            )
        }
        let width = drawings.map(\.pixelSize.width).max() ?? 0
        let height = drawings.map(\.pixelSize.height).max() ?? 0
        let background = options.background ?? BarRenderer.filmstripPage
        var gif: GIFWriter?
        var apng: APNGWriter?
        try encoding { () throws(AnimationError) in
            if options.format == "gif" {
                gif = try GIFWriter(width: width, height: height, background: background)
            } else {
                apng = try APNGWriter(width: width, height: height, frames: drawings.count, background: background)
            }
        }
        for (index, drawing) in drawings.enumerated() {
            let image = try drawn { () throws(RenderError) in try drawing.image() }
            var delay = index == drawings.count - 1 ? 0 : step
            if index == 0 || index == drawings.count - 1 { delay += animationPause }
            try encoding { () throws(AnimationError) in
                try gif?.add(image, delay: delay)
                try apng?.add(image, delay: delay)
            }
        }
        return try encoding { () throws(AnimationError) in
            if let gif { return try gif.finish() }
            return try apng?.finish() ?? []
        }
    }

    /// What `make` returns; an encoder's error as bad data (65): a picture it cannot hold.
    static func encoding<Value>(_ make: () throws(AnimationError) -> Value) throws(CLIError) -> Value {
        do throws(AnimationError) { return try make() } catch { throw .data(error.description) }
    }

    /// The colour `--background` gives as `#RRGGBB` (the `#` optional).
    static func colour(_ text: String) throws(CLIError) -> RGBA {
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else {
            throw .usage("the value of '--background' must be a colour '#RRGGBB', like '#FFFFFF', got '\(text)'")
        }
        return RGBA(Double(value >> 16) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }
}
