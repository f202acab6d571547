import TextMetrics

extension SceneRuleChecker {
    /// Checks every number of a profile with the rules its reader uses: lengths, text sizes and tracking.
    ///
    /// `transitions: false` leaves out the choreography, which the solver does not read: its 20-odd
    /// tracks were most of the check's cost on every solve.
    mutating func check(_ profile: MetricsProfile, transitions: Bool = true) {
        func each<V>(_ values: PerMetrics<V>, _ key: String, _ check: (inout Self, V, () -> String) -> Void) {
            self.each(values, at: key, check)
        }
        let length: (inout Self, Double, () -> String) -> Void = { $0.check($1, .length, at: $2()) }
        let style: (inout Self, TextStyle, () -> String) -> Void = { checker, style, path in
            checker.check(style.size, .fontSize, at: "\(path()).size")
            checker.check(style.tracking, .tracking, at: "\(path()).tracking")
        }
        let button: (inout Self, ButtonMetrics, () -> String) -> Void = { checker, button, path in
            checker.check(button.edgeInset, .length, at: "\(path()).edgeInset")
            checker.check(button.paddingLeading, .length, at: "\(path()).paddingLeading")
            checker.check(button.paddingTrailing, .length, at: "\(path()).paddingTrailing")
            checker.check(button.height, .length, at: "\(path()).height")
        }
        each(profile.height, "height", length)
        each(profile.titleStyle, "titleStyle", style)
        each(profile.buttonStyle, "buttonStyle", style)
        each(profile.doneButtonStyle, "doneButtonStyle", style)
        each(profile.backTitleStyle, "backTitleStyle", style)
        each(profile.promptStyle, "promptStyle", style)
        each(profile.textButton, "textButton", button)
        each(profile.borderedButton, "borderedButton", button)
        each(profile.imageButton, "imageButton", button)
        each(profile.systemImageSize, "systemImageSize") { $0.check($1, at: $2()) }
        each(profile.customViewEdgeInset, "customViewEdgeInset", length)
        each(profile.spaceEdgeInset, "spaceEdgeInset", length)
        each(profile.itemSpacing, "itemSpacing", length)
        each(profile.titleGap, "titleGap", length)
        each(profile.backButton, "backButton") { checker, back, path in
            checker.check(back.edgeInset, .length, at: "\(path()).edgeInset")
            checker.check(back.paddingLeading, .length, at: "\(path()).paddingLeading")
            checker.check(back.paddingTrailing, .length, at: "\(path()).paddingTrailing")
            checker.check(back.height, .length, at: "\(path()).height")
            checker.check(back.indicator, at: "\(path()).indicator")
            checker.check(back.indicatorGap, .length, at: "\(path()).indicatorGap")
        }
        if let steps = profile.layoutMargins { check(steps, at: "layoutMargins") }
        if let largeTitle = profile.largeTitle { check(largeTitle, at: "largeTitle") }
        if let groups = profile.itemGroups {
            if let spacing = groups.groupSpacing { check(spacing, .length, at: "itemGroups.groupSpacing") }
            check(groups.titleMinimumWidth, .length, at: "itemGroups.titleMinimumWidth")
            checkNonEmpty(groups.overflowSymbol, at: "itemGroups.overflowSymbol")
        }
        for idiom in UserInterfaceIdiom.allCases {
            guard let values = profile.idioms[idiom] else { continue }
            if let height = values.height {
                self.each(height, at: JoinedPath(head: "idioms", tail: "\(idiom.rawValue).height"), length)
            }
            if let steps = values.layoutMargins { check(steps, at: "idioms.\(idiom.rawValue).layoutMargins") }
            if let largeTitle = values.largeTitle { check(largeTitle, at: "idioms.\(idiom.rawValue).largeTitle") }
        }
        if let backgrounds = profile.appearanceBackgrounds {
            for configuration in BarBackgroundConfiguration.allCases {
                let background = backgrounds[configuration]
                func path() -> String { "appearanceBackgrounds.\(configuration.rawValue)" }
                if let color = background.color { check(color, at: "\(path()).backgroundColor") }
                if let color = background.shadowColor { check(color, at: "\(path()).shadowColor") }
            }
        }
        if transitions, let choreography = profile.transitions { check(choreography, at: "transitions") }
        if let table = profile.dynamicType { check(table, at: "dynamicType") }
    }

    /// L50: a `dynamicType` table: one size per content size category for each role, each more than 0.
    mutating func check(_ table: DynamicTypeTable, at path: @autoclosure () -> String) {
        for role in DynamicTypeRole.allCases {
            guard let column = table.sizes[role] else { continue }
            func rolePath() -> String { "\(path()).\(role.rawValue)" }
            guard column.count == DynamicTypeTable.categoryCount else {
                report(.dynamicTypeSizeCount(found: column.count), at: rolePath())
                continue
            }
            for (index, size) in column.enumerated() { check(size, .dynamicTypeSize, at: "\(rolePath())[\(index)]") }
        }
    }

    /// L19–L21: a large-title section: lengths and a text style.
    mutating func check(_ largeTitle: LargeTitleMetrics, at path: @autoclosure () -> String) {
        check(largeTitle.rowHeight, .length, at: "\(path()).rowHeight")
        check(largeTitle.style.size, .fontSize, at: "\(path()).style.size")
        check(largeTitle.style.tracking, .tracking, at: "\(path()).style.tracking")
        check(largeTitle.bottomInset, .length, at: "\(path()).bottomInset")
        check(largeTitle.collapseThreshold, .length, at: "\(path()).collapseThreshold")
        if let magnification = largeTitle.magnification {
            check(magnification.rate, .length, at: "\(path()).magnification.rate")
            check(magnification.distance, .length, at: "\(path()).magnification.distance")
            check(magnification.maximum, .length, at: "\(path()).magnification.maximum")
        }
    }

    /// L17: a layout-margin rule: lengths, at least one step, in increasing `minWidth` from 0.
    mutating func check(_ steps: [LayoutMarginStep], at path: @autoclosure () -> String) {
        if steps.isEmpty { report(.layoutMarginOrder(previous: nil), at: path()) }
        for (index, step) in steps.enumerated() {
            check(step.minWidth, .length, at: "\(path())[\(index)].minWidth")
            check(step.margin, .length, at: "\(path())[\(index)].margin")
            if let spacing = step.itemSpacing { check(spacing, .length, at: "\(path())[\(index)].itemSpacing") }
        }
        for (index, rule) in steps.orderBreaks() {
            report(rule, at: "\(path())[\(index)].minWidth")
        }
    }
}

extension MetricsProfile {
    /// Every number of the profile outside the range its reader accepts (`docs/PROFILES.md`), with its path.
    ///
    /// A profile read from JSON has none. The solver refuses a profile built in Swift that has some in
    /// the sections it reads; `BarTransition.make` refuses one with problems in `transitions`.
    ///
    /// - Returns: The problems, each with its path and rule.
    public func problems() -> [SceneProblem] {
        SceneRuleChecker.problems { $0.check(self) }
    }

    /// The problems of the sections the solver reads: all but `transitions` (checked by `BarTransition.make`).
    ///
    /// A ``BarLayouter`` checks them once, when it is made.
    func layoutProblems() -> [SceneProblem] {
        SceneRuleChecker.problems { $0.check(self, transitions: false) }
    }

    /// The problems of the `transitions` section alone, with their paths.
    func transitionProblems() -> [SceneProblem] {
        SceneRuleChecker.problems { checker in
            if let choreography = transitions { checker.check(choreography, at: "transitions") }
        }
    }
}
