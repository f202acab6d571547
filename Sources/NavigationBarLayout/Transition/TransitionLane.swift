import TextMetrics

/// An element's frame and the frames inside it, moved and rounded together.
struct LaneFrames: Hashable, Sendable {
    var frame: Frame
    var textFrame: Frame?
    var image: Frame?

    init(_ node: DisplayNode) {
        frame = node.frame
        textFrame = node.textFrame
        image = node.imageFrame
    }

    init(frame: Frame, textFrame: Frame?, image: Frame?) {
        self.frame = frame
        self.textFrame = textFrame
        self.image = image
    }

    /// Every frame changed by `transform`.
    func map(_ transform: (Frame) -> Frame) -> LaneFrames {
        LaneFrames(frame: transform(frame), textFrame: textFrame.map(transform), image: image.map(transform))
    }

    /// Every frame on the pixel grid (T8); `frameIsText` says whether `frame` is a text's frame (L15.1).
    func snapped(scale: Double, frameIsText: Bool) -> LaneFrames {
        LaneFrames(
            frame: Transition.snap(frame, scale: scale, text: frameIsText),
            textFrame: textFrame.map { Transition.snap($0, scale: scale, text: true) },
            image: image.map { Transition.snap($0, scale: scale) })
    }

    /// Every frame moved horizontally by `dx`.
    func offset(by dx: Double) -> LaneFrames {
        map { $0.offsetBy(dx: dx, dy: 0) }
    }

    /// The frames at `p` of the way from `self` to `other` (exact at 0 and 1).
    func interpolated(to other: LaneFrames, _ p: Double) -> LaneFrames {
        func mix(_ a: Frame, _ b: Frame) -> Frame {
            // Positions may overshoot with the curve (a spring); sizes stop at 0.
            Frame(
                x: Transition.mix(a.x, b.x, p), y: Transition.mix(a.y, b.y, p),
                width: max(0, Transition.mix(a.width, b.width, p)),
                height: max(0, Transition.mix(a.height, b.height, p)))
        }
        func mixOptional(_ a: Frame?, _ b: Frame?) -> Frame? {
            guard let a else { return b }
            guard let b else { return a }
            return mix(a, b)
        }
        return LaneFrames(
            frame: mix(frame, other.frame), textFrame: mixOptional(textFrame, other.textFrame),
            image: mixOptional(image, other.image))
    }
}

/// Small numeric helpers of the transition code.
enum Transition {
    /// `(1 − p)·a + p·b`: exactly `a` at 0 and `b` at 1, and `a` at every `p` when `a == b`.
    static func mix(_ a: Double, _ b: Double, _ p: Double) -> Double {
        a == b ? a : (1 - p) * a + p * b
    }

    /// T8: `frame` on the pixel grid of `scale` as L15 does it: to the nearest pixel, or outward for text (L15.1).
    static func snap(_ frame: Frame, scale: Double, text: Bool = false) -> Frame {
        let grid = PixelGrid(scale: scale)
        if text {
            let (x, width) = grid.outward(frame.minX, length: frame.width)
            let (y, height) = grid.outward(frame.minY, length: frame.height)
            return Frame(x: x, y: y, width: width, height: height)
        }
        let x = grid.nearest(frame.minX)
        let y = grid.nearest(frame.minY)
        return Frame(x: x, y: y, width: grid.nearest(frame.maxX) - x, height: grid.nearest(frame.maxY) - y)
    }

