import TextMetrics

/// A bar button item measured and sized by the profile, not yet placed (L7).
///
/// Offsets of the title and image are relative to the item's frame.
struct ItemSpec {
    let item: BarButtonItem
    let kind: BarButtonItemKind
    let style: BarButtonItemStyle?
    let bordered: Bool
    /// The frame's width; 0 for a flexible space until L10 widens it.
    var width: Double
    let height: Double
    /// The distance from the bar's edge when the item is outermost.
    let edgeInset: Double
    /// The title and its frame relative to the item's frame.
    let title: (text: String, frame: Frame)?
    /// The image's frame relative to the item's frame.
    let image: Frame?

    /// Measures `item` and sizes it with `resolved` (L7).
    init(item: BarButtonItem, resolved r: ResolvedMetrics, measurer: some TextMeasuring) throws(LayoutError) {
        self.item = item
        kind = item.kind(imageSize: r.systemImageSize)
        switch kind {
        case .text(let text, let style):
            let bordered = style == .bordered || r.quirks.bordersTextButtons
            let button = bordered ? r.borderedButton : r.textButton
            let textStyle = style == .done ? r.doneButtonStyle : r.buttonStyle
            let measured: TextMeasurement
            do { measured = try measurer.measure(text, style: textStyle) } catch { throw .measurement(error) }
            let lineHeight = measured.lineMetrics.lineHeight
            self.style = style
            self.bordered = bordered
            width = button.paddingLeading + measured.width + button.paddingTrailing
            height = button.height
            edgeInset = button.edgeInset
            let adjust = item.titlePositionAdjustment
            title = (
                text,
                Frame(
                    x: button.paddingLeading + adjust.horizontal, y: (button.height - lineHeight) / 2 + adjust.vertical,
                    width: measured.width, height: lineHeight)
            )
            image = nil
        case .image(let size):
            let button = r.imageButton
            style = nil
            bordered = r.quirks.bordersTextButtons
            width = button.paddingLeading + size.width + button.paddingTrailing
            height = max(button.height, size.height)
            edgeInset = button.edgeInset
            title = nil
            image = Frame(
                x: button.paddingLeading, y: (height - size.height) / 2, width: size.width, height: size.height)
        case .customView(let size):
            style = nil
            bordered = false
            width = size.width
            height = size.height
            edgeInset = r.customViewEdgeInset
            title = nil
            image = nil
        case .fixedSpace(let space):
            style = nil
            bordered = false
            width = space
            height = r.textButton.height
            edgeInset = r.spaceEdgeInset
            title = nil
            image = nil
        case .flexibleSpace:
            style = nil
            bordered = false
            width = 0
            height = r.textButton.height
            edgeInset = r.spaceEdgeInset
            title = nil
            image = nil
        }
    }

    /// The geometry's name for the kind.
    var kindName: ItemKindName {
        switch kind {
        case .text: .text
        case .image: .image
        case .customView: .customView
        case .fixedSpace: .fixedSpace
        case .flexibleSpace: .flexibleSpace
        }
    }

    /// The geometry of the item displayed at `frame`, or hidden for `reason`.
    func geometry(frame: Frame?, hiddenReason: HiddenReason?) -> ItemGeometry {
        ItemGeometry(
            id: item.id, kind: kindName, style: style, systemItem: item.systemItem,
            displayed: frame != nil, hiddenReason: frame == nil ? hiddenReason : nil, frame: frame,
            title: frame.flatMap { f in
                title.map { TextGeometry(text: $0.text, frame: $0.frame.offsetBy(dx: f.x, dy: f.y)) }
            },
            image: frame.flatMap { f in image?.offsetBy(dx: f.x, dy: f.y) },
            bordered: bordered)
    }
}
