import JSONFormat
import NavbarCore
import NavigationBarLayout
import NavigationBarRendering

extension RenderCommand {
    /// The number of moments an animated SVG samples when `--frames` is not given.
    static let animationKeyTimes = 31

    /// The picture of the transition request `json`, read from `file`, as the bytes of the output file.
    ///
    /// PNG: a filmstrip of `--frames` moments (else the request's `frames`, else 5); SVG: the transition
    /// animated, sampled at `--frames` moments (else 31), played `--slowdown` times slower; GIF and APNG:
    /// the animation of ``animation(of:options:renderer:)``. `--progress`, or a request with `progress` and no
    /// `--frames`, is drawn as that one moment in SVG or PNG: at 0 and 1 the static pictures of the two ends.
    static func drawTransition(
        json: [UInt8], file: String, options: Options, layouter: SceneLayouter, renderer: BarRenderer
    ) throws(CLIError) -> [UInt8] {
        guard !options.debug else {
            throw .usage("'--debug' draws a scene; a transition request is drawn without the debug overlay")
        }
        if options.progress != nil && options.frames != nil {
            throw .usage("'--progress' and '--frames' cannot be combined; give one of them")
        }
        let (request, transition) = try layouter.transition(json: json, file: file, scale: options.scale)
        if options.format == "gif" || options.format == "apng" {
            guard options.progress == nil else {
                throw .usage(
                    "'--progress' draws one moment as PNG or SVG; a \(options.format.uppercased()) is the whole animation"
                )
            }
            return try animation(of: transition, options: options, renderer: renderer)
        }
        var requested = 5
        let sampling = options.progress.map { TransitionRequest.Sampling.progress($0) } ?? request.sampling
        switch sampling {
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
            do throws(RenderError) {
                return try renderer.filmstrip(transition: transition, frames: frames).encoded()
            } catch {
                throw filmstripError(error, frames: frames)
            }
        }
    }

    /// `error`, for a filmstrip of `frames` frames: a picture too large says that the frames are stacked and
    /// that fewer of them make it smaller.
    static func filmstripError(_ error: RenderError, frames: Int) -> RenderError {
        guard case .imageTooLarge(let width, let height) = error, width > 0, height > 0 else { return error }
        let message = error.description
            .replacing("the picture would be", with: "the filmstrip of \(frames) frames, one above the other, would be")
            .replacing("; lower the scale", with: "; give fewer frames ('--frames'), or lower the scale")
        return .input(message)
    }
}
