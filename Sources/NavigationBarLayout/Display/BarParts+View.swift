import TextMetrics

extension BarParts {
    /// The parts a display list and its report describe: what ``BarGeometry``'s properties read.
    ///
    /// Every drawn part is read from its node (prompt, back button, displayed items, title, large title,
    /// representatives, overflow button, search bar, glass); what is not drawn from the report. The nodes are
    /// read in one pass, in the order ``displayList`` writes them.
    init(list: DisplayList, report: borrowing LayoutReport) {
        // Indices, not nodes: a node copied out of the list is over 300 bytes. Each part is made once and
        // stored once: delegating to the memberwise initializer first made and copied a whole `BarParts`.
        let nodes = NodesByKind(list.nodes)
        let all = list.nodes
        bar = list.bar
        writesLargeTitleKey = report.writesLargeTitleKey
        prompt = nodes.prompt.flatMap { TextGeometry(node: all[$0]) }
        backButton = report.back.flatMap { Self.backButton($0, nodes: all, at: nodes) }
        let left = Self.items(report.leftItems, side: .left, nodes: all)
        let right = Self.items(report.rightItems, side: .right, nodes: all)
        title = report.title.map { Self.title($0, node: nodes.title.map { all[$0] }) }
        largeTitle = report.largeTitleInline.flatMap { inline in
            nodes.largeTitle.flatMap { index in
                TextGeometry(node: all[index]).map { line in
                    LargeTitleGeometry(
                        line: line, alpha: all[index].alpha, clipFrame: all[index].clip ?? all[index].frame,
                        inline: inline)
                }
            }
        }
        itemGroups = report.itemGroups.map { Self.groups($0, left: left, right: right, nodes: all, at: nodes) }
        leftItems = left
        rightItems = right
        glassBox = report.glass.map { GlassGeometryBox(Self.glass($0.value, nodes: all, at: nodes)) }
        search = report.search.flatMap { Self.search($0.value, nodes: all, at: nodes) }
        minimization = report.minimization
    }

    /// L2–L4: the back button `record` names, drawn by its button, indicator, image and title nodes.
    static func backButton(_ record: BackRecord, nodes all: [DisplayNode], at nodes: borrowing NodesByKind)
        -> BackButtonGeometry?
    {
        guard let b = nodes.backButton, let i = nodes.backIndicator else { return nil }
        var bordered = false
        if case .backButton(let value) = all[b].content { bordered = value }
        var flipped = false
        if case .indicator(let value) = all[i].content { flipped = value }
        return BackButtonGeometry(
            frame: all[b].frame, indicator: IndicatorGeometry(frame: all[i].frame, flipped: flipped),
            form: record.form, title: nodes.backTitle.flatMap { TextGeometry(node: all[$0]) },
            image: nodes.backImage.map { all[$0].frame }, source: record.source, bordered: bordered)
    }

    /// L5–L8: the items `records` name, the displayed ones drawn by the item nodes of `side` in order.
    static func items(_ records: [ItemRecord], side: NodeSide, nodes: [DisplayNode]) -> [ItemGeometry] {
        var items: [ItemGeometry] = []
        items.reserveCapacity(records.count)
        records.withUnsafeBufferPointer { records in
            for index in records.indices { items.append(ItemGeometry(record: records[index])) }
            var next = 0
            nodes.withUnsafeBufferPointer { nodes in
                for index in nodes.indices where nodes[index].key.kind == .item && nodes[index].key.side == side {
                    while next < records.count && !records[next].displayed { next += 1 }
                    guard next < records.count else { return }
                    items[next].draw(nodes, index)
                    next += 1
                }
            }
        }
        return items
    }

    /// L40–L42: the items `records` name, the displayed ones drawn by the nodes at `indices` in order.
    static func items(
        _ records: [ItemRecord], nodes: [DisplayNode], at indices: ArraySlice<Int>
    ) -> [ItemGeometry] {
        var next = indices.startIndex
        var items: [ItemGeometry] = []
        items.reserveCapacity(records.count)
        records.withUnsafeBufferPointer { records in
            for record in records.indices {
                var item = ItemGeometry(record: records[record])
                if records[record].displayed, next < indices.endIndex {
                    nodes.withUnsafeBufferPointer { item.draw($0, indices[next]) }
                    next += 1
                }
                items.append(item)
            }
        }
        return items
    }

    /// L9, L20: the title `record` names, drawn by `node` when it is displayed.
    static func title(_ record: TitleRecord, node: DisplayNode?) -> TitleGeometry {
        var title: TitleGeometry
        if let undrawn = record.undrawn {
            title = undrawn
        } else {
            let text = node?.text
            title = TitleGeometry(
                kind: .text, text: text?.text ?? "", truncated: text?.truncated ?? false, style: text?.style,
                color: text?.color, placement: .hidden)
            title.fonts = text?.fonts
        }
        if let node {
            title.placement = .displayed(frame: node.frame, baseline: node.baseline)
            title.format1Alpha = record.writesAlpha ? node.alpha : nil
        }
        return title
    }

