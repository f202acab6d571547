import TextMetrics

/// The bar at one moment of a transition: its height, what is drawn (`nodes`) and every lane of the timeline.
public struct TransitionSample: Hashable, Sendable {
    /// The progress sampled, in [0, 1].
    public var progress: Double
    /// The bar's height (it changes when a prompt comes or goes).
    public var height: Double
    /// The content row (the bar less the prompt band).
    public var contentFrame: Frame
    /// The frame the bar's background fills in format 1 (L16), when both geometries have one; `nil` otherwise.
    var format1BackgroundFrame: Frame?
    /// Every lane of the timeline, in a fixed order, visible or not (alpha 0), each with its node at this moment.
    public var lanes: [TransitionElement]
    /// The bar as drawn at this moment: the nodes of both ends that are on screen, background and hairline
    /// included, in drawing order; at progress 0 exactly the start's display list, at 1 the end's (T7).
    public var nodes: [DisplayNode]

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - progress: The progress sampled, in [0, 1].
    ///   - height: The bar's height (it changes when a prompt comes or goes).
    ///   - contentFrame: The content row (the bar less the prompt band).
    ///   - lanes: Every lane of the timeline, in a fixed order, visible or not (alpha 0).
    ///   - nodes: The bar as drawn at this moment, in drawing order.
    public init(
        progress: Double, height: Double, contentFrame: Frame, lanes: [TransitionElement], nodes: [DisplayNode]
    ) {
        self.init(
            progress: progress, height: height, contentFrame: contentFrame, lanes: lanes, format1BackgroundFrame: nil,
            nodes: nodes)
    }

    /// Creates a sample with format 1's background frame.
    init(
        progress: Double, height: Double, contentFrame: Frame, lanes: [TransitionElement],
        format1BackgroundFrame: Frame?, nodes: [DisplayNode]
    ) {
        self.progress = progress
        self.height = height
        self.contentFrame = contentFrame
        self.format1BackgroundFrame = format1BackgroundFrame
        self.lanes = lanes
        self.nodes = nodes
    }
}

extension TransitionSample {
    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - progress: The progress sampled, in [0, 1].
    ///   - height: The bar's height (it changes when a prompt comes or goes).
    ///   - contentFrame: The content row (the bar less the prompt band).
    ///   - elements: Every lane of the timeline, in a fixed order, visible or not (alpha 0).
    ///   - backgroundFrame: The frame the bar's background fills, when both geometries have one.
    ///   - nodes: The bar as drawn at this moment, in drawing order.
    @available(*, deprecated, message: "use init(progress:height:contentFrame:lanes:nodes:)")
    public init(
        progress: Double, height: Double, contentFrame: Frame, elements: [TransitionElement],
        backgroundFrame: Frame? = nil, nodes: [DisplayNode] = []
    ) {
        self.init(
            progress: progress, height: height, contentFrame: contentFrame, lanes: elements,
            format1BackgroundFrame: backgroundFrame, nodes: nodes)
    }

    /// Every lane of the timeline, in a fixed order, visible or not (alpha 0).
    @available(*, deprecated, message: "use nodes (what is drawn), or lanes (every lane, each with its node)")
    public var elements: [TransitionElement] {
        get { lanes }
        set { lanes = newValue }
    }

    /// The frame the bar's background fills (L16), when both geometries have one (`bar.backgroundFrame`).
    @available(
        *, deprecated, message: "Optional only for format 1's bytes; read the frame of the background node of nodes"
    )
    public var backgroundFrame: Frame? {
        get { format1BackgroundFrame }
        set { format1BackgroundFrame = newValue }
    }

    /// The elements with an alpha above 0, as plain bar elements.
    ///
    /// At progress 0 these are the old geometry's `elements()`, at 1 the new one's (T7).
    @available(*, deprecated, message: "use nodes")
    public var visibleElements: [BarElement] {
        lanes.filter { $0.alpha > 0 }.map(\.node.element)
    }
}

/// Which geometry an element of a transition comes from.
public enum TransitionOrigin: String, Hashable, Sendable, CaseIterable {
    /// The old geometry only.
    case from
    /// The new geometry only.
    case to
    /// Both: the element moves (or stays) from its old frame to its new one.
    case both
}

/// One node at one moment of a transition.
///
/// What stays the same along the timeline (name, origin, content) is
/// shared by every sample; a sample holds only the frames, the alpha, the
/// clip and a morphing text's style, so that sampling stays cheap.
public struct TransitionElement: Hashable, Sendable {
    /// The parts that never change, shared by every sample of a lane.
    let lane: LaneIdentity
    /// Whether the content is the old node's (a `both` node at progress 0).
    let atStart: Bool
    /// Its frame, on the pixel grid (T8).
    public var frame: Frame
    /// An item's title frame, inside `frame`.
    public var textFrame: Frame?
    /// An item's image frame, inside `frame`.
    public var image: Frame?
    /// Its opacity, in [0, 1]: its fade (T3) times the node's own opacity (T11); not rounded (T8).
    public var alpha: Double
    /// The frame it is clipped to at this moment (T11).
    public var clip: Frame?
    /// The style of text that becomes other text (T4) at this moment; `nil` for other nodes.
    var morphStyle: TextStyle?
    /// The baseline of its text at this moment, moving with the text's frame.
    var baseline: Double?

    /// A name for the node that is the same at every progress: origin, then the node's format-1 key, or its key
    /// for kinds format 1 does not know (`from:title`, `to:back.title`, `both:right[0]`, `to:largeTitle`).
    public var name: String { lane.name }
    /// Where it comes from.
    public var origin: TransitionOrigin { lane.origin }
    /// For text that becomes other text (T4): the name of the node it cross-fades with.
    public var partner: String? { lane.partner }

    /// The node as drawn now: frames on the pixel grid (T8), its alpha and clip, and for morphing text the style
    /// of the moment.
    public var node: DisplayNode {
        var node = atStart ? lane.startNode ?? lane.node : lane.node
        node.frame = frame
        node.textFrame = textFrame
        node.imageFrame = image
        node.baseline = baseline
        node.alpha = alpha
        node.clip = clip
        if let morphStyle {
            switch node.content {
            case .text(var text):
                text.style = morphStyle
                node.content = .text(text)
            case .item(var item):
                item.title?.style = morphStyle
                node.content = .item(item)
            default: break
            }
        }
        return node
    }

    /// The node as an element of format 1 (``DisplayNode/element``).
    @available(*, deprecated, message: "use node")
    public var element: BarElement { node.element }

    public static func == (lhs: TransitionElement, rhs: TransitionElement) -> Bool {
        lhs.name == rhs.name && lhs.origin == rhs.origin && lhs.partner == rhs.partner && lhs.node == rhs.node
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(frame)
        hasher.combine(alpha)
    }
}

/// The parts of a transition element that never change along its lane.
final class LaneIdentity: Sendable {
    let name: String
    let origin: TransitionOrigin
    let partner: String?
    /// The content drawn (its frames are replaced at each sample).
    let node: DisplayNode
    /// For a node in both layouts: its old self, drawn exactly at t = 0.
    let startNode: DisplayNode?
    /// Where the node is in the display lists of the two ends.
    let listIndex: (start: Int?, end: Int?)

    init(
        name: String, origin: TransitionOrigin, partner: String?, node: DisplayNode, startNode: DisplayNode?,
        listIndex: (start: Int?, end: Int?)
    ) {
        self.name = name
        self.origin = origin
        self.partner = partner
        self.node = node
        self.startNode = startNode
        self.listIndex = listIndex
    }
}
