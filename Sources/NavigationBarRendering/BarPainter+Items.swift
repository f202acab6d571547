import NavigationBarLayout
import TextMetrics

/// The back button's parts a node of the back button is drawn with.
struct BackButtonContext {
    /// Whether the back button is drawn as the iOS 6 arrow-shaped button (classic look, bordered).
    var classicArrow: Bool
    /// The back indicator: the arrow's point is as wide as its frame.
    var indicator: DisplayNode?
}

extension BarPainter {
    /// Draws every node of `nodes` with an alpha above 0, in order, each faded by its alpha and clipped to its clip.
    ///
    /// The one painter of a bar: a layout's display list is drawn with
    /// this, and so is every moment of a transition (its sample's list).
    mutating func paint(_ nodes: [DisplayNode]) throws(RenderError) {
        let back = backButtonContext(nodes)
        for node in nodes where node.alpha > 0 {
            let start = drawing.shapes.count
            try paint(node, name: Self.shapeName(node.key), back: back)
            drawing.fade(from: start, by: node.alpha)
            if let clip = node.clip { drawing.clip(from: start, to: clip) }
        }
    }

    /// What the back button's nodes among `nodes` need of each other: its look and its indicator.
    func backButtonContext(_ nodes: [DisplayNode]) -> BackButtonContext {
        var bordered = false
        var indicator: DisplayNode? = nil
        for node in nodes {
            switch node.content {
            case .backButton(let isBordered) where node.kind == .backButton: bordered = isBordered
            case .indicator where indicator == nil: indicator = node
            default: break
            }
        }
        return BackButtonContext(classicArrow: palette.classic && bordered, indicator: indicator)
    }

    /// Draws one node at its frame, unfaded and unclipped.
    ///
    /// `name` is the base of the shapes' names (`title`, `left-0`); `back`
    /// holds what the back button's nodes need of their siblings.
    mutating func paint(_ node: DisplayNode, name: String, back: BackButtonContext) throws(RenderError) {
        // The node's resolved colour (L35), else the palette's.
        let resolved = node.color.map(RGBA.init)
        let backContent = resolved ?? (back.classicArrow ? palette.buttonContent : palette.tint)
        switch node.content {
        case .background(let look):
            paintBackground(node.frame, look: look)
        case .shadow(let look):
            paintShadow(node.frame, look: look)
        case .text(let text):
            let color: RGBA
            switch node.kind {
            case .prompt: color = resolved ?? palette.prompt
            case .backTitle: color = backContent
            default: color = resolved ?? palette.title
            }
            try self.text(text, x: node.frame.x, baseline: node.baseline, color: color, name: name)
        case .backButton:
            guard back.classicArrow else { return }
            let point = back.indicator?.frame.width ?? 0
            var flipped = false
            if case .indicator(let isFlipped)? = back.indicator?.content { flipped = isFlipped }
            let shape = Self.arrowButton(node.frame, point: point, flipped: flipped)
            drawing.fill(shape, palette.buttonEdge, layer: .buttons, name: name + "-border")
            let inner = Self.arrowButton(node.frame.insetBy(1), point: max(0, point - 0.5), flipped: flipped)
            drawing.fill(inner, palette.buttonFill, layer: .buttons, name: name + "-fill")
        case .indicator(let flipped):
            guard !back.classicArrow else { return }
            drawing.fill(
                Self.chevron(node.frame, flipped: flipped), resolved ?? palette.tint, layer: .icons, name: name)
        case .backImage:
            drawing.fill(
                SystemIcons.path(nil, in: node.frame, mirrored: rightToLeft), backContent, layer: .icons, name: name)
        case .item(let item):
            try paintItem(item, node: node, name: name)
        case .symbol(let symbol):
            // L46's "ellipsis.circle"; L75's "xmark" under glass.
            let box = node.imageFrame ?? node.frame
            let path =
                symbol == "xmark"
                ? SystemIcons.path(.stop, in: box, mirrored: false) : SystemIcons.ellipsisCircle(in: box)
            drawing.fill(path, resolved ?? palette.tint, layer: .icons, name: name)
        case .titleView:
            try placeholder(node.frame, label: "title view", name: name)
        case .capsule(let capsule):
            paintCapsule(capsule, node: node, name: name)
        case .badge(let text, let textColor):
            try paintBadge(text, textColor: textColor, node: node, name: name)
        case .roundedRect(let radius):
            paintRoundedRect(node, radius: radius, name: name)
        case .magnifier:
            paintMagnifier(node, name: name)
        case .scopeSegment(let title, let selected):
            try paintScopeSegment(node, title: title, selected: selected, name: name)
        }
    }