    /// L40–L46: the groups `record` names: a leading group's items are the left items in order, a pinned then a
    /// trailing group's the right items, a centre group's the centre nodes; representatives and the overflow
    /// button are their own nodes.
    static func groups(
        _ record: GroupsRecord, left leftItems: [ItemGeometry], right rightItems: [ItemGeometry],
        nodes all: [DisplayNode], at nodes: borrowing NodesByKind
    ) -> ItemGroupsGeometry {
        var nextLeft = 0
        var nextRight = 0
        var centre = nodes.centreItems[...]
        var representatives = nodes.representatives[...]
        let pinnedCount = record.groups.lazy.filter { $0.position == .pinnedTrailing }.map(\.items.count)
            .reduce(0, +)
        var nextPinned = 0
        var groups: [ItemGroupGeometry] = []
        groups.reserveCapacity(record.groups.count)
        for group in record.groups {
            var items: [ItemGeometry] = []
            switch group.position {
            case .leading:
                items = Self.sideItems(group.items, from: leftItems, start: &nextLeft)
            case .pinnedTrailing:
                items = Self.sideItems(group.items, from: rightItems, start: &nextPinned)
            case .trailing:
                var start = pinnedCount + nextRight
                items = Self.sideItems(group.items, from: rightItems, start: &start)
                nextRight = start - pinnedCount
            case .center:
                items = Self.items(group.items, nodes: all, at: centre)
                centre.removeFirst(min(centre.count, group.items.lazy.filter(\.displayed).count))
            }
            var representative: ItemGeometry?
            if let rep = group.representative {
                var item = ItemGeometry(record: rep)
                if rep.displayed, let index = representatives.popFirst() {
                    all.withUnsafeBufferPointer { item.draw($0, index) }
                }
                representative = item
            }
            groups.append(
                ItemGroupGeometry(
                    position: group.position, index: group.index, state: group.state, isFixed: group.isFixed,
                    frame: group.frame, representativeItem: representative, items: items))
        }
        let button = nodes.overflowButton.map { index in
            let node = all[index]
            var symbol = ""
            if case .symbol(let name) = node.content { symbol = name }
            return OverflowButtonGeometry(frame: node.frame, image: node.imageFrame ?? node.frame, symbol: symbol)
        }
        return ItemGroupsGeometry(
            style: record.style, groups: groups, overflowButton: button, overflowMenu: record.overflowMenu)
    }

    /// The items `records` name that are the side's items from `start` on, drawn as the side's items are.
    static func sideItems(_ records: [ItemRecord], from side: [ItemGeometry], start: inout Int) -> [ItemGeometry] {
        records.map { record in
            defer { start += 1 }
            var item = ItemGeometry(record: record)
            if record.displayed, start < side.count, let frame = side[start].frame {
                item.frame = frame
                item.title = side[start].title
                item.image = side[start].image
            }
            return item
        }
    }

    /// L70–L75: the search bar `record` names, drawn by the search nodes.
    static func search(_ record: SearchRecord, nodes all: [DisplayNode], at nodes: borrowing NodesByKind)
        -> SearchGeometry?
    {
        if let undrawn = record.undrawn { return undrawn }
        guard let f = nodes.searchField, let m = nodes.searchMagnifier else { return nil }
        let (field, magnifier) = (all[f], all[m])
        var cornerRadius = 0.0
        if case .roundedRect(let radius) = field.content { cornerRadius = radius }
        let text = record.undrawnText ?? nodes.searchText.flatMap { TextGeometry(node: all[$0]) }
        var search = SearchGeometry(
            placement: record.placement, isActive: record.isActive, rowFrame: field.clip ?? field.frame,
            field: field.frame, cornerRadius: cornerRadius, magnifier: magnifier.frame,
            text: text ?? TextGeometry(text: "", frame: field.frame, style: TextStyle(size: 0), baseline: 0),
            isPlaceholder: record.isPlaceholder, contentAlpha: magnifier.alpha)
        if let t = nodes.scopeBar {
            let track = all[t]
            var trackRadius = 0.0
            if case .roundedRect(let radius) = track.content { trackRadius = radius }
            search.scopeBar = ScopeBarGeometry(
                rowFrame: track.clip ?? track.frame, frame: track.frame, cornerRadius: trackRadius,
                segments: nodes.scopeSegments.map { index in
                    let node = all[index]
                    var title = NodeText(text: "", style: nil)
                    var selected = false
                    if case .scopeSegment(let text, let isSelected) = node.content {
                        (title, selected) = (text, isSelected)
                    }
                    return ScopeSegmentGeometry(
                        frame: node.frame,
                        title: TextGeometry(
                            content: title, frame: node.textFrame ?? node.frame, baseline: node.baseline ?? 0),
                        selected: selected)
                })
        }
        search.cancel = nodes.searchCancel.flatMap { TextGeometry(node: all[$0]) }
        search.cancelButton = nodes.searchCancelButton.map { all[$0].frame }
        return search
    }

