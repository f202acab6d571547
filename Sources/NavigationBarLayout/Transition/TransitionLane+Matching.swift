extension TransitionLane {
    /// A node of a display list with its place in the list.
    typealias Listed = (node: DisplayNode, index: Int)

    /// T2–T6, T12, T13: pairs the nodes of two display lists and gives each pair, and each node left alone, its lane.
    ///
    /// `old` and `new` are in bar coordinates, without the background and
    /// hairline (T10); `bar` is the old geometry's bar. `byPosition`
    /// (cross-fades, T6) also pairs nodes without an `id` that keep their
    /// place and content. Every look-up is by a dictionary, so matching is
    /// linear in the number of nodes.
    static func match(
        _ old: [Listed], _ new: [Listed], timeline: TransitionTimeline, byPosition: Bool, bar: BarInfo
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
        // The new nodes by `id` (items), by role and by place, each list in order.
        var newByID: [String: [Int]] = [:]
        var newByRole: [TransitionRole: [Int]] = [:]
        var newByPlace: [String: Int] = [:]
        for (j, listed) in new.enumerated() {
            let node = listed.node
            if node.isItem, let id = node.key.id { newByID[id, default: []].append(j) }
            newByRole[node.role, default: []].append(j)
            newByPlace[node.key.legacyName ?? node.key.description] = j
        }
        var oldByRole: [TransitionRole: [Int]] = [:]
        for (i, listed) in old.enumerated() { oldByRole[listed.node.role, default: []].append(i) }
        // T2: an item with an `id` in both layouts is the same item; with the same content it moves
        // (and with the same frame, stays perfectly still).
        for (i, listed) in old.enumerated() where listed.node.isItem {
            let a = listed.node
            guard let id = a.key.id, let candidates = newByID[id] else { continue }
            if let j = candidates.first(where: { !newUsed[$0] && new[$0].node.hasSameContent(as: a) }) {
                pair(i, j, timeline.track(new[j].node.role, .moves))
            }
        }
        // T3: role pairs the timeline names: `becomes` (the old title and the new back title) and `moves`.
        // T12: a node at alpha 0 (an inline title under a large title) becomes nothing: the large title does.
        for track in timeline.tracks where track.change == .becomes || track.change == .moves {
            let target = track.change == .becomes ? (track.into ?? track.role) : track.role
            guard let i = oldByRole[track.role]?.first(where: { !oldUsed[$0] }),
                let j = newByRole[target]?.first(where: { !newUsed[$0] })
            else { continue }
            let (a, b) = (old[i].node, new[j].node)
            if track.change == .moves && (a.isItem || !a.hasSameContent(as: b)) { continue }
            if track.change == .becomes && (a.alpha <= 0 || b.alpha <= 0) { continue }
            pair(i, j, track)
        }
        // T13: the overflow button and the large title, in both layouts with the same content, are the same node.
        // T6: in a cross-fade, nodes that keep their place and their content are the same node.
        for (i, listed) in old.enumerated() where !oldUsed[i] {
            let a = listed.node
            guard byPosition || a.kind == .overflowButton || a.kind == .largeTitle,
                let j = newByPlace[a.key.legacyName ?? a.key.description], !newUsed[j],
                new[j].node.hasSameContent(as: a)
            else { continue }
            pair(i, j, timeline.track(a.role, .moves))
        }

        var lanes: [TransitionLane] = []
        // T3: what leaves goes by its `leaves` track: drawn first, under what stays and comes.
        for (i, listed) in old.enumerated() where !oldUsed[i] {
            let a = listed.node
            let track = timeline.track(a.role, .leaves)
            let start = LaneFrames(a)
            let startLTR = ltr(start)
            let endLTR = startLTR.offset(by: track.map { $0.offset.dx(for: startLTR.frame, width: width) } ?? 0)
                .snapped(scale: bar.scale, frameIsText: a.frameIsText)  // T8: on the grid at the end too.
            lanes.append(
                TransitionLane(
                    name: "from:\(a.laneKey)", origin: .from, node: a, start: start,
                    end: ltr(endLTR), startLTR: startLTR, endLTR: endLTR,
                    curve: track?.curve ?? timeline.curve,
                    fade: .out(track.map { $0.fade ?? FadeWindow(1, 1) } ?? FadeWindow(0, 1))
                ).placingBaselines(startRef: a, endRef: a).at(start: listed, end: nil))
        }
        for (i, j, track) in pairs {
            let (a, b) = (old[i].node, new[j].node)
            let curve = track?.curve ?? timeline.curve
            if let track, track.change == .becomes {
                let morphs = morph(a, b, track: track, curve: curve, scale: bar.scale, ltr: ltr)
                // T12: each text of a morph is clipped as its own node at its own end, and unclipped on the way
                // (the large title leaves its row for the back button's place).
                var leaving = morphs[0].at(start: old[i], end: nil)
                leaving.clips.end = b.clip
                var coming = morphs[1].at(start: nil, end: new[j])
                coming.clips.start = a.clip
                lanes += [leaving, coming]
                continue
            }
            // T2, T3: one node, opaque, from its old frames to its new ones.
            lanes.append(
                TransitionLane(
                    name: "both:\(b.laneKey)", origin: .both, node: b, startNode: a, start: LaneFrames(a),
                    end: LaneFrames(b),
                    startLTR: ltr(LaneFrames(a)), endLTR: ltr(LaneFrames(b)), curve: curve, fade: .opaque
                ).placingBaselines(startRef: a, endRef: b).at(start: old[i], end: new[j]))
        }
        for (j, listed) in new.enumerated() where !newUsed[j] {
            let b = listed.node
            let track = timeline.track(b.role, .enters)
            let end = LaneFrames(b)
            let endLTR = ltr(end)
            let startLTR = endLTR.offset(by: track.map { $0.offset.dx(for: endLTR.frame, width: width) } ?? 0)
                .snapped(scale: bar.scale, frameIsText: b.frameIsText)  // T8: on the grid at the start too.
            lanes.append(
                TransitionLane(
                    name: "to:\(b.laneKey)", origin: .to, node: b, start: ltr(startLTR), end: end,
                    startLTR: startLTR, endLTR: endLTR, curve: track?.curve ?? timeline.curve,
                    fade: .in(track.map { $0.fade ?? FadeWindow(0, 0) } ?? FadeWindow(0, 1))
                ).placingBaselines(startRef: b, endRef: b).at(start: nil, end: listed))
        }
        // T1: in drawing order, role by role (prompt, back button, its indicator, image and title, items,
        // title, then the kinds of iOS 11 and 16), what leaves under what stays and comes.
        let order = Dictionary(uniqueKeysWithValues: TransitionRole.allCases.enumerated().map { ($1, $0) })
        return lanes.enumerated().sorted { a, b in
            let ra = order[a.element.node.role]!
            let rb = order[b.element.node.role]!
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
        _ a: DisplayNode, _ b: DisplayNode, track: TransitionTrack, curve: TimingCurve, scale: Double,
        ltr: (LaneFrames) -> LaneFrames
    ) -> [TransitionLane] {
        let aStart = ltr(LaneFrames(a)).frame
        let bEnd = ltr(LaneFrames(b)).frame
        let aEnd: Frame
        let bStart: Frame
        if a.text?.text == b.text?.text {
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
        let styles = StylePair(from: a.text?.style, to: b.text?.style)
        let oldName = "from:\(a.laneKey)"
        let newName = "to:\(b.laneKey)"
        let aEndFrames = LaneFrames(frame: Transition.snap(aEnd, scale: scale, text: true), textFrame: nil, image: nil)
        let bStartFrames = LaneFrames(
            frame: Transition.snap(bStart, scale: scale, text: true), textFrame: nil, image: nil)
        return [
            TransitionLane(
                name: oldName, origin: .from, partner: newName, node: a, start: LaneFrames(a),
                end: ltr(aEndFrames), startLTR: ltr(LaneFrames(a)), endLTR: aEndFrames, curve: curve,
                fade: .out(track.fade ?? FadeWindow(0, 1)), styles: styles
            ).placingBaselines(startRef: a, endRef: b),
            TransitionLane(
                name: newName, origin: .to, partner: oldName, node: b, start: ltr(bStartFrames),
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
