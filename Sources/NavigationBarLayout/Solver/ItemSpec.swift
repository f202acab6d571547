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
    /// The title, its frame and baseline relative to the item's frame.
    let title: TextGeometry?
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
            let line = measured.lineMetrics
            self.style = style
            self.bordered = bordered
            width = button.paddingLeading + measured.width + button.paddingTrailing
            height = button.height
            edgeInset = button.edgeInset
            let adjust = item.titlePositionAdjustment
            let frame = Frame(
                x: button.paddingLeading + adjust.horizontal,
                y: (button.height - line.lineHeight) / 2 + adjust.vertical,
                width: measured.width, height: line.lineHeight)
            title = TextGeometry(text: text, frame: frame, style: textStyle, line: line)
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

    /// The geometry of the item placed in `slot`: displayed at its frame, or hidden for its reason.
    func geometry(_ slot: Slot) -> ItemGeometry {
        let placement: ItemPlacement
        if let frame = slot.frame {
            placement = .displayed(
                frame: frame, title: title?.offsetBy(dx: frame.x, dy: frame.y),
                image: image?.offsetBy(dx: frame.x, dy: frame.y))
        } else {
            // L8 gives every item it does not place a reason; `lowerPriority` is never needed here.
            placement = .hidden(reason: slot.reason ?? .lowerPriority)
        }
        return ItemGeometry(
            id: item.id, kind: kindName, style: style, systemItem: item.systemItem, placement: placement,
            bordered: bordered)
    }
}
