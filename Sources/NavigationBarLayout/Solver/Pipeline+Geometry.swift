extension Solver {
    /// L40–L46: the geometry of a configuration: every group and item with its state, the overflow button and
    /// the menu. `leftItems` are the leading groups' items, `rightItems` the pinned group's then the trailing
    /// groups' items, each hidden with the reason of its state when not shown; set in `geometry`.
    ///
    /// The geometry's `itemGroups` describes the groups when the item uses them (`reportsGroups`) or an item is in
    /// the overflow menu (L40); a bar of item arrays that all fit, and every bar under L8's policy (`menu` `nil`:
    /// no menu metrics), has only its `leftItems` and `rightItems`; `additional` are the menu's additional items.
    func groupGeometry(
        _ context: GroupContext, _ configuration: GroupConfiguration, _ a: GroupArrangement, centreX: Double?,
        menu: ItemGroupMetrics?, additional: [BarButtonItem], reportsGroups: Bool, into geometry: inout BarParts
    ) {
        guard reportsGroups || configuration.anyInOverflow || a.button != nil, let menu else {
            // No groups to report (L8's policy, or item arrays that all fit): the items alone.
            geometry.leftItems = itemGeometries(context, configuration, a, leading: true)
            geometry.rightItems = itemGeometries(context, configuration, a, leading: false)
            geometry.itemGroups = nil
            return
        }
        let groups = context.groups
        var geometries: [ItemGroupGeometry] = []
        for (g, group) in groups.enumerated() {
            let dx = group.position == .center ? centreX ?? 0 : 0
            let items = group.items.enumerated().map { i, spec in
                spec.geometry(Slot(frame: a[group, i]?.offsetBy(dx: dx, dy: 0), state: configuration[group, i]))
            }
            let representativeFrame = a.representative(g)?.offsetBy(dx: dx, dy: 0)
            let representative = representativeFrame.flatMap { frame in
                group.representative?.geometry(Slot(frame: frame, reason: nil))
            }
            let shown = (items.compactMap(\.frame) + [representativeFrame].compactMap { $0 })
            let frame = shown.isEmpty ? nil : Frame.union(shown)
            geometries.append(
                ItemGroupGeometry(
                    position: group.position, index: group.index, state: configuration.state(of: g, groups),
                    isFixed: group.isFixed, frame: frame, representativeItem: representative, items: items))
        }
        // L43: the menu lists the items that did not fit in the order of importance, then the additional items.
        var entries: [(rank: Int, entry: OverflowMenuEntry)] = []
        for (g, group) in groups.enumerated() {
            for (i, spec) in group.items.enumerated() where configuration[group, i] == .inOverflow {
                let item = spec.item
                entries.append(
                    (
                        context.ranks[g][i],
                        OverflowMenuEntry(
                            id: item.id, title: item.title ?? item.systemItem.map(r.menuTitle(of:)),
                            systemItem: item.systemItem,
                            source: context.style == .navigator && group.position == .center ? .center : .layout)
                    ))
            }
        }
        var entriesByRank = entries.sorted { $0.rank < $1.rank }.map(\.entry)
        entriesByRank += additional.filter { !$0.content.isSpace }.map { item in
            OverflowMenuEntry(
                id: item.id, title: item.title ?? item.systemItem.map(r.menuTitle(of:)), systemItem: item.systemItem,
                source: .additional)
        }
        let button = a.button.map { frame in
            OverflowButtonGeometry(
                frame: frame, image: (context.button?.image ?? frame).offsetBy(dx: frame.x, dy: frame.y),
                symbol: menu.overflowSymbol)
        }
        func items(_ positions: [ItemGroupPosition]) -> [ItemGeometry] {
            positions.flatMap { position in geometries.filter { $0.position == position }.flatMap(\.items) }
        }
        geometry.leftItems = items([.leading])
        geometry.rightItems = items([.pinnedTrailing, .trailing])
        geometry.itemGroups = ItemGroupsGeometry(
            style: context.style, groups: geometries, overflowButton: button, overflowMenu: entriesByRank)
    }

    /// The geometries of the items of the leading groups (`leading`), or of the pinned then the trailing groups,
    /// each in its slot: its frame, or hidden with the reason of its state.
    func itemGeometries(
        _ context: GroupContext, _ configuration: GroupConfiguration, _ a: GroupArrangement, leading: Bool
    ) -> [ItemGeometry] {
        let groups = context.groups
        func onSide(_ group: GroupSpec) -> Bool {
            leading ? group.position == .leading : group.position == .pinnedTrailing || group.position == .trailing
        }
        /// The geometry of item `i` of `group`.
        func geometry(_ group: GroupSpec, _ i: Int) -> ItemGeometry {
            group.items[i].geometry(Slot(frame: a[group, i], state: configuration[group, i]))
        }
        // One group on the side (L8's, and most bars'): mapped, each geometry made in the array's storage, by
        // index into the borrowed specs (an `ItemSpec` read through the class is copied first).
        var only: GroupSpec?
        var count = 0
        for group in groups where onSide(group) {
            only = group
            count += 1
        }
        if count == 0 { return [] }
        if count == 1, let group = only {
            let specs = group.items
            return specs.indices.map { i in
                specs[i].geometry(Slot(frame: a.frames[group.first + i], state: configuration.states[group.first + i]))
            }
        }
        var items: [ItemGeometry] = []
        func add(_ position: ItemGroupPosition) {
            for g in groups.indices where groups[g].position == position {
                items.reserveCapacity(items.count + groups[g].items.count)
                for i in groups[g].items.indices { items.append(geometry(groups[g], i)) }
            }
        }
        if leading {
            add(.leading)
        } else {
            add(.pinnedTrailing)
            add(.trailing)
        }
        return items
    }
}

extension Slot {
    /// The slot of an item in `state`, at `frame` when shown, else hidden with the state's reason.
    init(frame: Frame?, state: GroupItemState) {
        switch state {
        case .shown: self.init(frame: frame, reason: nil)
        case .collapsed: self.init(frame: nil, reason: .collapsed)
        case .inOverflow: self.init(frame: nil, reason: .inOverflow)
        case .hidden(let reason): self.init(frame: nil, reason: reason)
        }
    }
}

extension Frame {
    /// The smallest frame holding every frame of `frames` (not empty).
    static func union(_ frames: [Frame]) -> Frame {
        let minX = frames.map(\.minX).min() ?? 0
        let maxX = frames.map(\.maxX).max() ?? 0
        let minY = frames.map(\.minY).min() ?? 0
        let maxY = frames.map { $0.y + $0.height }.max() ?? 0
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
