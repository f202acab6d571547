/// Checks a scene's values against the rules of `SceneRule`, collecting each break with its path.
///
/// A path is an autoclosure, made into a string only when a value breaks a rule (or, with
/// `recordsPaths`, when it is kept for a later message), so checking a valid scene builds no strings.
/// `problems(_:)` checks twice when something breaks: first without recording paths, then with them.
struct SceneRuleChecker {
    /// The problems found so far, in the order of the scene.
    private(set) var problems: [SceneProblem] = []
    /// Whether paths kept for later messages (the first item with an `id`, the first group of an item) are
    /// made; without, they are left empty and the problems are only good to tell that something breaks.
    private let recordsPaths: Bool
    /// The position in `firstItems` of the first item seen with each `id`.
    private var itemsByID = FirstsByID<Int>()
    /// The first item seen with each `id`, with its path, in the order seen; kept only with `recordsPaths`.
    ///
    /// Without, an `id` seen twice is reported as if the items differed: the first pass only tells that the
    /// second must look, and keeping a copy of every item with an `id` cost more than the rest of its checks.
    private var firstItems: [(item: BarButtonItem, path: String)] = []

    /// A checker; `recordsPaths: false` is for the first pass of `problems(_:)`.
    private init(recordsPaths: Bool) {
        self.recordsPaths = recordsPaths
    }

    /// The problems `check` finds: none (and no path made) when nothing breaks a rule.
    ///
    /// The first pass makes no path that is kept for later; only when it finds a problem does a second pass
    /// make them, so the problems and their messages are exactly those of one pass that recorded every path.
    static func problems(_ check: (inout SceneRuleChecker) -> Void) -> [SceneProblem] {
        var quick = SceneRuleChecker(recordsPaths: false)
        check(&quick)
        guard !quick.problems.isEmpty else { return [] }
        var full = SceneRuleChecker(recordsPaths: true)
        check(&full)
        return full.problems
    }

    /// `path()` when paths are recorded; empty otherwise (the first pass of `problems(_:)`).
    private func kept(_ path: () -> String) -> String {
        recordsPaths ? path() : ""
    }

    /// Reports `rule` at `path` unless it accepts `number`.
    mutating func check(_ number: Double, _ rule: SceneRule, at path: @autoclosure () -> String) {
        if !rule.accepts(number) { problems.append(SceneProblem(path: path(), rule: rule)) }
    }

    /// Reports that the value at `path` breaks `rule`.
    mutating func report(_ rule: SceneRule, at path: @autoclosure () -> String) {
        problems.append(SceneProblem(path: path(), rule: rule))
    }

    /// Reports `rule` at `path` when `text` is empty.
    mutating func checkNonEmpty(_ text: String?, at path: @autoclosure () -> String) {
        if text?.isEmpty == true { problems.append(SceneProblem(path: path(), rule: .nonEmptyString)) }
    }

    /// Checks the whole scene.
    mutating func check(_ scene: Scene) {
        check(scene.width, .barWidth, at: "width")
        check(scene.scale, .scale, at: "scale")
        checkNonEmpty(scene.profile.nameOrPath, at: "profile")
        check(scene.appearance, at: "appearance")
        each(scene.items) { $0.check($1, at: "items[\($2)]") }
        if let color = scene.tintColor { check(color, at: "tintColor") }
        if let version = scene.schemaVersion, version != Scene.currentSchemaVersion {
            problems.append(SceneProblem(path: "schemaVersion", rule: .schemaVersion(found: Double(version))))
        }
        for (index, cover) in scene.covers.enumerated() { checkNonEmpty(cover, at: "covers[\(index)]") }
        check(scene.safeAreaInsets, width: scene.width)
        check(scene.scrollOffset, .offset, at: "scrollOffset")
        check(scene.appearances, at: { "" })
        if let locale = scene.locale {
            do throws(LocaleTagError) { _ = try SystemStrings.forLocale(locale) } catch {
                problems.append(SceneProblem(path: "locale", rule: .locale(error)))
            }
        }
    }