    /// `frame` mirrored across a bar `width` wide (L13).
    static func mirror(_ frame: Frame, width: Double) -> Frame {
        Frame(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The style `p` of the way from `a` to `b`: size and tracking mixed, family and weight switched at the middle.
    static func mix(_ a: TextStyle?, _ b: TextStyle?, _ p: Double) -> TextStyle? {
        guard let a, let b, a != b else { return p < 0.5 ? a : b }
        if p <= 0 { return a }
        if p >= 1 { return b }
        // Family, weight and language from the nearer end; size and tracking mixed.
        var style = p < 0.5 ? a : b
        style.size = max(0, mix(a.size, b.size, p))
        style.tracking = mix(a.tracking, b.tracking, p)
        return style
    }
}

/// How an element's alpha changes along the timeline (T3, T4).
enum LaneFade: Hashable, Sendable {
    /// Opaque throughout.
    case opaque
    /// From 1 to 0 over the window, and 0 at the end whatever the window.
    case out(FadeWindow)
    /// From 0 to 1 over the window, and 0 at the start whatever the window.
    case `in`(FadeWindow)

    func alpha(at t: Double) -> Double {
        switch self {
        case .opaque: 1
        // Exact at the ends whatever the window, a zero-length one at either end included (T7).
        case .out(let window): t <= 0 ? 1 : t >= 1 ? 0 : 1 - window.fraction(at: t)
        case .in(let window): t <= 0 ? 0 : t >= 1 ? 1 : window.fraction(at: t)
        }
    }
}

/// One node's whole course through a transition, ready to be sampled.
struct TransitionLane: Sendable {
    var name: String
    var origin: TransitionOrigin
    var partner: String?
    /// The content drawn (its frames are replaced at each sample).
    var node: DisplayNode
    /// For a node in both layouts: its old self, drawn exactly at t = 0.
    var startNode: DisplayNode? = nil
    /// The frames at t = 0 and t = 1, in bar coordinates; exact copies of the solved frames where the node is solved.
    var start: LaneFrames
    var end: LaneFrames
    /// The same frames left to right, where movement is computed and rounded (T9).
    var startLTR: LaneFrames
    var endLTR: LaneFrames
    var curve: TimingCurve
    /// Where the lane's curve is in its transition's list of distinct curves, evaluated once per sample.
    var curveIndex = 0
    var fade: LaneFade
    /// The node's own opacity at the two ends (an inline title under a large title is at 0, L20).
    var opacity: (start: Double, end: Double) = (1, 1)
    /// The node's clip at the two ends (the large-title row, L20).
    var clips: (start: Frame?, end: Frame?) = (nil, nil)
    /// Where the node is in the display lists of the two ends, for drawing order.
    var listIndex: (start: Int?, end: Int?) = (nil, nil)
    /// Whether `frame` is a text's frame, rounded outward (L15.1).
    var frameIsText: Bool { node.frameIsText }
    /// For text that becomes other text: the styles at the two ends.
    var styles: StylePair?
    /// The baselines of the lane's text at the two ends (set by `placingBaselines`).
    var baselines: (start: Double, end: Double)?

    /// The text styles at the two ends of a morph.
    struct StylePair: Sendable {
        var from: TextStyle?
        var to: TextStyle?
    }

    /// The lane with the baselines of its text at both ends: where `startRef` and `endRef` put them in the lane's
    /// text frames, exactly theirs where the frame is theirs, moved with the frame (and scaled with its height) elsewhere.
    func placingBaselines(startRef: DisplayNode, endRef: DisplayNode) -> TransitionLane {
        func textFrame(_ frames: LaneFrames) -> Frame? { frameIsText ? frames.frame : frames.textFrame }
        func baseline(of ref: DisplayNode, in frame: Frame?) -> Double? {
            guard let value = ref.baseline, let own = ref.frameIsText ? ref.frame : ref.textFrame, let frame else {
                return nil
            }
            if frame == own { return value }
            return frame.y + (value - own.y) * (own.height > 0 ? frame.height / own.height : 1)
        }
        var copy = self
        if let start = baseline(of: startRef, in: textFrame(start)), let end = baseline(of: endRef, in: textFrame(end))
        {
            copy.baselines = (start, end)
        }
        return copy
    }

    /// The lane with its node's opacity, clip and place in the display lists at both ends: `startRef`'s at the start
    /// and `endRef`'s at the end.
    func at(start startRef: (node: DisplayNode, index: Int)?, end endRef: (node: DisplayNode, index: Int)?)
        -> TransitionLane
    {
        var copy = self
        let first = startRef?.node ?? endRef?.node ?? node
        let last = endRef?.node ?? startRef?.node ?? node
        copy.opacity = (first.alpha, last.alpha)
        copy.clips = (first.clip, last.clip)
        copy.listIndex = (startRef?.index, endRef?.index)
        return copy
    }

    /// The parts of the lane that never change, to be shared by its samples.
    var identity: LaneIdentity {
        LaneIdentity(
            name: name, origin: origin, partner: partner, node: node, startNode: startNode, listIndex: listIndex)
    }

    /// The node at `t` of the lane's own (forward) timeline.
    ///
    /// `p` is the lane's curve at `t`, evaluated by the caller once for all lanes that share it;
    /// `identity` is the lane's `identity`, made once.
    func state(
        at t: Double, p: Double, scale: Double, mirrorWidth: Double?, identity: LaneIdentity
    ) -> TransitionElement {
        let frames: LaneFrames
        var style: TextStyle? = nil
        if start == end || t <= 0 {
            frames = t >= 1 ? end : start  // T2: a still node never moves.
        } else if t >= 1 {
            frames = end
        } else {
            let ltr = startLTR.interpolated(to: endLTR, p).snapped(scale: scale, frameIsText: frameIsText)
            frames = mirrorWidth.map { width in ltr.map { Transition.mirror($0, width: width) } } ?? ltr
            if let styles { style = Transition.mix(styles.from, styles.to, p) }
        }
        if let styles, t <= 0 || t >= 1 { style = t <= 0 ? styles.from : styles.to }
        // At the ends, the end's own baseline (a node whose text frame has none keeps its own).
        var baseline: Double? = t <= 0 ? (startNode ?? node).baseline : t >= 1 ? node.baseline : nil
        if let baselines {
            if t <= 0 {
                baseline = baselines.start
            } else if t >= 1 {
                baseline = baselines.end
            } else if let now = frameIsText ? frames.frame : frames.textFrame,
                let first = frameIsText ? start.frame : start.textFrame,
                let last = frameIsText ? end.frame : end.textFrame
            {
                baseline = now.y + Transition.mix(baselines.start - first.y, baselines.end - last.y, p)
            }
        }
        // T11: the node's own opacity goes from its start's to its end's along the lane's curve (exact at the
        // ends); a clip kept at both ends stays, one that changes is lifted in between.
        let opacity =
            t <= 0
            ? opacity.start : t >= 1 ? opacity.end : min(1, max(0, Transition.mix(opacity.start, opacity.end, p)))
        let clip = t <= 0 ? clips.start : t >= 1 ? clips.end : clips.start == clips.end ? clips.start : nil
        return TransitionElement(
            lane: identity, atStart: t <= 0, frame: frames.frame, textFrame: frames.textFrame, image: frames.image,
            alpha: fade.alpha(at: t) * opacity, clip: clip, morphStyle: style, baseline: baseline)
    }
}
