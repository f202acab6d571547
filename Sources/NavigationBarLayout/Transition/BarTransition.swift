/// The geometry of a bar at any moment of an animated change, from the two solved geometries (T1–T9).
///
/// Font-free like the solver: it reads two `BarGeometry` values and a
/// profile's `TransitionChoreography`, and samples in O(elements) with no
/// measuring.
///
/// ```swift
/// let transition = try BarTransition.make(from: scene, change: .push(message), measurer: TextMeasurer())
/// let middle = transition.sample(at: 0.5)   // frames on the pixel grid, alphas, morphing text styles
/// ```
public struct BarTransition: Sendable {
    /// Which timeline of the choreography a transition follows.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The push timeline (T4).
        case push
        /// The push timeline from the new geometry to the old, run backwards (T5); also driven interactively.
        case pop
        /// The cross-fade timeline: replacements and in-place changes (T6).
        case crossFade
    }

    /// The timeline followed.
    public let kind: Kind
    /// The geometry at progress 0.
    public let from: BarGeometry
    /// The geometry at progress 1.
    public let to: BarGeometry
    /// The timeline's duration in seconds, for renderers.
    public let duration: Double
    /// The lanes, built forward (for a pop, from `to` to `from`).
    let lanes: [TransitionLane]
    /// The lanes' unchanging parts, made once and shared by every sample.
    let identities: [LaneIdentity]
    /// The distinct curves of the lanes and the bar, each evaluated once per sample.
    let curves: [TimingCurve]
    /// Whether lanes run backwards (a pop).
    let reversed: Bool
    /// The bar's height and content row at the two ends, forward; they follow the timeline's curve.
    let bar: (start: (Double, Frame), end: (Double, Frame))
    /// The bar's background frame at the two ends, forward, when both geometries have one (L16).
    let background: (start: Frame, end: Frame)?
    /// The display lists of the two ends, forward.
    let lists: (start: DisplayList, end: DisplayList)

    /// Builds the transition from `from` to `to` with `choreography`.
    ///
    /// Both geometries should come from the solver with the same width,
    /// scale and direction; the frames are rounded to `from`'s scale and
    /// mirrored when `from` is right to left (T8, T9).
    ///
    /// - Parameters:
    ///   - from: The geometry at the start.
    ///   - to: The geometry at the end.
    ///   - kind: How the bar changes: push, pop or cross-fade.
    ///   - choreography: The tracks, fades and curves, usually the profile's.
    public init(
        from: BarGeometry, to: BarGeometry, kind: Kind, choreography: TransitionChoreography
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        let timeline = kind == .crossFade ? choreography.crossFade : choreography.push
        duration = timeline.duration
        reversed = kind == .pop
        let (first, last) = reversed ? (to, from) : (from, to)
        lists = (first.displayList, last.displayList)
        // T10: the background and hairline follow the bar; every other node has a lane.
        func laned(_ list: DisplayList) -> [TransitionLane.Listed] {
            list.nodes.enumerated().compactMap { index, node in
                node.kind == .background || node.kind == .shadow ? nil : (node, index)
            }
        }
        var lanes = TransitionLane.match(
            laned(lists.start), laned(lists.end), timeline: timeline, byPosition: kind == .crossFade, bar: first.bar)
        if reversed {
            lanes = lanes.map { $0.swappingOrigin() }
        }
        var curves = [timeline.curve]
        for index in lanes.indices {
            if let known = curves.firstIndex(of: lanes[index].curve) {
                lanes[index].curveIndex = known
            } else {
                lanes[index].curveIndex = curves.count
                curves.append(lanes[index].curve)
            }
        }
        self.curves = curves
        self.lanes = lanes
        identities = lanes.map(\.identity)
        bar = (
            (first.bar.height, first.bar.contentFrame), (last.bar.height, last.bar.contentFrame)
        )
        if let start = first.bar.format1BackgroundFrame, let end = last.bar.format1BackgroundFrame {
            background = (start, end)
        } else {
            background = nil
        }
    }

    /// The bar at `progress` (clamped to [0, 1], and 0 for NaN): exactly `from` at 0 and `to` at 1 (T7).
    ///
    /// - Parameter progress: How far the transition is, from 0 to 1.
    /// - Returns: The bar at that moment: its height, content frame and every element.
    public func sample(at progress: Double) -> TransitionSample {
        // `min(max(.nan, 0), 1)` is NaN, which would reach every frame: a NaN progress is the start.
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let t = reversed ? 1 - clamped : clamped
        let scale = from.bar.scale
        // T9, L13: mirrored across the bar's width on the pixel grid.
        let mirrorWidth =
            from.bar.layoutDirection == .rightToLeft ? PixelGrid(scale: scale).nearest(from.bar.width) : nil
        let progress = curves.map { $0.value(at: t) }
        var elements: [TransitionElement] = []
        elements.reserveCapacity(lanes.count)
        for index in lanes.indices {  // By index: the lanes are borrowed, not copied.
            elements.append(
                lanes[index].state(
                    at: t, p: progress[lanes[index].curveIndex], scale: scale, mirrorWidth: mirrorWidth,
                    identity: identities[index]))
        }
        let height: Double
        let content: Frame
        let backgroundFrame: Frame?
        if t <= 0 {
            (height, content) = bar.start
            backgroundFrame = background?.start
        } else if t >= 1 {
            (height, content) = bar.end
            backgroundFrame = background?.end
        } else {
            let p = progress[0]  // The timeline's curve.
            let full = Frame(x: 0, y: 0, width: 0, height: max(0, Transition.mix(bar.start.0, bar.end.0, p)))
            height = Transition.snap(full, scale: scale).height
            content = Self.mixRow(bar.start.1, bar.end.1, p, scale: scale)
            backgroundFrame = background.map { Self.mixRow($0.start, $0.end, p, scale: scale) }
        }
        let nodes = drawnNodes(
            elements, at: t, p: progress[0],
            background: backgroundFrame ?? Frame(x: 0, y: 0, width: from.bar.width, height: height))
        return TransitionSample(
            progress: clamped, height: height, contentFrame: content, lanes: elements,
            format1BackgroundFrame: backgroundFrame, nodes: nodes)
    }

    /// The nodes drawn at forward time `t`: the background and hairline (T10), then every lane's node that is on
    /// screen, in drawing order (T7: at 0 exactly the start's display list, at 1 the end's).
    ///
    /// - Parameters:
    ///   - elements: The lanes' states at `t`.
    ///   - t: The forward time.
    ///   - p: The timeline's curve at `t`.
    ///   - background: The background's frame at `t`.
    func drawnNodes(_ elements: [TransitionElement], at t: Double, p: Double, background: Frame) -> [DisplayNode] {
        var nodes: [DisplayNode] = []
        nodes.reserveCapacity(elements.count + 4)
        // T10: the background and hairline keep their look, or cross-fade from the start's to the end's.
        for kind in [NodeKind.background, .shadow] {
            let a = lists.start.nodes.first { $0.kind == kind }
            let b = lists.end.nodes.first { $0.kind == kind }
            if t <= 0 || t >= 1 {
                if let node = t <= 0 ? a : b { nodes.append(node) }
                continue
            }
            let hairline = 1 / max(1, from.bar.scale)
            let frame =
                kind == .background
                ? background
                : Frame(x: background.x, y: background.maxY - hairline, width: background.width, height: hairline)
            if let a, let b, a.content == b.content {
                nodes.append(DisplayNode(key: a.key, frame: frame, content: a.content))
                continue
            }
            let q = min(1, max(0, p))
            if let a { nodes.append(DisplayNode(key: a.key, frame: frame, alpha: 1 - q, content: a.content)) }
            if let b { nodes.append(DisplayNode(key: b.key, frame: frame, alpha: q, content: b.content)) }
        }
        // T7: at an end, exactly the nodes of that end's list; in between, every lane.
        var drawn: [(rank: Int, index: Int, fromStart: Bool, node: DisplayNode)] = []
        drawn.reserveCapacity(elements.count)
        for element in elements {
            let index = element.lane.listIndex
            if t <= 0 && index.start == nil || t >= 1 && index.end == nil { continue }
            var node = element.node
            // T11: in between, a clipped node (the large title) is also clipped to the bar as high as it is now.
            if let clip = node.clip, t > 0, t < 1 {
                node.clip = clip.intersection(Frame(x: 0, y: 0, width: from.bar.width, height: background.maxY))
            }
            let place = t >= 1 ? index.end ?? index.start ?? 0 : index.start ?? index.end ?? 0
            drawn.append((node.drawingRank, place, index.start != nil, node))
        }
        drawn.sort { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if a.index != b.index { return a.index < b.index }
            return a.fromStart && !b.fromStart
        }
        nodes += drawn.map(\.node)
        return nodes
    }

    /// A row of the bar between `a` and `b` at `p`: its `x` and width stay `a`'s, its `y` and height move (T8).
    static func mixRow(_ a: Frame, _ b: Frame, _ p: Double, scale: Double) -> Frame {
        Transition.snap(
            Frame(
                x: a.x, y: Transition.mix(a.y, b.y, p), width: a.width,
                height: max(0, Transition.mix(a.height, b.height, p))),
            scale: scale)
    }

    /// `count` samples evenly spaced from progress 0 to 1, both included (`count` ≥ 2).
    ///
    /// - Parameter count: How many samples.
    /// - Returns: The samples, in order.
    public func samples(count: Int) -> [TransitionSample] {
        Self.progressValues(count: count).map { sample(at: $0) }
    }
}
