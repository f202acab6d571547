/// How a profile animates changes of the bar: a timeline for push (and, run backwards, pop) and one for cross-fades.
///
/// Data, not code: read from the profile's `transitions` object
/// (`docs/PROFILES.md`, "Transitions"). A profile without it gets
/// `TransitionChoreography.fallback`.
public struct TransitionChoreography: Hashable, Sendable {
    /// The timeline of a push; a pop runs the push from the new stack to the old one backwards (T5).
    public var push: TransitionTimeline
    /// The timeline of a replacement and of in-place changes of the top item (T6).
    public var crossFade: TransitionTimeline

    /// Creates a choreography.
    ///
    /// - Parameters:
    ///   - push: The timeline of a push; a pop runs the push from the new stack to the old one backwards (T5).
    ///   - crossFade: The timeline of a replacement and of in-place changes of the top item (T6).
    public init(push: TransitionTimeline, crossFade: TransitionTimeline) {
        self.push = push
        self.crossFade = crossFade
    }

    /// The choreography of a profile without `transitions` (I): every element cross-fades in place,
    /// matched elements move, 0.3 s, ease-in-out.
    public static let fallback = TransitionChoreography(
        push: TransitionTimeline(duration: 0.3, curve: .easeInOut, tracks: []),
        crossFade: TransitionTimeline(duration: 0.3, curve: .easeInOut, tracks: []))
}

/// One timeline: a duration, a default curve and the tracks of the elements.
public struct TransitionTimeline: Hashable, Sendable {
    /// The duration in seconds, for renderers (the geometry depends on progress only).
    public var duration: Double
    /// The curve of tracks that name none.
    public var curve: TimingCurve
    /// The tracks; the first that fits an element's role and change applies (T4).
    public var tracks: [TransitionTrack]

    /// Creates a timeline.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds, for renderers (the geometry depends on progress only).
    ///   - curve: The curve of tracks that name none.
    ///   - tracks: The tracks; the first that fits an element's role and change applies (T4).
    public init(duration: Double, curve: TimingCurve, tracks: [TransitionTrack]) {
        self.duration = duration
        self.curve = curve
        self.tracks = tracks
    }

    /// The first track for `role` and `change`.
    func track(_ role: TransitionRole, _ change: TransitionChange) -> TransitionTrack? {
        tracks.first { $0.role == role && $0.change == change }
    }
}

/// What an element is on the bar, for matching and for choosing its track.
public enum TransitionRole: String, Hashable, Sendable, CaseIterable {
    /// The prompt (L11).
    case prompt
    /// The back button's frame (drawn when bordered).
    case backButton
    /// The back indicator (chevron or arrow point).
    case backIndicator
    /// The image of a back bar button item.
    case backImage
    /// The back button's title.
    case backTitle
    /// A left bar button item.
    case leftItem
    /// A right bar button item.
    case rightItem
    /// A text title.
    case title
    /// A title view.
    case titleView
    /// An item of a centre group (L40).
    case centerItem
    /// A group's representative item (L42).
    case representative
    /// The overflow button (L46).
    case overflowButton
    /// The large title (L19).
    case largeTitle
    /// The search bar's field, scope bar and Cancel button (L70).
    case search
}

/// What happens to an element between the two geometries (T2–T4).
public enum TransitionChange: String, Hashable, Sendable, CaseIterable {
    /// It is in the old geometry only: it goes.
    case leaves
    /// It is in the new geometry only: it comes.
    case enters
    /// It is in both, with the same content: it moves from its old frame to its new one.
    case moves
    /// It is in both as different roles (the old title and the new back title): it slides and cross-fades.
    case becomes
}

/// Where a leaving element ends, or an entering element starts, relative to its own frame.
public enum TransitionOffset: Hashable, Sendable {
    /// Moved towards the trailing edge by `barWidths` × the bar's width plus `points` (negative: leading).
    case slide(barWidths: Double, points: Double)
    /// Moved horizontally so that its centre is at `barWidths` × the bar's width from the leading edge.
    case centreAt(barWidths: Double)

    /// No movement.
    public static let none = TransitionOffset.slide(barWidths: 0, points: 0)
}

/// The part of the timeline over which an element fades: alpha changes linearly from `start` to `end`.
public struct FadeWindow: Hashable, Sendable {
    /// When the fade starts, in [0, 1].
    public var start: Double
    /// When it ends, in [start, 1].
    public var end: Double

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - start: When the fade starts, in [0, 1].
    ///   - end: When it ends, in [start, 1].
    public init(_ start: Double, _ end: Double) {
        self.start = start
        self.end = end
    }

    /// How far the fade has gone at `t`: 0 before `start`, 1 from `end` on.
    func fraction(at t: Double) -> Double {
        if t <= start { return t >= end ? 1 : 0 }
        if t >= end { return 1 }
        return (t - start) / (end - start)
    }
}

/// One line of a choreography: what an element of a role does when it leaves, enters, moves or becomes another.
public struct TransitionTrack: Hashable, Sendable {
    /// The role of the element (for `becomes`, its role in the old geometry).
    public var role: TransitionRole
    /// The change it applies to.
    public var change: TransitionChange
    /// For `becomes`: the role it becomes in the new geometry.
    public var into: TransitionRole?
    /// For `leaves` and `enters`: where it goes to or comes from.
    public var offset: TransitionOffset
    /// The fade of the element (`leaves`: out; `enters`: in; `becomes`: the old text out).
    ///
    /// Without one, a leaving element stays opaque until `t = 1` and an entering
    /// one is opaque from just after `t = 0` (T3).
    public var fade: FadeWindow?
    /// For `becomes`: the fade in of the new text.
    public var fadeIn: FadeWindow?
    /// The curve of its movement; `nil` uses the timeline's.
    public var curve: TimingCurve?

    /// Creates a track.
    ///
    /// - Parameters:
    ///   - role: The role of the element (for `becomes`, its role in the old geometry).
    ///   - change: The change it applies to.
    ///   - into: For `becomes`: the role it becomes in the new geometry.
    ///   - offset: For `leaves` and `enters`: where it goes to or comes from.
    ///   - fade: The fade of the element (`leaves`: out; `enters`: in; `becomes`: the old text out).
    ///   - fadeIn: For `becomes`: the fade in of the new text.
    ///   - curve: The curve of its movement; `nil` uses the timeline's.
    public init(
        role: TransitionRole, change: TransitionChange, into: TransitionRole? = nil, offset: TransitionOffset = .none,
        fade: FadeWindow? = nil, fadeIn: FadeWindow? = nil, curve: TimingCurve? = nil
    ) {
        self.role = role
        self.change = change
        self.into = into
        self.offset = offset
        self.fade = fade
        self.fadeIn = fadeIn
        self.curve = curve
    }
}