    /// Draws a bar button item's node.
    mutating func paintItem(_ item: NodeItem, node: DisplayNode, name: String) throws(RenderError) {
        let frame = node.frame
        let bordered = palette.classic && item.bordered
        if bordered { paintBorderedBackground(frame, done: item.style == .done, name: name + "-border") }
        let content = node.color.map(RGBA.init) ?? (bordered ? palette.buttonContent : palette.tint)
        switch item.kind {
        case .text:
            if let title = item.title, let textFrame = node.textFrame {
                try text(title, x: textFrame.x, baseline: node.baseline, color: content, name: name + "-title")
            }
        case .image:
            let icon = SystemIcons.path(item.systemItem, in: node.imageFrame ?? frame, mirrored: rightToLeft)
            drawing.fill(icon, content, layer: .icons, name: name + "-icon")
        case .customView:
            try placeholder(frame, label: node.key.id ?? "custom view", name: name)
        case .fixedSpace, .flexibleSpace:
            break
        }
    }

    /// A labelled placeholder box for a custom view.
    mutating func placeholder(_ box: Frame, label: String, name: String) throws(RenderError) {
        drawing.fill(
            .roundedRect(box, radius: min(4, box.height / 4)), palette.placeholder, layer: .placeholders,
            name: name + "-box")
        try self.label(label, in: box, color: palette.placeholderText, layer: .labels, name: name + "-label")
    }

    /// A bordered button background (iOS 6): an edge and a gradient fill.
    mutating func paintBorderedBackground(_ box: Frame, done: Bool, name: String) {
        drawing.fill(.roundedRect(box, radius: 5), palette.buttonEdge, layer: .buttons, name: name)
        drawing.fill(
            .roundedRect(box.insetBy(1), radius: 4), done ? palette.doneFill : palette.buttonFill, layer: .buttons,
            name: name + "-fill")
    }

    /// The back chevron in `box`, pointing left (right when `flipped`).
    static func chevron(_ box: Frame, flipped: Bool) -> VectorPath {
        let thickness = max(1, min(box.width, box.height) * 0.22)
        let inset = thickness / 2
        let tipX = box.x + inset
        let tailX = box.x + min(box.width - inset, box.height * 0.55)
        var points = [
            Point(tailX, box.y + inset), Point(tipX, box.midY), Point(tailX, box.maxY - inset),
        ]
        if flipped { points = points.map { Point(box.x + box.maxX - $0.x, $0.y) } }
        return .stroke(points, width: thickness)
    }

    /// The iOS 6 arrow-shaped back button: a point `point` wide at the leading edge, rounded corners elsewhere.
    static func arrowButton(_ box: Frame, point: Double, flipped: Bool) -> VectorPath {
        let p = min(max(0, point), box.width / 2)
        let r = min(5, box.height / 4)
        var path = VectorPath()
        path.move(box.x, box.midY)
        path.line(box.x + p, box.y)
        path.line(box.maxX - r, box.y)
        path.quad(box.maxX, box.y, box.maxX, box.y + r)
        path.line(box.maxX, box.maxY - r)
        path.quad(box.maxX, box.maxY, box.maxX - r, box.maxY)
        path.line(box.x + p, box.maxY)
        path.close()
        return flipped ? path.mapped { Point(box.x + box.maxX - $0.x, $0.y) } : path
    }

    /// The base of the shapes' names for a node: `back.title` → `back-title`, `right[0]` → `right-0`, a title view
    /// `title`, the large title `large-title`, the overflow button `overflow`, `item.center.share` →
    /// `item-center-share`, `representative.right#1` → `representative-right-1`.
    static func shapeName(_ key: NodeKey) -> String {
        switch key.kind {
        case .largeTitle: return "large-title"
        case .overflowButton: return "overflow"
        case .titleView: return "title"
        default: break
        }
        var name = ""
        for character in key.legacyName ?? key.description {
            switch character {
            case ".", "[", "#": name.append("-")
            case "]": break
            default: name.append(character)
            }
        }
        return name
    }
}
