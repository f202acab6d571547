extension Solver {
    /// L40–L46: the geometry of a configuration: every group and item with its state, the overflow button and
    /// the menu. `leftItems` are the leading groups' items, `rightItems` the pinned group's then the trailing
    /// groups' items, each hidden with the reason of its state when not shown; set in `geometry`.
    ///
    /// The geometry's `itemGroups` describes the groups when the item uses them (`reportsGroups`) or an item is in
    /// the overflow menu (L40); a bar of item arrays that all fit has only its `leftItems` and `rightItems`.
    func groupGeometry(
        _ context: GroupContext, _ configuration: GroupConfiguration, _ a: GroupArrangement, centreX: Double?,
        backButton: BackButtonGeometry?, title: TitleGeometry?, additional: [BarButtonItem], symbol: String,
        reportsGroups: Bool, into geometry: inout BarGeometry
    ) {
        let groups = context.groups
        var geometries: [ItemGroupGeometry] = []
        for (g, group) in groups.enumerated() {
            let dx = group.position == .center ? centreX ?? 0 : 0
            let items = group.items.enumerated().map { i, spec in
                let slot: Slot
                switch configuration.items[g][i] {
                case .shown: slot = Slot(frame: a.frames[g][i]?.offsetBy(dx: dx, dy: 0), reason: nil)
                case .collapsed: slot = Slot(frame: nil, reason: .collapsed)
                case .inOverflow: slot = Slot(frame: nil, reason: .inOverflow)
                case .hidden(let reason): slot = Slot(frame: nil, reason: reason)
                }
                return spec.geometry(slot)
            }
            let representativeFrame = a.representatives[g]?.offsetBy(dx: dx, dy: 0)
            let representative = representativeFrame.flatMap { frame in
                group.representative?.geometry(Slot(frame: frame, reason: nil))
            }
            let shown = (items.compactMap(\.frame) + [representativeFrame].compactMap { $0 })
            let frame = shown.isEmpty ? nil : Frame.union(shown)
            geometries.append(
                ItemGroupGeometry(
                    position: group.position, index: group.index, state: configuration.state(of: g),
                    isFixed: group.isFixed, frame: frame, representativeItem: representative, items: items))
        }
        // L43: the menu lists the items that did not fit in the order of importance, then the additional items.
        var entries: [(rank: Int, entry: OverflowMenuEntry)] = []
        for (g, group) in groups.enumerated() {
            for (i, spec) in group.items.enumerated() where configuration.items[g][i] == .inOverflow {
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
        var menu = entries.sorted { $0.rank < $1.rank }.map(\.entry)
        menu += additional.filter { !$0.content.isSpace }.map { item in
            OverflowMenuEntry(
                id: item.id, title: item.title ?? item.systemItem.map(r.menuTitle(of:)), systemItem: item.systemItem,
                source: .additional)
        }
        let button = a.button.map { frame in
            OverflowButtonGeometry(
                frame: frame, image: (context.button?.image ?? frame).offsetBy(dx: frame.x, dy: frame.y),
                symbol: symbol)
        }
        func items(_ positions: [ItemGroupPosition]) -> [ItemGeometry] {
            positions.flatMap { position in geometries.filter { $0.position == position }.flatMap(\.items) }
        }
        geometry.backButton = backButton
        geometry.leftItems = items([.leading])
        geometry.rightItems = items([.pinnedTrailing, .trailing])
        geometry.title = title
        geometry.itemGroups =
            reportsGroups || configuration.anyInOverflow || button != nil
            ? ItemGroupsGeometry(style: context.style, groups: geometries, overflowButton: button, overflowMenu: menu)
            : nil
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
