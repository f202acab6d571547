import NavigationBarLayout
import TextMetrics

/// The back button's parts an element of the back button is drawn with.
struct BackButtonContext {
    /// Whether the back button is drawn as the iOS 6 arrow-shaped button (classic look, bordered).
    var classicArrow: Bool
    /// The back indicator: the arrow's point is as wide as its frame.
    var indicator: BarElement?
}

extension BarPainter {
    /// Draws one element of a bar (`BarGeometry.elements()` or a transition sample's) at its frame.
    ///
    /// The one painter of bar content: a single geometry is drawn element by
    /// element with this, and so is every moment of a transition. `name` is
    /// the base of the shapes' names (`title`, `left-0`, `from-back-title`);
    /// `back` holds what the back button's elements need of their siblings.
    mutating func paint(_ element: BarElement, name: String, back: BackButtonContext) throws(RenderError) {
        let backContent = back.classicArrow ? palette.buttonContent : palette.tint
        switch element.role {
        case .prompt:
            try text(element, x: element.frame.x, color: palette.prompt, name: name)
        case .backButton:
            guard back.classicArrow else { return }
            let point = back.indicator?.frame.width ?? 0
            let flipped = back.indicator?.flipped ?? element.flipped
            let shape = Self.arrowButton(element.frame, point: point, flipped: flipped)
            drawing.fill(shape, palette.buttonEdge, layer: .buttons, name: name + "-border")
            let inner = Self.arrowButton(element.frame.insetBy(1), point: max(0, point - 0.5), flipped: flipped)
            drawing.fill(inner, palette.buttonFill, layer: .buttons, name: name + "-fill")
        case .backIndicator:
            guard !back.classicArrow else { return }
            drawing.fill(
                Self.chevron(element.frame, flipped: element.flipped), palette.tint, layer: .icons, name: name)
        case .backImage:
            drawing.fill(
                SystemIcons.path(nil, in: element.frame, mirrored: rightToLeft), backContent, layer: .icons,
                name: name)
        case .backTitle:
            try text(element, x: element.frame.x, color: backContent, name: name)
        case .leftItem, .rightItem:
            try paintItem(element, name: name)
        case .title:
            try text(element, x: element.frame.x, color: palette.title, name: name)
        case .titleView:
            try placeholder(element.frame, label: "title view", name: name)
        }
    }

    /// Draws a bar button item (elements are displayed items only).
    mutating func paintItem(_ item: BarElement, name: String) throws(RenderError) {
        let frame = item.frame
        let bordered = palette.classic && item.bordered
        if bordered { paintBorderedBackground(frame, done: item.itemStyle == .done, name: name + "-border") }
        let content = bordered ? palette.buttonContent : palette.tint
        switch item.kind {
        case .text:
            if let textFrame = item.textFrame {
                try text(item, x: textFrame.x, color: content, name: name + "-title")
            }
        case .image:
            let box = item.image ?? frame
            let icon = SystemIcons.path(item.systemItem, in: box, mirrored: rightToLeft)
            drawing.fill(icon, content, layer: .icons, name: name + "-icon")
        case .customView:
            try placeholder(frame, label: item.id ?? "custom view", name: name)
        case .fixedSpace, .flexibleSpace, nil:
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

    /// The base of the shapes' names for an element key: `back.title` → `back-title`, `left[0]` → `left-0`,
    /// `titleView` → `title`.
    static func shapeName(_ key: String) -> String {
        if key == "titleView" { return "title" }
        var name = ""
        for character in key {
            switch character {
            case ".", "[": name.append("-")
            case "]": break
            default: name.append(character)
            }
        }
        return name
    }

    /// Draws the large title in the title's colour, clipped to its row and faded by its alpha; nothing at alpha 0
    /// (L19–L21).
    mutating func paintLargeTitle(_ large: LargeTitleGeometry) throws(RenderError) {
        guard !large.line.text.isEmpty, large.alpha > 0 else { return }
        let paint = (large.line.color.map(RGBA.init) ?? palette.title).faded(min(1, large.alpha))
        drawing.fill(
            try renderer.textPath(large.line), paint, layer: .text, name: "large-title", clip: large.clipFrame)
    }
}
