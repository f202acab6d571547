import NavigationBarLayout
import TextMetrics

extension BarRenderer {
    /// An SVG document that plays `transition` in a browser, over and over, with SMIL animations.
    ///
    /// The timeline is sampled at `keyTimes` moments, progress 0 to 1
    /// evenly, so the profile's timing curves are followed. Every element
    /// of the transition is a `<g>` of its shapes, drawn once as
    /// ``drawing(transition:progress:)`` draws it, moved and scaled to its
    /// frame at each key time by two `<animateTransform>`s (a translation,
    /// then a scale added to it) and faded by an `<animate>` of its
    /// `opacity`, linearly between key times. A text whose style changes
    /// along the way has a group for each style, each shown while its style
    /// is the sample's. A cycle holds the start for `pause` seconds, plays the
    /// transition (its duration times `slowdown`), holds the end for `pause`
    /// seconds and starts again. Without animation (a viewer that ignores
    /// SMIL) the picture is the start.
    ///
    /// ```swift
    /// let svg = try renderer.animatedSVG(transition: push, slowdown: 4)   // 2 s instead of 0.5 s
    /// ```
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - keyTimes: How many moments of the timeline are sampled (at least 2; fewer are taken as 2).
    ///   - pause: Seconds the start and the end are each held.
    ///   - slowdown: How many times slower than its duration the transition plays.
    /// - Returns: The SVG document, sizes in points: as wide as the bar and as high as the higher of its two ends.
    /// - Throws: ``RenderError/text(_:)`` when text cannot be shaped or an outline read.
    public func animatedSVG(transition: BarTransition, keyTimes: Int = 31, pause: Double = 1, slowdown: Double = 1)
        throws(RenderError) -> String
    {
        let timeline = AnimationTimeline(transition: transition, keyTimes: keyTimes, pause: pause, slowdown: slowdown)
        let samples = timeline.samples
        var painter = BarPainter(renderer: self, bar: transition.bar(at: samples[0]))
        var writer = AnimatedSVGWriter(timeline: timeline)

        // The background (its appearance's effect and colour too) and its hairline, each following the bar's
        // height, in the start's look.
        let backgrounds = samples.map { transition.backgroundFrame(at: $0) }
        let start = transition.from.displayList.nodes
        let hairline = painter.hairline
        if let background = start.first(where: { $0.kind == .background }),
            case .background(let look) = background.content
        {
            painter.paintBackground(backgrounds[0], look: look)
        }
        let lines = backgrounds.map { Frame(x: $0.x, y: $0.maxY - hairline, width: $0.width, height: hairline) }
        if let shadow = start.first(where: { $0.kind == .shadow }), case .shadow(let look) = shadow.content {
            painter.paintShadow(lines[0], look: look)
        }
        for shape in painter.drawing.shapes {
            let frames = shape.name == "hairline" ? lines : backgrounds
            writer.group(
                name: shape.name, shapes: [shape], moves: frames.map { AnimationMove(from: frames[0], to: $0) },
                opacities: frames.map { _ in 1 })
        }
        // Every node, each style of a morphing text in a group of its own.
        for lane in samples[0].lanes.indices {
            let states = samples.map { $0.lanes[lane].node }
            var variants: [DisplayNode] = []
            for state in states where state.alpha > 0 {
                let key = state.contentKey
                if !variants.contains(key) { variants.append(key) }
            }
            for (number, variant) in variants.enumerated() {
                let keys = states.map(\.contentKey)
                guard let reference = keys.indices.first(where: { keys[$0] == variant && states[$0].alpha > 0 })
                else { continue }
                let lane = samples[reference].lanes[lane]
                var drawn = states[reference]
                (drawn.alpha, drawn.clip) = (1, nil)
                painter.drawing.shapes = []
                let context = painter.backButtonContext(samples[reference].nodes)
                try painter.paint(drawn, name: lane.shapeName, back: context)
                if let clip = states[reference].clip { painter.drawing.clip(from: 0, to: clip) }
                let suffix = number == 0 ? "" : "-\(number + 1)"
                writer.group(
                    name: lane.shapeName + suffix, shapes: painter.drawing.shapes,
                    moves: states.map { AnimationMove(from: drawn, to: $0) },
                    opacities: states.indices.map { keys[$0] == variant ? states[$0].alpha : 0 })
            }
        }
        return SVGWriter.document(
            width: transition.from.bar.width, height: transition.pictureHeight, gradients: writer.gradients,
            body: writer.body)
    }
}

/// When an animated SVG's key times fall, and the samples shown at them.
struct AnimationTimeline {
    /// The samples at the key times, in order (the first and last held for the pause).
    let samples: [TransitionSample]
    /// The key times, as written: strictly increasing from `0` to `1`.
    let keyTimes: [String]
    /// The length of a cycle in seconds, as written (`2.5s`).
    let duration: String

    init(transition: BarTransition, keyTimes count: Int, pause: Double, slowdown: Double) {
        let finite: (Double) -> Double = { $0.isFinite ? max(0, $0) : 0 }
        let play = finite(transition.duration * slowdown)
        let hold = finite(pause)
        let cycle = max(play + 2 * hold, 0.001)
        var moments: [(Double, TransitionSample)] = []
        let samples = transition.samples(count: min(max(count, 2), 10_000))
        if hold > 0 { moments.append((0, samples[0])) }
        for sample in samples { moments.append(((hold + sample.progress * play) / cycle, sample)) }
        if hold > 0 { moments.append((1, samples[samples.count - 1])) }
        // Key times must increase: of moments written alike, the last one is kept (it is at 1 at the end).
        var kept: [(String, TransitionSample)] = []
        for (time, sample) in moments {
            let text = Self.format(time)
            if kept.last?.0 == text { kept.removeLast() }
            kept.append((text, sample))
        }
        kept[0].0 = "0"
        self.keyTimes = kept.map(\.0)
        self.samples = kept.map(\.1)
        duration = SVGNumber.format(cycle) + "s"
    }

