import NavigationBarLayout
import TextMetrics

extension BarPainter {
    /// A glass capsule (L64, L65, L67): a soft shadow, a translucent fill (the tint when prominent) and a light
    /// highlight fading down from its top edge.
    mutating func paintCapsule(_ capsule: NodeCapsule, node: DisplayNode, name: String) {
        let frame = node.frame
        let radius = min(capsule.cornerRadius, frame.height / 2, frame.width / 2)
        let shadow = RGBA(capsule.shadow)
        if shadow.alpha > 0, capsule.shadowRadius > 0 {
            drawing.fill(
                .roundedRect(frame.offsetBy(dx: 0, dy: capsule.shadowRadius / 4), radius: radius), shadow,
                layer: .buttons, name: name + "-shadow", blur: capsule.shadowRadius)
        }
        let fill = node.color.map(RGBA.init) ?? palette.tint.faded(0.2)
        drawing.fill(.roundedRect(frame, radius: radius), fill, layer: .buttons, name: name + "-fill")
        let highlight = RGBA(capsule.highlight)
        guard highlight.alpha > 0 else { return }
        drawing.fill(
            .roundedRect(frame, radius: radius),
            .verticalGradient(
                top: highlight, bottom: highlight.faded(0), y0: frame.minY, y1: frame.minY + min(8, frame.height / 3)),
            layer: .buttons, name: name + "-highlight")
    }

    /// A badge (L68): a capsule in its fill colour, and its text when it has one.
    mutating func paintBadge(_ text: NodeText?, textColor: Color, node: DisplayNode, name: String)
        throws(RenderError)
    {
        let frame = node.frame
        let fill = node.color.map(RGBA.init) ?? palette.tint
        drawing.fill(.roundedRect(frame, radius: frame.height / 2), fill, layer: .buttons, name: name + "-fill")
        guard let text, let textFrame = node.textFrame else { return }
        try self.text(text, x: textFrame.x, baseline: node.baseline, color: RGBA(textColor), name: name + "-text")
    }
}
