import TextMetrics

/// The back button's content, measured in each form of its title (L2–L4).
struct BackButtonSpec {
    /// One form of the title: the title of L3.1 (its form, text and source) and its measured width.
    struct Form {
        let title: BackButtonContent.Title
        let width: Double
        let line: LineMetrics
    }

    /// The content's source, reported with the indicator-only form (L3.1).
    let source: BackButtonSource
    /// The forms to try, in the order of L3.1; the last is always `none` (L4).
    let forms: [Form]
    let image: Size?
    let metrics: BackButtonMetrics
    let insets: EdgeInsets
    let titleAdjustment: Offset
    let titleStyle: TextStyle
    /// L33: the back title's colour from the iOS 13 appearance, if any.
    let titleColor: Color?

    /// L2: whether `top` shows a back button when there is a back item (`hasBack`; seeds 000, 003).
    ///
    /// Takes whether there is a back item, not the item: wrapping an item in an optional copies it.
    static func isShown(top: NavigationItem, hasBack: Bool) -> Bool {
        guard hasBack, !top.hidesBackButton else { return false }
        return top.leftBarButtonItems.isEmpty || top.leftItemsSupplementBackButton
    }

    /// L3: the content the back item gives the back button, measured in every L4 form.
    ///
    /// A title wider than `widthLimit` is measured only far enough to know it: its form cannot fit the bar.
    init(
        back: borrowing NavigationItem, resolved r: borrowing ResolvedMetrics, measurer: any TextMeasuring,
        widthLimit: Double
    )
        throws(LayoutError)
    {
        let content = BackButtonContent(
            back: back, genericTitle: r.genericBackTitle, systemTitles: r.systemItemTitles)
        source = content.source
        image = content.image
        var forms: [Form] = []
        forms.reserveCapacity(content.titles.count + 1)
        // L4: the titles of L3.1 in order, then none.
        // L65: under a glass profile that shows no back title, a back item left to the default display mode
        // (no backButtonTitle, no backBarButtonItem) gives the chevron alone, in a circle.
        let chevronOnly =
            r.glass?.value.showsBackTitle == false && back.backButtonDisplayMode == .default
            && back.backButtonTitle == nil && back.backBarButtonItem == nil
        for title in content.titles where !chevronOnly {
            let measured: TextSize
            do {
                measured = try measurer.size(of: title.text, style: r.backTitleStyle, widthLimit: widthLimit)
            } catch { throw .measurement(error) }
            forms.append(Form(title: title, width: measured.width, line: measured.lineMetrics))
        }
        // The indicator-only form shows no text: its line metrics alone, no measuring.
        do {
            let line = try measurer.lineMetrics(for: r.backTitleStyle)
            forms.append(Form(title: .init(form: .none, text: "", source: source), width: 0, line: line))
        } catch { throw .measurement(error) }
        self.forms = forms
        metrics = r.backButton
        insets = r.backBackgroundInsets
        titleAdjustment = r.backTitleAdjustment
        titleStyle = r.backTitleStyle
        titleColor = r.backTitleColor
    }

    /// The frames of the button's parts in one form, from the bar's leading inset.
    private struct Frames {
        var button: Frame
        var indicator: Frame
        var image: Frame?
        /// The title's frame; `nil` in the indicator-only form.
        var title: Frame?
    }

    /// The frames of the button in the form at `index` of `forms`, its frame starting at the bar's leading inset.
    ///
    /// Forms are named by index: a `Form` copied out of the array retains its text.
    private func frames(_ index: Int, resolved r: borrowing ResolvedMetrics) -> Frames {
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
        var title: Frame?
        if forms[index].title.form != .none {
            cursor += m.indicatorGap
            let (width, lineHeight) = (forms[index].width, forms[index].line.lineHeight)
            title = Frame(
                x: cursor + titleAdjustment.horizontal, y: r.centredY(lineHeight) + titleAdjustment.vertical,
                width: width, height: lineHeight)
            cursor += width
        }
        cursor += m.paddingTrailing + insets.trailing
        // L3: negative insets shrink the frame, never below a size of 0.
        let height = max(0, m.height + insets.top + insets.bottom)
        return Frames(
            button: Frame(x: x, y: r.centredY(height), width: max(0, cursor - x), height: height),
            indicator: indicator, image: imageFrame, title: title)
    }

    /// The button's frame in the form at `index` of `forms`, moved `dx` along the bar (L16: from the safe area's
    /// edge): what L4 compares for each form, so only the form chosen is built as geometry.
    func frame(form index: Int, resolved r: borrowing ResolvedMetrics, dx: Double) -> Frame {
        let button = frames(index, resolved: r).button
        return dx == 0 ? button : button.offsetBy(dx: dx, dy: 0)
    }

    /// The button's frame, indicator, image and title in the form at `index` of `forms`, moved `dx` along the bar
    /// (L16: from the safe area's edge).
    func geometry(form index: Int, resolved r: borrowing ResolvedMetrics, dx: Double) -> BackButtonGeometry {
        var f = frames(index, resolved: r)
        if dx != 0 {
            f.button = f.button.offsetBy(dx: dx, dy: 0)
            f.indicator = f.indicator.offsetBy(dx: dx, dy: 0)
            f.image = f.image?.offsetBy(dx: dx, dy: 0)
            f.title = f.title?.offsetBy(dx: dx, dy: 0)
        }
        var title: TextGeometry?
        if let frame = f.title {
            title = TextGeometry(
                text: forms[index].title.text, frame: frame, style: titleStyle, line: forms[index].line,
                color: titleColor)
        }
        return BackButtonGeometry(
            frame: f.button, indicator: IndicatorGeometry(frame: f.indicator, flipped: false),
            form: forms[index].title.form, title: title, image: f.image, source: forms[index].title.source,
            bordered: metrics.bordered)
    }
}
