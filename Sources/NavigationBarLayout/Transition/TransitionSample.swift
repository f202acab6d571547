/// The bar at one moment of a transition: its height and every element of the timeline with its alpha.
public struct TransitionSample: Hashable, Sendable {
    /// The progress sampled, in [0, 1].
    public var progress: Double
    /// The bar's height (it changes when a prompt comes or goes).
    public var height: Double
    /// The content row (the bar less the prompt band).
    public var contentFrame: Frame
    /// Every element of the timeline, in a fixed order, visible or not (alpha 0).
    public var elements: [TransitionElement]

    /// Creates a sample.
    public init(progress: Double, height: Double, contentFrame: Frame, elements: [TransitionElement]) {
        self.progress = progress
        self.height = height
        self.contentFrame = contentFrame
        self.elements = elements
    }

    /// The elements with an alpha above 0, as plain bar elements.
    ///
    /// At progress 0 these are the old geometry's `elements()`, at 1 the new one's (T7).
    public var visibleElements: [BarElement] {
        elements.filter { $0.alpha > 0 }.map(\.element)
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

/// One element at one moment of a transition.
public struct TransitionElement: Hashable, Sendable {
    /// A name for the element that is the same at every progress: origin, then the element's key
    /// (`from:title`, `to:back.title`, `both:right[0]`).
    public var name: String
    /// Where it comes from.
    public var origin: TransitionOrigin
    /// The element: frames on the pixel grid (T8), and for morphing text the style of the moment.
    public var element: BarElement
    /// Its opacity, in [0, 1]; not rounded (T8).
    public var alpha: Double
    /// For text that becomes other text (T4): the name of the element it cross-fades with.
    public var partner: String?

    /// Creates a transition element.
    public init(
        name: String, origin: TransitionOrigin, element: BarElement, alpha: Double, partner: String? = nil
    ) {
        self.name = name
        self.origin = origin
        self.element = element
        self.alpha = alpha
        self.partner = partner
    }
}