    /// A key time in [0, 1] with 6 decimal places at most.
    static func format(_ value: Double) -> String {
        let millionths = Int((min(max(value, 0), 1) * 1_000_000).rounded())
        if millionths == 1_000_000 { return "1" }
        guard millionths > 0 else { return "0" }
        var digits = String(millionths)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }
}

/// The translation and scale that take a shape drawn at one frame to another.
struct AnimationMove: Equatable {
    var dx = 0.0
    var dy = 0.0
    var sx = 1.0
    var sy = 1.0

    /// No move.
    static let none = AnimationMove()

    init() {}

    /// From the frame `a` to the frame `b`: `b`'s corner and size.
    init(from a: Frame, to b: Frame) {
        sx = a.width > 0 ? b.width / a.width : 1
        sy = a.height > 0 ? b.height / a.height : 1
        dx = b.x - sx * a.x
        dy = b.y - sy * a.y
    }

    /// From the node drawn as `a` to its state `b`: text keeps its proportions (scaled by the ratio of the
    /// sizes, its start and baseline going to `b`'s); anything else goes from `a`'s frame to `b`'s.
    init(from a: DisplayNode, to b: DisplayNode) {
        guard let style = b.text?.style, let old = a.text?.style, old.size > 0, let baseline = b.baseline,
            let oldBaseline = a.baseline, let x = b.textStart, let oldX = a.textStart
        else {
            self.init(from: a.frame, to: b.frame)
            return
        }
        self.init()
        sx = style.size / old.size
        sy = sx
        dx = x - sx * oldX
        dy = baseline - sy * oldBaseline
    }
}

extension DisplayNode {
    /// Where its text starts: the frame's left edge for the title, back title and prompt, an item's title frame's;
    /// `nil` for the others (a large title moves as a frame).
    var textStart: Double? {
        switch kind {
        case .title, .backTitle, .prompt: frame.x
        default: textFrame?.x
        }
    }

    /// The node without what a transition moves (its position on its side, frames, baseline, clip, alpha, text
    /// size and tracking, and the fonts attached): equal for two states of a node drawn alike but for a translation
    /// and a scale (tracking aside).
    var contentKey: DisplayNode {
        let zero = Frame(x: 0, y: 0, width: 0, height: 0)
        var key = self
        // A representative's side is not part of what it shows.
        key.key = NodeKey(kind, side: kind == .representative ? nil : self.key.side, id: self.key.id)
        key.frame = zero
        key.textFrame = textFrame.map { _ in zero }
        key.imageFrame = imageFrame.map { _ in zero }
        key.baseline = nil
        key.clip = nil
        key.alpha = 1
        switch content {
        case .text(var text):
            text.style?.size = 0
            text.style?.tracking = 0
            text.fonts = nil
            key.content = .text(text)
        case .item(var item):
            item.title?.style?.size = 0
            item.title?.style?.tracking = 0
            item.title?.fonts = nil
            key.content = .item(item)
        default: break
        }
        return key
    }
}

/// Writes the groups of an animated SVG, each with its animations.
struct AnimatedSVGWriter {
    let timeline: AnimationTimeline
    /// The gradients the shapes refer to.
    var gradients: [String] = []
    /// The groups so far.
    var body = ""

    init(timeline: AnimationTimeline) {
        self.timeline = timeline
    }

    /// A group of `shapes` named `name`, moved by `moves` and faded by `opacities` (one a key time).
    ///
    /// Nothing is written for shapes never visible; the first key time's move and opacity are the group's own.
    mutating func group(name: String, shapes: [Shape], moves: [AnimationMove], opacities: [Double]) {
        guard !shapes.isEmpty, opacities.contains(where: { $0 > 0 }) else { return }
        let n = SVGWriter.number
        let first = moves[0]
        var out = "<g id=\"\(MarkupText.escaped(name))\" data-name=\"\(MarkupText.escaped(name))\""
        if first != .none {
            out += " transform=\"translate(\(n(first.dx)) \(n(first.dy))) scale(\(n(first.sx)) \(n(first.sy)))\""
        }
        if opacities[0] < 1 { out += " opacity=\"\(n(opacities[0]))\"" }
        out += ">\n"
        for shape in shapes { out += SVGWriter.path(shape, id: false, gradients: &gradients) + "\n" }
        let timing =
            "keyTimes=\"\(timeline.keyTimes.joined(separator: ";"))\" dur=\"\(timeline.duration)\""
            + " repeatCount=\"indefinite\""
        let translations = moves.map { n($0.dx) + " " + n($0.dy) }
        let scales = moves.map { n($0.sx) + " " + n($0.sy) }
        if Set(translations).count > 1 || Set(scales).count > 1 {
            out +=
                "<animateTransform attributeName=\"transform\" type=\"translate\" values=\""
                + translations.joined(separator: ";") + "\" \(timing)/>\n"
            if Set(scales).count > 1 {
                out +=
                    "<animateTransform attributeName=\"transform\" type=\"scale\" additive=\"sum\" values=\""
                    + scales.joined(separator: ";") + "\" \(timing)/>\n"
            }
        }
        let fades = opacities.map { n($0) }
        if Set(fades).count > 1 {
            out += "<animate attributeName=\"opacity\" values=\"" + fades.joined(separator: ";") + "\" \(timing)/>\n"
        }
        body += out + "</g>\n"
    }
}
