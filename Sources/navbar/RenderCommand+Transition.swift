import JSONFormat
import NavbarCore
import NavigationBarLayout
import NavigationBarRendering

extension RenderCommand {
    /// The number of moments an animated SVG samples when `--frames` is not given.
    static let animationKeyTimes = 31

    /// Whether `json` is a transition request (an object with `change`) rather than a scene.
    static func isTransitionRequest(_ json: [UInt8]) -> Bool {
        guard let value = try? JSONValue.parse(json) else { return false }
        return TransitionRequest.isRequest(value)
    }

    /// The picture of the transition request `json`, read from `file`, as the bytes of the output file.
    ///
    /// PNG: a filmstrip of `--frames` moments (else the request's `frames`, else 5); SVG: the transition
    /// animated, sampled at `--frames` moments (else 31), played `--slowdown` times slower; GIF and APNG:
    /// the animation of ``animation(of:options:renderer:)``. A request with `progress` and no `--frames` is
    /// drawn as that one moment in SVG or PNG.
    static func drawTransition(
        json: [UInt8], file: String, options: Options, layouter: SceneLayouter, renderer: BarRenderer
    ) throws(CLIError) -> [UInt8] {
        guard !options.debug else {
            throw .usage("'--debug' draws a scene; a transition request is drawn without the debug overlay")
        }
        let (request, transition) = try layouter.transition(json: json, file: file, scale: options.scale)
        if options.format == "gif" || options.format == "apng" {
            return try animation(of: transition, options: options, renderer: renderer)
        }
        var requested = 5
        switch request.sampling {
        case .progress(let progress)? where options.frames == nil:
            let drawing = try drawn { () throws(RenderError) in
                try renderer.drawing(transition: transition, progress: progress)
            }
            if options.format == "svg" { return Array(drawing.svg().utf8) }
            return try drawn { () throws(RenderError) in try drawing.png() }
        case .frames(let count)?: requested = count
        default: break
        }
        if options.format == "svg" {
            let keyTimes = options.frames ?? animationKeyTimes
            return Array(
                try drawn { () throws(RenderError) in
                    try renderer.animatedSVG(
                        transition: transition, keyTimes: keyTimes, slowdown: options.slowdown ?? 1)
                }.utf8)
        }
        let frames = options.frames ?? requested
        return try drawn { () throws(RenderError) in
            try renderer.filmstrip(transition: transition, frames: frames).encoded()
        }
    }
}
