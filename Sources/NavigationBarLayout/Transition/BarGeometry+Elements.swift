import TextMetrics

extension BarGeometry {
    /// T1: every displayed element of the bar, in drawing order: prompt, back button, left items, right items, title.
    ///
    /// Hidden items and an undisplayed title are not elements. Texts carry
    /// the style, baseline and colour the solver gave them.
    ///
    /// - Returns: The elements, each with its role, key, frame and content.
    public func elements() -> [BarElement] {
        // The one place that reads the geometry's types: the rest of Transition/ works on elements.
        var list: [BarElement] = []
        if let prompt {
            list.append(
                BarElement(
                    role: .prompt, key: "prompt", frame: prompt.frame, text: prompt.text, truncated: prompt.truncated,
                    style: prompt.style, baseline: prompt.baseline, color: prompt.color))
        }
        if let back = backButton {
            list.append(BarElement(role: .backButton, key: "back", frame: back.frame, bordered: back.bordered))
            list.append(
                BarElement(
                    role: .backIndicator, key: "back.indicator", frame: back.indicator.frame,
                    flipped: back.indicator.flipped))
            if let image = back.image {
                list.append(BarElement(role: .backImage, key: "back.image", frame: image))
            }
            if let title = back.title {
                list.append(
                    BarElement(
                        role: .backTitle, key: "back.title", frame: title.frame, text: title.text,
                        truncated: title.truncated, style: title.style, baseline: title.baseline, color: title.color))
            }
        }
        for (side, items) in [(TransitionRole.leftItem, leftItems), (.rightItem, rightItems)] {
            for (index, item) in items.enumerated() {
                if let element = item.element(role: side, key: "\(side == .leftItem ? "left" : "right")[\(index)]") {
                    list.append(element)
                }
            }
        }
        if let title, let frame = title.frame {
            let isText = title.kind == .text
            list.append(
                BarElement(
                    role: isText ? .title : .titleView, key: isText ? "title" : "titleView", frame: frame,
                    text: title.text, truncated: title.truncated, style: title.style, baseline: title.baseline,
                    color: title.color))
        }
        return list
    }
}

extension ItemGeometry {
    /// The item as an element with `role` and `key`, or `nil` when it is not displayed.
    ///
    /// - Parameters:
    ///   - role: The element's role.
    ///   - key: The element's name.
    /// - Returns: The element: its frame, title and image; `nil` for an item that is not displayed.
    public func element(role: TransitionRole, key: String) -> BarElement? {
        guard let frame else { return nil }
        return BarElement(
            role: role, key: key, id: id, frame: frame, text: title?.text, truncated: title?.truncated ?? false,
            style: title?.style, baseline: title?.baseline, color: title?.color, textFrame: title?.frame,
            image: image, bordered: bordered, kind: kind, systemItem: systemItem, itemStyle: style)
    }
}
