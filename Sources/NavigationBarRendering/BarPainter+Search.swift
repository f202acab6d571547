import NavigationBarLayout

extension BarPainter {
    /// L72, L74: a search field or scope bar track: a rounded rectangle in the node's colour.
    mutating func paintRoundedRect(_ node: DisplayNode, radius: Double, name: String) {
        let fill = node.color.map(RGBA.init) ?? palette.placeholder
        drawing.fill(.roundedRect(node.frame, radius: radius), fill, layer: .buttons, name: name)
    }

    /// L72: the magnifier glyph in its square: a ring in the upper leading part and a handle to the far corner.
    mutating func paintMagnifier(_ node: DisplayNode, name: String) {
        let box = node.frame
        let color = node.color.map(RGBA.init) ?? palette.prompt
        let side = min(box.width, box.height)
        let stroke = max(1, side * 0.11)
        let radius = side * 0.3
        var centre = Point(box.x + side * 0.42, box.y + side * 0.42)
        var handle = [
            Point(centre.x + radius * 0.7, centre.y + radius * 0.7), Point(box.x + side * 0.86, box.y + side * 0.86),
        ]
        if rightToLeft {
            centre = Point(box.x + box.maxX - centre.x, centre.y)
            handle = handle.map { Point(box.x + box.maxX - $0.x, $0.y) }
        }
        drawing.fill(
            .arcStroke(centre, radius: radius, from: 0, to: 2 * Double.pi, width: stroke), color, layer: .icons,
            name: name + "-ring")
        drawing.fill(.stroke(handle, width: stroke * 1.3), color, layer: .icons, name: name + "-handle")
    }

    /// L74: a scope segment: the selected one on a lighter pill, its title centred.
    mutating func paintScopeSegment(_ node: DisplayNode, title: NodeText, selected: Bool, name: String)
        throws(RenderError)
    {
        let color = node.color.map(RGBA.init) ?? palette.title
        if selected {
            var pill = color
            pill.alpha *= 0.14
            let box = node.frame.insetBy(2)
            drawing.fill(.roundedRect(box, radius: min(7, box.height / 2)), pill, layer: .buttons, name: name + "-pill")
        }
        try text(title, x: node.textFrame?.x ?? node.frame.x, baseline: node.baseline, color: color, name: name)
    }
}