    /// Checks the iOS 13 appearances in each slot, at `PATH.standardAppearance` and so on (`path` empty: the top
    /// level).
    mutating func check(_ slots: BarAppearanceSlots, at path: () -> String) {
        guard !slots.isEmpty else { return }
        for slot in AppearanceSlot.allCases {
            guard let appearance = slots[slot] else { continue }
            func base() -> String {
                let prefix = path()
                return prefix.isEmpty ? slot.key : "\(prefix).\(slot.key)"
            }
            if let color = appearance.backgroundColor { check(color, at: "\(base()).backgroundColor") }
            if let color = appearance.shadowColor { check(color, at: "\(base()).shadowColor") }
            check(appearance.titleTextAttributes, at: "\(base()).titleTextAttributes")
            check(appearance.largeTitleTextAttributes, at: "\(base()).largeTitleTextAttributes")
            check(appearance.titlePositionAdjustment, at: "\(base()).titlePositionAdjustment")
            func button(_ button: BarButtonItemAppearance, _ key: String) {
                check(button.titleTextAttributes, at: "\(base()).\(key).titleTextAttributes")
                check(button.titlePositionAdjustment, at: "\(base()).\(key).titlePositionAdjustment")
            }
            button(appearance.buttonAppearance, "buttonAppearance")
            button(appearance.doneButtonAppearance, "doneButtonAppearance")
            button(appearance.backButtonAppearance, "backButtonAppearance")
        }
    }

    /// Checks text attributes: a non-empty family, the size, tracking and colour in range.
    mutating func check(_ attributes: TextAttributes, at path: @autoclosure () -> String) {
        checkNonEmpty(attributes.family, at: "\(path()).family")
        if let size = attributes.size { check(size, .fontSize, at: "\(path()).size") }
        if let tracking = attributes.tracking { check(tracking, .tracking, at: "\(path()).tracking") }
        if let color = attributes.color { check(color, at: "\(path()).color") }
    }

    /// L16: each inset a length, and both together less than the bar's width (reported at `safeAreaInsets.right`,
    /// or `.left` when it alone takes the whole width).
    mutating func check(_ insets: SafeAreaInsets, width: Double) {
        let before = problems.count
        check(insets.left, .length, at: "safeAreaInsets.left")
        check(insets.right, .length, at: "safeAreaInsets.right")
        guard problems.count == before, width.isFinite, insets.left + insets.right >= width else { return }
        let field = insets.left >= width ? "left" : "right"
        problems.append(SceneProblem(path: "safeAreaInsets.\(field)", rule: .insetsWithinWidth(width: width)))
    }

    /// Checks a navigation item's views and bar button items.
    ///
    /// The item is read in place through a pointer into its array (see `each(_:_:)`): taken as a value, even
    /// `borrowing` one read through `pointee`, it was copied whole on every check, which cost more than its checks.
    mutating func check(_ pointer: UnsafePointer<NavigationItem>, at path: @autoclosure () -> String) {
        if let button = pointer.pointee.backBarButtonItem { check(button, at: "\(path()).backBarButtonItem") }
        if pointer.pointee.storedLeadingGroups == nil {
            each(pointer.pointee.leftBarButtonItems) {
                $0.check($1.pointee, at: "\(path()).leftBarButtonItems[\($2)]")
            }
        }
        if pointer.pointee.storedTrailingGroups == nil {
            each(pointer.pointee.rightBarButtonItems) {
                $0.check($1.pointee, at: "\(path()).rightBarButtonItems[\($2)]")
            }
        }
        checkGroups(of: pointer, at: path())
        checkGlass(of: pointer, at: path())
        if let search = pointer.pointee.searchController { check(search, at: "\(path()).searchController") }
        if let view = pointer.pointee.titleView {
            check(view.width, .length, at: "\(path()).titleView.width")
            check(view.height, .length, at: "\(path()).titleView.height")
            check(view.minimumWidth, .length, at: "\(path()).titleView.minimumWidth")
            if view.minimumWidth > view.width {
                problems.append(
                    SceneProblem(
                        path: "\(path()).titleView.minimumWidth", rule: .minimumWidthWithinWidth(width: view.width)))
            }
        }
        check(pointer.pointee.appearances, at: path)
    }