    /// L64–L68: the glass `record` names, drawn by the capsule, subtitle and badge nodes.
    static func glass(_ record: GlassRecord, nodes all: [DisplayNode], at nodes: borrowing NodesByKind)
        -> GlassGeometry
    {
        var glass = record.undrawn
        let drawn = nodes.capsules.compactMap { index -> CapsuleGeometry? in
            guard case .capsule(let capsule) = all[index].content else { return nil }
            return CapsuleGeometry(
                key: all[index].key, frame: all[index].frame, cornerRadius: capsule.cornerRadius,
                items: capsule.items, prominent: capsule.prominent)
        }
        // In the order the glass pass made them, not the order they are drawn in.
        glass.capsules = drawn
        for (index, place) in record.capsuleOrder.enumerated() where place < drawn.count && index < drawn.count {
            glass.capsules[place] = drawn[index]
        }
        if let index = nodes.subtitle { glass.subtitle = TextGeometry(node: all[index]) }
        if let index = nodes.largeSubtitle {
            let node = all[index]
            glass.largeSubtitle = TextGeometry(node: node)
            glass.largeSubtitleClip = node.clip
            glass.largeSubtitleAlpha = node.alpha
        }
        glass.badges = nodes.badges.enumerated().map { index, place in
            let node = all[place]
            var text: TextGeometry?
            if case .badge(let content?, _) = node.content, let frame = node.textFrame {
                text = TextGeometry(content: content, frame: frame, baseline: node.baseline ?? 0)
            }
            let item = index < record.badgeItems.count ? record.badgeItems[index] : ""
            return BadgeGeometry(key: node.key, item: item, frame: node.frame, text: text)
        }
        return glass
    }
}

/// Where each kind of node is in a display list: the indices of its nodes, each kind in list order.
struct NodesByKind {
    var prompt: Int?
    var backButton: Int?
    var backIndicator: Int?
    var backImage: Int?
    var backTitle: Int?
    var centreItems: [Int] = []
    var title: Int?
    var representatives: [Int] = []
    var overflowButton: Int?
    var largeTitle: Int?
    var searchField: Int?
    var searchMagnifier: Int?
    var searchText: Int?
    var scopeBar: Int?
    var scopeSegments: [Int] = []
    var searchCancel: Int?
    var searchCancelButton: Int?
    var capsules: [Int] = []
    var subtitle: Int?
    var largeSubtitle: Int?
    var badges: [Int] = []

    /// The indices of `nodes`' nodes, by kind.
    init(_ nodes: [DisplayNode]) {
        // Each node's fields read in the array's storage: a node passed on, or read through the array's
        // subscript, was copied (over 300 bytes, its strings retained).
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                switch nodes[index].key.kind {
                case .prompt: prompt = index
                case .backButton: backButton = index
                case .backIndicator: backIndicator = index
                case .backImage: backImage = index
                case .backTitle: backTitle = index
                case .item:
                    // Left and right items are read side by side (`BarParts.items(_:side:nodes:)`).
                    if nodes[index].key.side == .center { centreItems.append(index) }
                case .title, .titleView: title = index
                case .representative: representatives.append(index)
                case .overflowButton: overflowButton = index
                case .largeTitle: largeTitle = index
                case .searchField: searchField = index
                case .searchMagnifier: searchMagnifier = index
                case .searchText, .searchPlaceholder: searchText = index
                case .scopeBar: scopeBar = index
                case .scopeSegment: scopeSegments.append(index)
                case .searchCancel:
                    if nodes[index].imageFrame == nil { searchCancel = index } else { searchCancelButton = index }
                case .capsule: capsules.append(index)
                case .subtitle: subtitle = index
                case .largeSubtitle: largeSubtitle = index
                case .badge: badges.append(index)
                case .background, .shadow: break
                }
            }
        }
    }
}

extension TextGeometry {
    /// The line a text node draws, or `nil` when the node draws no text with a style.
    init?(node: borrowing DisplayNode) {
        guard case .text(let content) = node.content else { return nil }
        self.init(content: content, frame: node.frame, baseline: node.baseline ?? 0)
    }

    /// The line of `content` at `frame`, its baseline at `baseline`.
    init(content: NodeText, frame: Frame, baseline: Double) {
        self.init(
            text: content.text, truncated: content.truncated, frame: frame, style: content.style ?? TextStyle(size: 0),
            baseline: baseline, color: content.color)
        fonts = content.fonts
    }
}

extension ItemGeometry {
    /// The item `record` names, not yet drawn (``draw(_:_:)``).
    init(record: borrowing ItemRecord) {
        id = record.id
        kind = record.kind
        style = record.style
        systemItem = record.systemItem
        bordered = record.bordered
        hiddenReason = record.hiddenReason
        glassBox = record.glassBox
    }

    /// Takes the frame, image and title that node `index` of `nodes` draws the item with.
    mutating func draw(_ nodes: UnsafeBufferPointer<DisplayNode>, _ index: Int) {
        frame = nodes[index].frame
        image = nodes[index].imageFrame
        if let textFrame = nodes[index].textFrame, case .item(let item) = nodes[index].content, let text = item.title {
            title = TextGeometry(content: text, frame: textFrame, baseline: nodes[index].baseline ?? 0)
        }
    }
}
