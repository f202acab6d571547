import NavigationBarLayout

/// Where one bar of the matrix was laid out: the device, orientation and text size.
public struct AuditPlace: Hashable, Sendable {
    /// The device's name.
    public var device: String
    /// The orientation.
    public var orientation: AuditOrientation
    /// The text size.
    public var contentSizeCategory: ContentSizeCategory
    /// Whether the Bold Text setting is on.
    public var boldText: Bool

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - device: The device's name.
    ///   - orientation: The orientation.
    ///   - contentSizeCategory: The text size.
    ///   - boldText: Whether the Bold Text setting is on.
    public init(device: String, orientation: AuditOrientation, contentSizeCategory: ContentSizeCategory, boldText: Bool)
    {
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.boldText = boldText
    }
}

extension ScreenPlan {
    /// The findings of the bar laid out at `place`: truncated and hidden texts, items in the overflow menu,
    /// a back title shortened to "Back" or the chevron, the generic back title where it is shown without a
    /// source, and texts whose format-2 geometry lists missing characters the plan did not already report.
    /// Elements with unmeasurable texts are not judged by their widths.
    ///
    /// - Parameters:
    ///   - geometry: The bar's geometry.
    ///   - place: Where it was laid out.
    /// - Returns: The findings, in the bar's order: back, title, prompt, left items, right items, groups.
    func findings(of geometry: BarGeometry, at place: AuditPlace) -> [AuditFinding] {
        var found: [AuditFinding] = []
        let missing = Self.missingCharacters(in: geometry).filter { !unmeasurable.contains($0.element) }
        func record(_ element: String, _ kind: FindingKind, text: String, shown: String, detail: String?) {
            found.append(
                AuditFinding(
                    screen: screen, element: element, locale: locale, device: place.device,
                    orientation: place.orientation, contentSizeCategory: place.contentSizeCategory,
                    boldText: place.boldText, kind: kind, text: text, shown: shown, key: texts[element]?.key,
                    detail: detail))
        }
        func add(_ element: String, _ kind: FindingKind, shown: String, fallback: String = "", detail: String? = nil) {
            guard !unmeasurable.contains(element), !missing.contains(where: { $0.element == element }) else { return }
            record(element, kind, text: texts[element]?.text ?? fallback, shown: shown, detail: detail)
        }
        for (element, text, fonts) in missing {
            record(
                element, .missingCharacters, text: text, shown: text,
                detail: "no font has \(fonts.codePoints.joined(separator: " "))")
        }
        let menu = geometry.itemGroups?.overflowMenu ?? []
        let menuPrefix = "itemGroups.overflowMenu["
        for unverified in system.unverifiedTexts(in: geometry) {
            if unverified.element == "backButton" {
                record(
                    "back", .systemStringUnverified, text: unverified.text, shown: unverified.text,
                    detail: "generic back title")
            } else if let item = unverified.systemItem, item.title == nil,
                let index = Int(unverified.element.dropFirst(menuPrefix.count).dropLast()),
                unverified.element.hasPrefix(menuPrefix), menu.indices.contains(index), let id = menu[index].id
            {
                // An image item's title, shown only in the overflow menu.
                record(
                    id, .systemStringUnverified, text: unverified.text, shown: unverified.text,
                    detail: "system item '\(item.rawValue)' in the overflow menu")
            }
        }
        if let back = geometry.backButton, back.source != .genericTitle, back.source != .minimalDisplayMode {
            switch back.form {
            case .full:
                if let title = back.title, title.truncated { add("back", .truncated, shown: title.text) }
            case .generic: add("back", .backTitleShortened, shown: back.title?.text ?? "")
            case .none: add("back", .backTitleShortened, shown: "")
            }
        }
        if let title = geometry.title, title.kind == .text {
            if !title.displayed {
                add("title", .hidden, shown: "")
            } else if title.truncated, geometry.largeTitle == nil {
                add("title", .truncated, shown: title.text ?? "")
            }
        }
        if let large = geometry.largeTitle, large.line.truncated {
            add("title", .truncated, shown: large.line.text, detail: "large title")
        }
        if let prompt = geometry.prompt, prompt.truncated { add("prompt", .truncated, shown: prompt.text) }
        var items = geometry.leftItems + geometry.rightItems
        for group in geometry.itemGroups?.groups ?? [] { items += group.items }
        for item in items { judge(item, add) }
        for entry in geometry.itemGroups?.overflowMenu ?? [] {
            guard let id = entry.id, texts[id] != nil, !items.contains(where: { $0.id == id }) else { continue }
            add(id, .inOverflowMenu, shown: "", fallback: entry.title ?? "")
        }
        if let reported {
            return found.filter { $0.element == reported }.map { finding in
                var finding = finding
                finding.variant = variant
                return finding
            }
        }
        return found.filter { !varied.contains($0.element) }
    }

    /// The texts of `geometry` whose attached fonts (format 2) list missing characters, by element: `back`,
    /// `title`, `prompt`, and the items by their ids; in that order.
    static func missingCharacters(in geometry: BarGeometry) -> [(element: String, text: String, fonts: TextFonts)] {
        var found: [(element: String, text: String, fonts: TextFonts)] = []
        func consider(_ element: String, _ text: String?, _ fonts: TextFonts?) {
            guard let text, let fonts, !fonts.missingCharacters.isEmpty,
                !found.contains(where: { $0.element == element })
            else { return }
            found.append((element, text, fonts))
        }
        consider("back", geometry.backButton?.title?.text, geometry.backButton?.title?.fonts)
        consider("title", geometry.title?.text, geometry.title?.fonts)
        consider("title", geometry.largeTitle?.line.text, geometry.largeTitle?.line.fonts)
        consider("prompt", geometry.prompt?.text, geometry.prompt?.fonts)
        var items = geometry.leftItems + geometry.rightItems
        for group in geometry.itemGroups?.groups ?? [] { items += group.items }
        for item in items {
            if let id = item.id { consider(id, item.title?.text, item.title?.fonts) }
        }
        return found
    }

    /// Adds the finding of one bar button item, if it has one.
    private func judge(
        _ item: ItemGeometry, _ add: (String, FindingKind, String, String, String?) -> Void
    ) {
        guard let element = item.id, item.kind != .fixedSpace, item.kind != .flexibleSpace else { return }
        let fallback = item.systemItem?.rawValue ?? ""
        switch item.placement {
        case .displayed:
            if let title = item.title, title.truncated { add(element, .truncated, title.text, fallback, nil) }
        case .hidden(.inOverflow): add(element, .inOverflowMenu, "", fallback, nil)
        case .hidden(.inlineLargeTitle): add(element, .inOverflowMenu, "", fallback, "inline large title")
        case .hidden(let reason): add(element, .hidden, "", fallback, reason.rawValue)
        }
    }
}