    /// L40: checks the groups of `item`: each has items, its representative item is not one of them, and no bar
    /// button item is in two groups (or in a group and `additionalOverflowItems`); and every item's values.
    mutating func checkGroups(of pointer: UnsafePointer<NavigationItem>, at path: @autoclosure () -> String) {
        var seen: [Identity: String] = [:]
        func place(_ button: BarButtonItem, at itemPath: () -> String) {
            check(button, at: itemPath())
            if let first = seen[button.identity] {
                report(.oneGroupPerItem(firstPath: first), at: itemPath())
            } else {
                seen[button.identity] = kept(itemPath)
            }
        }
        func group(_ group: BarButtonItemGroup, at groupPath: () -> String) {
            if group.items.isEmpty { report(.groupHasItems, at: "\(groupPath()).items") }
            for (index, button) in group.items.enumerated() { place(button, at: { "\(groupPath()).items[\(index)]" }) }
            guard let representative = group.representativeItem else { return }
            func representativePath() -> String { "\(groupPath()).representativeItem" }
            if let index = group.items.firstIndex(where: { $0.isSame(as: representative) }) {
                check(representative, at: representativePath())
                report(.representativeNotInItems(itemPath: "\(groupPath()).items[\(index)]"), at: representativePath())
            } else {
                place(representative, at: representativePath)
            }
        }
        func groups(_ groups: [BarButtonItemGroup], _ key: String) {
            for (index, each) in groups.enumerated() { group(each, at: { "\(path()).\(key)[\(index)]" }) }
        }
        if let leading = pointer.pointee.storedLeadingGroups { groups(leading, "leadingItemGroups") }
        if let trailing = pointer.pointee.storedTrailingGroups { groups(trailing, "trailingItemGroups") }
        if !pointer.pointee.centerItemGroups.isEmpty { groups(pointer.pointee.centerItemGroups, "centerItemGroups") }
        if let pinned = pointer.pointee.pinnedTrailingGroup {
            group(pinned, at: { "\(path()).pinnedTrailingGroup" })
        }
        let overflow = pointer.pointee.additionalOverflowItems
        for index in overflow.indices { place(overflow[index], at: { "\(path()).additionalOverflowItems[\(index)]" }) }
        checkNonEmpty(pointer.pointee.customizationIdentifier, at: "\(path()).customizationIdentifier")
    }

    /// Checks a bar button item's numbers and that no different item has its `id`.
    mutating func check(_ item: borrowing BarButtonItem, at path: @autoclosure () -> String) {
        switch item.content {
        case .image(let size): check(size, at: "\(path()).image")
        case .customView(let size): check(size, at: "\(path()).customView")
        case .fixedSpace(let width): check(width, .length, at: "\(path()).fixedSpace")
        case .text, .system, .flexibleSpace: break
        }
        check(item.titlePositionAdjustment, at: "\(path()).titlePositionAdjustment")
        guard let id = item.id else { return }
        if let position = itemsByID[id] {
            // Without `recordsPaths` an `id` seen twice is reported as if the items differed (see `firstItems`).
            guard recordsPaths else {
                problems.append(SceneProblem(path: "", rule: .distinctIDs(id: id, firstPath: "")))
                return
            }
            let first = firstItems[position]
            if first.item != item {
                problems.append(SceneProblem(path: "\(path()).id", rule: .distinctIDs(id: id, firstPath: first.path)))
            }
        } else {
            itemsByID.record(firstItems.count, for: id)
            if recordsPaths { firstItems.append((copy item, path())) }
        }
    }

    /// Checks each element of `array` with `check`, handing it over with its index, as a pointer into the array.
    ///
    /// Not `enumerated()`, the array's subscript, nor a buffer pointer's subscript: each handed the element over
    /// as a copy (a navigation item's copy cost more than its checks). The pointer is good only during `check`.
    mutating func each<Element>(_ array: [Element], _ check: (inout Self, UnsafePointer<Element>, Int) -> Void) {
        array.withUnsafeBufferPointer { elements in
            guard let first = elements.baseAddress else { return }
            for index in elements.indices { check(&self, first + index, index) }
        }
    }

