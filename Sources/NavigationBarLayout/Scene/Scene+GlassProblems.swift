import JSONFormat

extension SceneRuleChecker {
    /// L68, L69: a badge only on an item that draws something (not a custom view or a space), and every
    /// `visibilityPriority` that names another item names one of the navigation item's, with no cycle.
    mutating func checkGlass(of pointer: UnsafePointer<NavigationItem>, at path: @autoclosure () -> String) {
        // Read in place (a copy of the item costs more than the check): most bars set none of these keys.
        let unset: (BarButtonItem) -> Bool = { $0.glassBox == nil }
        guard
            !pointer.pointee.leftBarButtonItems.allSatisfy(unset)
                || !pointer.pointee.rightBarButtonItems.allSatisfy(unset)
                || !pointer.pointee.centerItemGroups.allSatisfy({ $0.items.allSatisfy(unset) })
                || !(pointer.pointee.pinnedTrailingGroup?.items.allSatisfy(unset) ?? true)
        else { return }
        let items =
            (pointer.pointee.leadingItemGroups + pointer.pointee.trailingItemGroups + pointer.pointee.centerItemGroups)
            .flatMap(\.items) + (pointer.pointee.pinnedTrailingGroup?.items ?? [])
        let named = Dictionary(
            items.compactMap { button in button.id.map { ($0, button.glass.visibilityPriority) } },
            uniquingKeysWith: { first, _ in first })
        for (index, button) in items.enumerated() {
            func at() -> String { "\(path()) item '\(button.id ?? "#\(index)")'" }
            if button.glass.badge != nil {
                switch button.content {
                case .customView, .fixedSpace, .flexibleSpace:
                    report(
                        .glassItem(reason: "has a badge, which a custom view or a space cannot show"),
                        at: "\(at()).badge")
                default: break
                }
            }
            switch button.glass.visibilityPriority {
            case .higherThan(let name), .lowerThan(let name):
                guard VisibilityPriority.levelValue(name) == nil else { continue }
                guard named[name] != nil else {
                    let hint = Suggestion.closest(to: name, among: Array(named.keys) + VisibilityPriority.levelNames)
                    let suggestion = hint.map { "; did you mean '\($0)'?" } ?? ""
                    report(
                        .glassItem(
                            reason: "names '\(name)', which is neither an item id of this bar nor high, standard or "
                                + "low\(suggestion)"), at: "\(at()).visibilityPriority")
                    continue
                }
                if VisibilityPriority.value(of: button.id ?? "", in: named) == nil {
                    report(
                        .glassItem(reason: "is part of a cycle of higherThan/lowerThan references"),
                        at: "\(at()).visibilityPriority")
                }
            default: break
            }
        }
    }
}

extension VisibilityPriority {
    /// The value of the priority of the item named `id` among `named` (items' priorities by id), following
    /// `higherThan` (+1) and `lowerThan` (−1) references; `nil` for a cycle or a name that is not found.
    static func value(of id: String, in named: [String: VisibilityPriority]) -> Double? {
        var seen: Set<String> = []
        var offset = 0.0
        var current = id
        while true {
            guard seen.insert(current).inserted, let priority = named[current] else { return nil }
            switch priority {
            case .high: return 750 + offset
            case .standard: return 500 + offset
            case .low: return 250 + offset
            case .higherThan(let name), .lowerThan(let name):
                offset += priority == .higherThan(name) ? 1 : -1
                if let level = levelValue(name) { return level + offset }
                current = name
            }
        }
    }

    /// The value of this priority for an item of a bar whose items' priorities by id are `named` (L69): 250, 500
    /// or 750, one more or less than the priority referred to; `standard`'s for a reference that cannot be followed.
    func value(in named: [String: VisibilityPriority]) -> Double {
        switch self {
        case .high: return 750
        case .standard: return 500
        case .low: return 250
        case .higherThan(let name):
            return (Self.levelValue(name) ?? Self.value(of: name, in: named) ?? 500) + 1
        case .lowerThan(let name):
            return (Self.levelValue(name) ?? Self.value(of: name, in: named) ?? 500) - 1
        }
    }
}
