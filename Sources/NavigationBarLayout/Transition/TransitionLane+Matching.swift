extension TransitionLane {
    /// T2–T6: pairs the elements of two geometries and gives each pair, and each element left alone, its lane.
    ///
    /// `old` and `new` are in bar coordinates; `bar` is the old geometry's bar.
    /// `byPosition` (cross-fades, T6) also pairs elements without an `id`
    /// that keep their key and content.
    static func match(
        _ old: [BarElement], _ new: [BarElement], timeline: TransitionTimeline, byPosition: Bool, bar: BarInfo
    ) -> [TransitionLane] {
        let width = PixelGrid(scale: bar.scale).nearest(bar.width)  // L13: the mirror line is on the grid.
        let rtl = bar.layoutDirection == .rightToLeft
        // T9: right-to-left frames are turned left to right (and back onto the grid, which the float
        // arithmetic of mirroring can leave by a hair), so both directions round the same values.
        func ltr(_ frames: LaneFrames) -> LaneFrames {
            rtl
                ? frames.map { Transition.mirror($0, width: width) }.snapped(scale: bar.scale, frameIsText: false)
                : frames
        }
        var oldUsed = [Bool](repeating: false, count: old.count)
        var newUsed = [Bool](repeating: false, count: new.count)
        var pairs: [(Int, Int, TransitionTrack?)] = []

        func pair(_ i: Int, _ j: Int, _ track: TransitionTrack?) {
            oldUsed[i] = true
            newUsed[j] = true
            pairs.append((i, j, track))
        }
        let isItem: (BarElement) -> Bool = { $0.role == .leftItem || $0.role == .rightItem }
        // T2: an item with an `id` in both geometries is the same item; with the same content it moves
        // (and with the same frame, stays perfectly still).
        for (i, a) in old.enumerated() where isItem(a) && a.id != nil {
            if let j = new.indices.first(where: {
                !newUsed[$0] && isItem(new[$0]) && new[$0].id == a.id && new[$0].hasSameContent(as: a)
            }) {
                pair(i, j, timeline.track(new[j].role, .moves))
            }
        }
        // T3: role pairs the timeline names: `becomes` (the old title and the new back title) and `moves`.
        for track in timeline.tracks where track.change == .becomes || track.change == .moves {
            let target = track.change == .becomes ? (track.into ?? track.role) : track.role
            guard let i = old.indices.first(where: { !oldUsed[$0] && old[$0].role == track.role }),
                let j = new.indices.first(where: { !newUsed[$0] && new[$0].role == target })
            else { continue }
            if track.change == .moves && (isItem(old[i]) || !old[i].hasSameContent(as: new[j])) { continue }
            pair(i, j, track)
        }
        // T6: in a cross-fade, elements that keep their key and their content are the same element.
        if byPosition {
            for (i, a) in old.enumerated() where !oldUsed[i] {
                if let j = new.indices.first(where: { !newUsed[$0] && new[$0].key == a.key }),
                    new[j].hasSameContent(as: a)
                {
                    pair(i, j, timeline.track(a.role, .moves))
                }
            }
        }

        var lanes: [TransitionLane] = []
        // T3: what leaves goes by its `leaves` track: drawn first, under what stays and comes.
        for (i, a) in old.enumerated() where !oldUsed[i] {
            let track = timeline.track(a.role, .leaves)
            let start = LaneFrames(a)
            let startLTR = ltr(start)
            let endLTR = startLTR.offset(by: track.map { $0.offset.dx(for: startLTR.frame, width: width) } ?? 0)
                .snapped(scale: bar.scale, frameIsText: a.isText)  // T8: on the grid at the end too.
            lanes.append(
                TransitionLane(
                    name: "from:\(a.key)", origin: .from, element: a, start: start,
                    end: ltr(endLTR), startLTR: startLTR, endLTR: endLTR,
                    curve: track?.curve ?? timeline.curve,
                    fade: .out(track.map { $0.fade ?? FadeWindow(1, 1) } ?? FadeWindow(0, 1))
                ).placingBaselines(startRef: a, endRef: a))
        }
        for (i, j, track) in pairs {
            let a = old[i]
            let b = new[j]
            let curve = track?.curve ?? timeline.curve
            if track?.change == .becomes {
                lanes += morph(a, b, track: track!, curve: curve, scale: bar.scale, ltr: ltr)
                continue
            }
            // T2, T3: one element, opaque, from its old frames to its new ones.
            lanes.append(
                TransitionLane(
                    name: "both:\(b.key)", origin: .both, element: b, startElement: a, start: LaneFrames(a),
                    end: LaneFrames(b),
                    startLTR: ltr(LaneFrames(a)), endLTR: ltr(LaneFrames(b)), curve: curve, fade: .opaque
                ).placingBaselines(startRef: a, endRef: b))
        }
        for (j, b) in new.enumerated() where !newUsed[j] {
            let track = timeline.track(b.role, .enters)
            let end = LaneFrames(b)
            let endLTR = ltr(end)
            let startLTR = endLTR.offset(by: track.map { $0.offset.dx(for: endLTR.frame, width: width) } ?? 0)
                .snapped(scale: bar.scale, frameIsText: b.isText)  // T8: on the grid at the start too.
            lanes.append(
                TransitionLane(
                    name: "to:\(b.key)", origin: .to, element: b, start: ltr(startLTR), end: end,
                    startLTR: startLTR, endLTR: endLTR, curve: track?.curve ?? timeline.curve,
                    fade: .in(track.map { $0.fade ?? FadeWindow(0, 0) } ?? FadeWindow(0, 1))
                ).placingBaselines(startRef: b, endRef: b))
        }
        // T1: in drawing order, role by role (prompt, back button, its indicator, image and title, items,
        // title), what leaves under what stays and comes.
        let order = Dictionary(uniqueKeysWithValues: TransitionRole.allCases.enumerated().map { ($1, $0) })
        return lanes.enumerated().sorted { a, b in
            let ra = order[a.element.element.role]!
            let rb = order[b.element.element.role]!
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    /// T4: the old text `a` becomes the new text `b`: both slide along one path and cross-fade,
    /// their style going from `a`'s to `b`'s.
    ///
    /// The text that is not solved at an end is placed there with its
    /// leading edge and vertical centre on the other's, scaled by the ratio
    /// of their line heights (the same text: the other's frame exactly).
    private static func morph(
        _ a: BarElement, _ b: BarElement, track: TransitionTrack, curve: TimingCurve, scale: Double,
        ltr: (LaneFrames) -> LaneFrames
    ) -> [TransitionLane] {
        let aStart = ltr(LaneFrames(a)).frame
        let bEnd = ltr(LaneFrames(b)).frame
        let aEnd: Frame
        let bStart: Frame
        if a.text == b.text {
            aEnd = bEnd
            bStart = aStart
        } else {
            let ratio = a.frame.height > 0 && b.frame.height > 0 ? b.frame.height / a.frame.height : 1
            aEnd = Frame(
                x: bEnd.x, y: bEnd.midY - a.frame.height * ratio / 2, width: a.frame.width * ratio,
                height: a.frame.height * ratio)
            bStart = Frame(
                x: aStart.x, y: aStart.midY - b.frame.height / ratio / 2, width: b.frame.width / ratio,
                height: b.frame.height / ratio)
        }
        let styles = StylePair(from: a.style, to: b.style)
        let oldName = "from:\(a.key)"
        let newName = "to:\(b.key)"
        let aEndFrames = LaneFrames(frame: Transition.snap(aEnd, scale: scale, text: true), textFrame: nil, image: nil)
        let bStartFrames = LaneFrames(
            frame: Transition.snap(bStart, scale: scale, text: true), textFrame: nil, image: nil)
        return [
            TransitionLane(
                name: oldName, origin: .from, partner: newName, element: a, start: LaneFrames(a),
                end: ltr(aEndFrames), startLTR: ltr(LaneFrames(a)), endLTR: aEndFrames, curve: curve,
                fade: .out(track.fade ?? FadeWindow(0, 1)), styles: styles
            ).placingBaselines(startRef: a, endRef: b),
            TransitionLane(
                name: newName, origin: .to, partner: oldName, element: b, start: ltr(bStartFrames),
                end: LaneFrames(b), startLTR: bStartFrames, endLTR: ltr(LaneFrames(b)), curve: curve,
                fade: .in(track.fadeIn ?? FadeWindow(0, 1)), styles: styles
            ).placingBaselines(startRef: a, endRef: b),
        ]
    }

    /// The lane of a pop: built as the push from the new geometry to the old, with its origins swapped (T5).
    func swappingOrigin() -> TransitionLane {
        var copy = self
        let swapped: [TransitionOrigin: TransitionOrigin] = [.from: .to, .to: .from, .both: .both]
        copy.origin = swapped[origin]!
        copy.name = Self.renamed(name)
        copy.partner = partner.map(Self.renamed)
        return copy
    }

    private static func renamed(_ name: String) -> String {
        if name.hasPrefix("from:") { return "to:" + name.dropFirst(5) }
        if name.hasPrefix("to:") { return "from:" + name.dropFirst(3) }
        return name
    }
}

extension TransitionOffset {
    /// The horizontal movement, left to right, of an element at `frame` on a bar `width` wide.
    func dx(for frame: Frame, width: Double) -> Double {
        switch self {
        case .slide(let barWidths, let points): barWidths * width + points
        case .centreAt(let barWidths): barWidths * width - frame.midX
        }
    }
}