    /// Checks each value given in `values` with `check`, at `KEY.METRICS`, in the order of `BarMetrics.allCases`.
    ///
    /// `key` is a value described on demand (a `String`, a `JoinedPath`), not a path closure: a path closure
    /// made from another one needed `withoutActuallyEscaping`, which allocated a closure context on every call.
    mutating func each<V>(
        _ values: PerMetrics<V>, at key: some CustomStringConvertible, _ check: (inout Self, V, () -> String) -> Void
    ) {
        guard !values.isEmpty else { return }
        for metrics in BarMetrics.allCases {
            if let value = values.given(metrics) { check(&self, value, { "\(key).\(metrics.rawValue)" }) }
        }
    }

    /// Checks a size: both lengths.
    mutating func check(_ size: Size, at path: @autoclosure () -> String) {
        check(size.width, .length, at: "\(path()).width")
        check(size.height, .length, at: "\(path()).height")
    }

    /// Checks an offset: both components.
    mutating func check(_ offset: Offset, at path: @autoclosure () -> String) {
        check(offset.horizontal, .offset, at: "\(path()).horizontal")
        check(offset.vertical, .offset, at: "\(path()).vertical")
    }

    /// Checks a colour: every component.
    mutating func check(_ color: Color, at path: @autoclosure () -> String) {
        check(color.red, .colorComponent, at: "\(path()).red")
        check(color.green, .colorComponent, at: "\(path()).green")
        check(color.blue, .colorComponent, at: "\(path()).blue")
        check(color.alpha, .colorComponent, at: "\(path()).alpha")
    }

    /// Checks every value of an appearance at `path`, metrics by metrics in the order of `BarMetrics.allCases`.
    mutating func check(_ appearance: Appearance, at path: String) {
        func each<V>(_ values: PerMetrics<V>, _ key: String, _ check: (inout Self, V, () -> String) -> Void) {
            self.each(values, at: JoinedPath(head: path, tail: key), check)
        }
        each(appearance.titleTextAttributes, "titleTextAttributes") { $0.check($1, at: $2()) }
        each(appearance.titleVerticalPositionAdjustment, "titleVerticalPositionAdjustment") {
            $0.check($1, .offset, at: $2())
        }
        each(appearance.backButtonTitlePositionAdjustment, "backButtonTitlePositionAdjustment") {
            $0.check($1, at: $2())
        }
        each(appearance.backButtonBackgroundInsets, "backButtonBackgroundInsets") { checker, insets, path in
            checker.check(insets.top, .offset, at: "\(path()).top")
            checker.check(insets.leading, .offset, at: "\(path()).leading")
            checker.check(insets.bottom, .offset, at: "\(path()).bottom")
            checker.check(insets.trailing, .offset, at: "\(path()).trailing")
        }
        each(appearance.backIndicatorSize, "backIndicatorSize") { $0.check($1, at: $2()) }
    }
}

/// Two parts of a path joined by a dot, made into one string only when it is described (a value broke a rule).
struct JoinedPath: CustomStringConvertible {
    /// The part before the dot.
    let head: String
    /// The part after it.
    let tail: String

    var description: String { "\(head).\(tail)" }
}

extension Scene {
    /// Every value of the scene that breaks a rule of `SceneRule`, in the order of the scene; empty when it can be laid out.
    ///
    /// The scene reader, the solver and `navbar` check with these rules, so a
    /// scene built in Swift is accepted exactly when its JSON would be:
    ///
    /// ```swift
    /// Scene(width: 250_000, items: []).problems()  // [width: must be a number greater than 0 and at most 100000]
    /// ```
    ///
    /// - Returns: The problems, each with its path and rule.
    public func problems() -> [SceneProblem] {
        SceneRuleChecker.problems { $0.check(self) }
    }
}

extension SceneRuleChecker {
    /// L74: a search bar that asks for its scope bar has two or more titles, and its selected index is one of them.
    mutating func check(_ search: SearchController, at path: @autoclosure () -> String) {
        let titles = search.scopeButtonTitles
        if search.showsScopeBar && titles.count < 2 {
            report(.scopeBarTitles, at: "\(path()).scopeButtonTitles")
        }
        if !titles.isEmpty && !titles.indices.contains(search.selectedScopeButtonIndex)
            || titles.isEmpty && search.selectedScopeButtonIndex != 0
        {
            report(.scopeIndex(count: titles.count), at: "\(path()).selectedScopeButtonIndex")
        }
    }
}
