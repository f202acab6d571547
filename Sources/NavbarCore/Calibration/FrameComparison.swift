import NavigationBarLayout

/// The difference between the engine's frames of one node and the measured ones.
public struct NodeDifference: Sendable, Hashable {
    /// The node's key (`title`, `item.right.reply`).
    public var key: String
    /// The engine's frames, or `nil` when the engine draws no such node.
    public var engine: MeasuredBar.NodeFrames?
    /// The measured frames, or `nil` when the measurement does not list the node.
    public var measured: MeasuredBar.NodeFrames?

    /// Creates a difference.
    ///
    /// - Parameters:
    ///   - key: The node's key.
    ///   - engine: The engine's frames, or `nil`.
    ///   - measured: The measured frames, or `nil`.
    public init(key: String, engine: MeasuredBar.NodeFrames?, measured: MeasuredBar.NodeFrames?) {
        self.key = key
        self.engine = engine
        self.measured = measured
    }

    /// The engine's value minus the measured one for x, y, width and height of the frames; `nil` when a side is
    /// missing.
    public var deltas: [Double]? {
        guard let engine, let measured else { return nil }
        return Self.deltas(engine.frame, measured.frame)
    }

    /// The differences of the frame, then of the title and image frames the measurement gives (a frame the
    /// engine does not have counts as its own size off); `nil` when a side is missing. `navbar calibrate`
    /// minimises their squares.
    public var allDeltas: [Double]? {
        guard let engine, let measured, let deltas else { return nil }
        var all = deltas
        for (mine, theirs) in [(engine.textFrame, measured.textFrame), (engine.imageFrame, measured.imageFrame)] {
            guard let theirs else { continue }
            all += Self.deltas(mine ?? Frame(x: 0, y: 0, width: 0, height: 0), theirs)
        }
        return all
    }

    /// `a` minus `b` for x, y, width and height.
    static func deltas(_ a: Frame, _ b: Frame) -> [Double] {
        [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height]
    }

    /// The largest of the differences' sizes (title and image frames included); `nil` when a side is missing.
    public var largest: Double? { allDeltas.map { $0.map(abs).max() ?? 0 } }

    /// Whether both sides have the node and every difference is at most `tolerance`.
    ///
    /// - Parameter tolerance: The largest difference that is still a match, in points.
    /// - Returns: Whether the node matches.
    public func isWithin(_ tolerance: Double) -> Bool {
        guard let largest else { return false }
        return largest <= tolerance
    }
}

/// The engine's display list beside a measurement: one ``NodeDifference`` a node.
public struct FrameComparison: Sendable {
    /// The nodes: those the measurement lists, in its order, then those only the engine has, in drawing order.
    public var nodes: [NodeDifference]
    /// The texts the engine measured with the fonts because the measurement gives no width for them.
    public var fontMeasuredTexts: [String]

    /// Pairs the nodes of `list` with the frames of `measured`.
    ///
    /// An engine node the measurement does not list counts as missing from it, except the background and the
    /// hairline (which a dump may leave out), nodes the engine draws at opacity 0 and spaces, which UIKit draws
    /// with no view.
    ///
    /// - Parameters:
    ///   - list: The engine's display list.
    ///   - measured: The measurement.
    ///   - fontMeasuredTexts: The texts the engine measured with the fonts.
    public init(list: DisplayList, measured: MeasuredBar, fontMeasuredTexts: [String] = []) {
        var engine: [String: MeasuredBar.NodeFrames] = [:]
        for node in list.nodes {
            engine[node.key.description] = MeasuredBar.NodeFrames(
                frame: node.frame, textFrame: node.textFrame, imageFrame: node.imageFrame)
        }
        var nodes = measured.frames.map { NodeDifference(key: $0.key, engine: engine[$0.key], measured: $0.frames) }
        let listed = Set(measured.frames.map(\.key))
        for node in list.nodes where !listed.contains(node.key.description) && Self.expectsMeasurement(node) {
            nodes.append(NodeDifference(key: node.key.description, engine: engine[node.key.description], measured: nil))
        }
        self.nodes = nodes
        self.fontMeasuredTexts = fontMeasuredTexts
    }

    /// Whether a measurement should list `node`: anything drawn but the background, the hairline and spaces.
    static func expectsMeasurement(_ node: DisplayNode) -> Bool {
        guard node.alpha > 0, node.kind != .background, node.kind != .shadow else { return false }
        if case .item(let item) = node.content, item.kind == .fixedSpace || item.kind == .flexibleSpace {
            return false
        }
        return true
    }

    /// Whether every node is on both sides and within `tolerance` points in x, y, width and height.
    ///
    /// - Parameter tolerance: The largest difference that is still a match, in points.
    /// - Returns: Whether every node matches.
    public func isWithin(_ tolerance: Double) -> Bool {
        nodes.allSatisfy { $0.isWithin(tolerance) }
    }

    /// The largest difference of a node on both sides (0 when there is none).
    public var largest: Double { nodes.compactMap(\.largest).max() ?? 0 }

    /// The sum of the squared differences of the nodes on both sides: what `navbar calibrate` minimises.
    public var squaredError: Double {
        nodes.reduce(0) { sum, node in sum + (node.allDeltas?.reduce(0) { $0 + $1 * $1 } ?? 0) }
    }
}
