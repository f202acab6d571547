import TextMetrics

/// A bar button item measured and sized by the profile, not yet placed (L7).
///
/// Offsets of the title and image are relative to the item's frame.
struct ItemSpec {
    let item: BarButtonItem
    /// What the item shows, as the geometry names it.
    let kind: ItemKindName
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
    /// Whether the profile has glass: the geometry then carries the item's iOS 26 and 27 properties with its style,
    /// for the glass pass (L64–L69, L78). A flag, not the box, so a spec copies without one more reference to retain.
    var glassy = false

    /// Measures `item` and sizes it with `resolved` (L7).
    init(item: BarButtonItem, resolved r: borrowing ResolvedMetrics, measurer: any TextMeasuring) throws(LayoutError) {
        switch item.content {
        case .text:
            try self.init(text: item.title ?? "", style: item.style, item: item, resolved: r, measurer: measurer)
        case .system(let system):
            if let text = r.title(of: system) {
                let style = item.style == .plain ? system.impliedStyle : item.style
                try self.init(text: text, style: style, item: item, resolved: r, measurer: measurer)
            } else {
                self.init(image: r.systemImageSize, item: item, resolved: r)
            }
        case .image(let size):
            self.init(image: size, item: item, resolved: r)
        case .customView(let size):
            // L64: under glass a custom view is at least the profile's minimum width.
            self.init(
                item: item, kind: .customView, width: max(size.width, r.glass?.value.customViewMinimumWidth ?? 0),
                height: size.height, edgeInset: r.customViewEdgeInset)
        case .fixedSpace(let space):
            self.init(
                item: item, kind: .fixedSpace, width: space, height: r.textButton.height, edgeInset: r.spaceEdgeInset)
        case .flexibleSpace:
            self.init(
                item: item, kind: .flexibleSpace, width: 0, height: r.textButton.height, edgeInset: r.spaceEdgeInset)
        }
        glassy = r.glass != nil
    }

    /// A text item: the measured title between the button's paddings.
    @inline(__always)
    private init(
        text: String, style: BarButtonItemStyle, item: BarButtonItem, resolved r: borrowing ResolvedMetrics,
        measurer: any TextMeasuring
    ) throws(LayoutError) {
        let bordered = style == .bordered || r.quirks.bordersTextButtons
        let button = Self.padded(bordered ? r.borderedButton : r.textButton, item: item, resolved: r)
        let done = style == .done || style == .prominent
        let textStyle = done ? r.doneButtonStyle : r.buttonStyle
        let measured: TextSize
        do { measured = try measurer.size(of: text, style: textStyle) } catch { throw .measurement(error) }
        let line = measured.lineMetrics
        self.item = item
        kind = .text
        self.style = style
        self.bordered = bordered
        width = button.paddingLeading + measured.width + button.paddingTrailing
        height = button.height
        edgeInset = button.edgeInset
        // L7, L33: the item's own adjustment, then the iOS 13 button appearance's.
        let adjust = item.titlePositionAdjustment + (done ? r.doneButtonTitleAdjustment : r.buttonTitleAdjustment)
        let frame = Frame(
            x: button.paddingLeading + adjust.horizontal, y: (button.height - line.lineHeight) / 2 + adjust.vertical,
            width: measured.width, height: line.lineHeight)
        title = TextGeometry(
            text: text, frame: frame, style: textStyle, line: line, color: done ? r.doneButtonColor : r.buttonColor)
        image = nil
    }

    /// An image item: the image between the image button's paddings.
    @inline(__always)
    private init(image size: Size, item: BarButtonItem, resolved r: borrowing ResolvedMetrics) {
        let button = Self.padded(r.imageButton, item: item, resolved: r)
        self.item = item
        kind = .image
        style = nil
        bordered = r.quirks.bordersTextButtons
        width = button.paddingLeading + size.width + button.paddingTrailing
        height = max(button.height, size.height)
        edgeInset = button.edgeInset
        title = nil
        image = Frame(x: button.paddingLeading, y: (height - size.height) / 2, width: size.width, height: size.height)
    }

    /// L78: `button` without its paddings when the item sets `isPaddingRemoved` under a profile that follows it.
    private static func padded(_ button: ButtonMetrics, item: BarButtonItem, resolved r: borrowing ResolvedMetrics)
        -> ButtonMetrics
    {
        // Most items set no iOS 26 key: one null test.
        guard let glass = item.glassBox else { return button }
        return unpadded(button, glass: glass, resolved: r)
    }

    /// `button` without its paddings when `glass` sets `isPaddingRemoved` under a profile that follows it (L78).
    private static func unpadded(_ button: ButtonMetrics, glass: GlassItemBox, resolved r: borrowing ResolvedMetrics)
        -> ButtonMetrics
    {
        guard glass.options.isPaddingRemoved,
            r.glass?.value.sceneKeys.contains("isPaddingRemoved") == true
        else {
            return button
        }
        var bare = button
        bare.paddingLeading = 0
        bare.paddingTrailing = 0
        return bare
    }

    /// A custom view or a space: a frame with nothing drawn in it.
    private init(item: BarButtonItem, kind: ItemKindName, width: Double, height: Double, edgeInset: Double) {
        self.item = item
        self.kind = kind
        style = nil
        bordered = false
        self.width = width
        self.height = height
        self.edgeInset = edgeInset
        title = nil
        image = nil
    }

    /// The geometry of the item placed in `slot`: displayed at its frame, or hidden for its reason.
    ///
    /// Inlined, so the geometry is built where it is stored, not built and then copied.
    @inline(__always)
    func geometry(_ slot: Slot) -> ItemGeometry {
        guard let frame = slot.frame else {
            // L8 gives every item it does not place a reason; `lowerPriority` is never needed here.
            return ItemGeometry(
                id: item.id, kind: kind, style: style, systemItem: item.systemItem,
                placement: .hidden(reason: slot.reason ?? .lowerPriority), bordered: bordered)
        }
        return ItemGeometry(
            id: item.id, kind: kind, style: style, systemItem: item.systemItem, bordered: bordered, frame: frame,
            title: title?.offsetBy(dx: frame.x, dy: frame.y), image: image?.offsetBy(dx: frame.x, dy: frame.y),
            glass: glassy ? GlassItemBox(item.glass.withStyle(item.style)) : nil)
    }
}
