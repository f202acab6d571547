@testable import NavigationBarLayout

/// The enum values and `null`/non-`null` branches a set of geometries reaches.
///
/// The schema tests check that generated geometry reaches every branch, so
/// that every enum value and every nullable key is validated both ways.
struct GeometryCoverage {
    /// Each branch reached, named `key=value` (`hiddenReason=outsideBar`, `prompt=null`).
    private(set) var reached: Set<String> = []

    /// Every branch the geometry format has.
    static var everyBranch: Set<String> {
        var branches: Set<String> = []
        branches.formUnion(BarMetrics.allCases.map { "metrics=\($0.rawValue)" })
        branches.formUnion(LayoutDirection.allCases.map { "layoutDirection=\($0.rawValue)" })
        branches.formUnion(BackTitleForm.allCases.map { "form=\($0.rawValue)" })
        branches.formUnion(BackButtonSource.allCases.map { "source=\($0.rawValue)" })
        branches.formUnion(HiddenReason.allCases.map { "hiddenReason=\($0.rawValue)" })
        branches.formUnion(ItemKindName.allCases.map { "kind=\($0.rawValue)" })
        branches.formUnion(BarButtonItemStyle.allCases.map { "style=\($0.rawValue)" })
        branches.formUnion(SystemItem.allCases.map { "systemItem=\($0.rawValue)" })
        branches.formUnion(TitleKind.allCases.map { "titleKind=\($0.rawValue)" })
        for key in [
            "prompt", "backButton", "title", "backButton.image", "item.id", "item.frame", "item.title", "item.image",
            "item.style", "item.systemItem", "item.hiddenReason", "title.text", "title.frame", "largeTitle",
        ] {
            branches.insert("\(key)=null")
            branches.insert("\(key)=value")
        }
        for key in ["flipped", "item.bordered", "backButton.bordered", "item.displayed", "title.displayed"] {
            branches.insert("\(key)=true")
            branches.insert("\(key)=false")
        }
        // L40–L46: the groups' part of the format.
        branches.formUnion(["itemGroups=absent", "itemGroups=present"])
        branches.formUnion(NavigationItemStyle.allCases.map { "groups.style=\($0.rawValue)" })
        branches.formUnion(ItemGroupPosition.allCases.map { "group.position=\($0.rawValue)" })
        branches.formUnion(ItemGroupState.allCases.map { "group.state=\($0.rawValue)" })
        branches.formUnion(ItemState.allCases.map { "item.state=\($0.rawValue)" })
        branches.formUnion(OverflowEntrySource.allCases.map { "entry.source=\($0.rawValue)" })
        for key in ["overflowButton", "group.frame", "group.representativeItem", "entry.id", "entry.title"] {
            branches.insert("\(key)=null")
            branches.insert("\(key)=value")
        }
        for key in ["text.truncated", "title.truncated", "largeTitle.inline", "largeTitle.truncated"] {
            branches.insert("\(key)=true")
            branches.insert("\(key)=false")
        }
        return branches
    }

    /// Records `key=null` or `key=value`.
    private mutating func nullable(_ key: String, _ value: Any?) {
        reached.insert("\(key)=\(value == nil ? "null" : "value")")
    }

    /// Records the branches `geometry` reaches.
    mutating func record(_ geometry: BarGeometry) {
        reached.insert("metrics=\(geometry.bar.metrics.rawValue)")
        reached.insert("layoutDirection=\(geometry.bar.layoutDirection.rawValue)")
        nullable("prompt", geometry.prompt)
        nullable("backButton", geometry.backButton)
        nullable("title", geometry.title)
        if let prompt = geometry.prompt { reached.insert("text.truncated=\(prompt.truncated)") }
        if let back = geometry.backButton {
            reached.insert("form=\(back.form.rawValue)")
            reached.insert("source=\(back.source.rawValue)")
            reached.insert("flipped=\(back.indicator.flipped)")
            reached.insert("backButton.bordered=\(back.bordered)")
            nullable("backButton.image", back.image)
            if let title = back.title { reached.insert("text.truncated=\(title.truncated)") }
        }
        for item in geometry.leftItems + geometry.rightItems {
            reached.insert("kind=\(item.kind.rawValue)")
            if let style = item.style { reached.insert("style=\(style.rawValue)") }
            if let system = item.systemItem { reached.insert("systemItem=\(system.rawValue)") }
            if let reason = item.hiddenReason { reached.insert("hiddenReason=\(reason.rawValue)") }
            reached.insert("item.bordered=\(item.bordered)")
            reached.insert("item.displayed=\(item.displayed)")
            nullable("item.id", item.id)
            nullable("item.frame", item.frame)
            nullable("item.title", item.title)
            nullable("item.image", item.image)
            nullable("item.style", item.style)
            nullable("item.systemItem", item.systemItem)
            nullable("item.hiddenReason", item.hiddenReason)
        }
        recordGroups(geometry.itemGroups)
        if let title = geometry.title {
            reached.insert("titleKind=\(title.kind.rawValue)")
            reached.insert("title.truncated=\(title.truncated)")
            reached.insert("title.displayed=\(title.displayed)")
            nullable("title.text", title.text)
            nullable("title.frame", title.frame)
        }
        if geometry.writesLargeTitleKey { nullable("largeTitle", geometry.largeTitle) }
        if let large = geometry.largeTitle {
            reached.insert("largeTitle.inline=\(large.inline)")
            reached.insert("largeTitle.truncated=\(large.line.truncated)")
        }
    }

    /// Records the branches of the groups' part (L40–L46).
    private mutating func recordGroups(_ groups: ItemGroupsGeometry?) {
        reached.insert("itemGroups=\(groups == nil ? "absent" : "present")")
        guard let groups else { return }
        reached.insert("groups.style=\(groups.style.rawValue)")
        nullable("overflowButton", groups.overflowButton)
        for group in groups.groups {
            reached.insert("group.position=\(group.position.rawValue)")
            reached.insert("group.state=\(group.state.rawValue)")
            nullable("group.frame", group.frame)
            nullable("group.representativeItem", group.representativeItem)
            for item in group.items { reached.insert("item.state=\(item.state.rawValue)") }
        }
        for entry in groups.overflowMenu {
            reached.insert("entry.source=\(entry.source.rawValue)")
            nullable("entry.id", entry.id)
            nullable("entry.title", entry.title)
        }
    }
}
