import NavigationBarLayout
import TextMetrics

extension BarPainter {
    /// Draws a bar button item that is displayed; items not displayed are not drawn.
    mutating func paintItem(_ item: ItemGeometry, name: String) throws(RenderError) {
        guard case .displayed(let frame, _, _) = item.placement else { return }
        let bordered = palette.classic && item.bordered
        if bordered { paintBorderedBackground(frame, done: item.style == .done, name: name + "-border") }
        let content = bordered ? palette.buttonContent : palette.tint
        switch item.kind {
        case .text:
            if let title = item.title { try text(title, color: content, name: name + "-title") }
        case .image:
            let box = item.image ?? frame
            let icon = SystemIcons.path(item.systemItem, in: box, mirrored: rightToLeft)
            drawing.fill(icon, content, layer: .icons, name: name + "-icon")
        case .customView:
            try placeholder(frame, label: item.id ?? "custom view", name: name)
        case .fixedSpace, .flexibleSpace:
            break
        }
    }

    /// Draws the back button: a chevron (or the iOS 6 arrow-shaped button), its title or image.
    mutating func paintBackButton(_ back: BackButtonGeometry) throws(RenderError) {
        let classicArrow = palette.classic && back.bordered
        if classicArrow {
            let shape = Self.arrowButton(
                back.frame, point: back.indicator.frame.width, flipped: back.indicator.flipped)
            drawing.fill(shape, palette.buttonEdge, layer: .buttons, name: "back-border")
            let inner = Self.arrowButton(
                back.frame.insetBy(1), point: max(0, back.indicator.frame.width - 0.5),
                flipped: back.indicator.flipped)
            drawing.fill(inner, palette.buttonFill, layer: .buttons, name: "back-fill")
        } else {
            let chevron = Self.chevron(back.indicator.frame, flipped: back.indicator.flipped)
            drawing.fill(chevron, palette.tint, layer: .icons, name: "back-indicator")
        }
        let content = classicArrow ? palette.buttonContent : palette.tint
        if let image = back.image {
            drawing.fill(
                SystemIcons.path(nil, in: image, mirrored: rightToLeft), content, layer: .icons, name: "back-image"
            )
        }
        if let title = back.title { try text(title, color: content, name: "back-title") }
    }

    /// Draws the title, or a placeholder box for a title view, when displayed.
    mutating func paintTitle(_ title: TitleGeometry) throws(RenderError) {
        guard case .displayed(let frame, _) = title.placement else { return }
        switch title.kind {
        case .text:
            if let line = title.textLine { try text(line, color: palette.title, name: "title") }
        case .view:
            try placeholder(frame, label: "title view", name: "title")
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
}
