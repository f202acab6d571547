import TextMetrics

/// The back button's content, measured in each form of its title (L2–L4).
struct BackButtonSpec {
    /// One form of the title: its text and measured width.
    struct Form {
        let form: BackTitleForm
        let text: String
        let width: Double
        let line: LineMetrics
    }

    let source: BackButtonSource
    /// The forms to try, fullest first; the last is always `none` (L4).
    let forms: [Form]
    let image: Size?
    let metrics: BackButtonMetrics
    let insets: EdgeInsets
    let titleAdjustment: Offset
    let titleStyle: TextStyle

    /// L2: whether `top` shows a back button for `back` (seeds 000, 003).
    static func isShown(top: NavigationItem, back: NavigationItem?) -> Bool {
        guard back != nil, !top.hidesBackButton else { return false }
        return top.leftBarButtonItems.isEmpty || top.leftItemsSupplementBackButton
    }

    /// L3: the content the back item gives the back button, measured in every L4 form.
    ///
    /// A title wider than `widthLimit` is measured only far enough to know it: its form cannot fit the bar.
    init(back: NavigationItem, resolved r: ResolvedMetrics, measurer: some TextMeasuring, widthLimit: Double)
        throws(LayoutError)
    {
        let full: String?
        if let item = back.backBarButtonItem {
            // L3: the back bar button item's title and/or image; a custom view on it is ignored.
            source = .backBarButtonItem
            full = item.title ?? item.systemItem?.title
            image = item.image
        } else if let title = back.title {
            source = .backItemTitle
            full = title
            image = nil
        } else {
            source = .genericTitle
            full = nil
            image = nil
        }
        var forms: [Form] = []
        func add(_ form: BackTitleForm, _ text: String) throws(LayoutError) {
            let measured: TextMeasurement
            do { measured = try measurer.measure(text, style: r.backTitleStyle, widthLimit: widthLimit) } catch {
                throw .measurement(error)
            }
            forms.append(Form(form: form, text: text, width: measured.width, line: measured.lineMetrics))
        }
        // L4: full title, then the generic title, then none. An empty title
        // (a common way to ask for the indicator alone) offers only `none`.
        if let full, !full.isEmpty {
            if full == r.genericBackTitle {
                try add(.full, full)
            } else {
                try add(.full, full)
                try add(.generic, r.genericBackTitle)
            }
        } else if source == .genericTitle {
            try add(.generic, r.genericBackTitle)
        }
        // The indicator-only form shows no text: its line metrics alone, no measuring.
        do {
            forms.append(Form(form: .none, text: "", width: 0, line: try measurer.lineMetrics(for: r.backTitleStyle)))
        } catch { throw .measurement(error) }
        self.forms = forms
        metrics = r.backButton
        insets = r.backBackgroundInsets
        titleAdjustment = r.backTitleAdjustment
        titleStyle = r.backTitleStyle
    }

    /// The button's frame, indicator, image and title in `form`, its frame starting at the bar's leading inset.
    func geometry(_ form: Form, resolved r: ResolvedMetrics) -> BackButtonGeometry {
        let m = metrics
        let x = m.edgeInset
        var cursor = x + insets.leading + m.paddingLeading
        let indicator = Frame(
            x: cursor, y: r.centredY(m.indicator.height), width: m.indicator.width, height: m.indicator.height)
        cursor = indicator.maxX
        var imageFrame: Frame?
        if let image {
            cursor += m.indicatorGap
            imageFrame = Frame(x: cursor, y: r.centredY(image.height), width: image.width, height: image.height)
            cursor += image.width
        }
        var title: TextGeometry?
        if form.form != .none {
            cursor += m.indicatorGap
            let lineHeight = form.line.lineHeight
            let frame = Frame(
                x: cursor + titleAdjustment.horizontal, y: r.centredY(lineHeight) + titleAdjustment.vertical,
                width: form.width, height: lineHeight)
            title = TextGeometry(text: form.text, frame: frame, style: titleStyle, line: form.line)
            cursor += form.width
        }
        cursor += m.paddingTrailing + insets.trailing
        // L3: negative insets shrink the frame, never below a size of 0.
        let height = max(0, m.height + insets.top + insets.bottom)
        return BackButtonGeometry(
            frame: Frame(x: x, y: r.centredY(height), width: max(0, cursor - x), height: height),
            indicator: IndicatorGeometry(frame: indicator, flipped: false),
            form: form.form, title: title, image: imageFrame, source: source, bordered: m.bordered)
    }
}
