import NavigationBarLayout
import SceneGenerators
import Testing

/// The property tests' own checks: the generator mixes every feature, and the properties that hold on every
/// generated scene still fail on a broken geometry.
@Suite struct PropertySelfTests {
    /// The features a scene shows, by name.
    static func features(_ scene: Scene) -> Set<String> {
        var names: Set<String> = [
            "profile \(scene.profile)", "idiom \(scene.userInterfaceIdiom)", "scale \(Int(scene.scale))",
            "metrics \(scene.metrics)", "direction \(scene.layoutDirection)",
        ]
        if scene.width < 200 { names.insert("very narrow") }
        if scene.width > 1_000 { names.insert("iPad wide") }
        if scene.width != scene.width.rounded() { names.insert("width off the grid") }
        if scene.safeAreaInsets != .zero { names.insert("safe-area insets") }
        if scene.contentSizeCategory != .large { names.insert("Dynamic Type") }
        if scene.prefersLargeTitles { names.insert("large titles") }
        if scene.scrollOffset < 0 { names.insert("over-scroll") }
        if scene.scrollOffset > 52 { names.insert("collapsed") }
        if scene.appearance != Appearance() { names.insert("iOS 5-7 appearance") }
        if !scene.appearances.isEmpty { names.insert("iOS 13 appearances") }
        if scene.items.count > 1 { names.insert("back item") }
        guard let top = scene.items.last else { return names }
        names.insert("mode \(top.largeTitleDisplayMode)")
        if top.titleView != nil { names.insert("title view") }
        if top.prompt != nil { names.insert("prompt") }
        if top.subtitle != nil { names.insert("subtitle") }
        if top.navigationBarMinimization != nil { names.insert("bar minimization") }
        if top.usesItemGroups {
            names.insert("groups, style \(top.style)")
            let groups = top.leadingItemGroups + top.trailingItemGroups + top.centerItemGroups
            if groups.contains(where: { $0.representativeItem != nil }) { names.insert("representative") }
            if groups.contains(where: \.isFixed) { names.insert("fixed group") }
            if top.pinnedTrailingGroup != nil { names.insert("pinned group") }
            if !top.centerItemGroups.isEmpty { names.insert("centre groups") }
            if !top.additionalOverflowItems.isEmpty { names.insert("additional overflow items") }
            if top.customizationIdentifier != nil { names.insert("customizationIdentifier") }
        }
        for item in top.leftBarButtonItems + top.rightBarButtonItems {
            switch item.content {
            case .text: names.insert("text \(item.style)")
            case .system: names.insert("system item")
            case .image: names.insert("image")
            case .customView: names.insert("custom view")
            case .fixedSpace: names.insert("fixed space")
            case .flexibleSpace: names.insert("flexible space")
            }
        }
        return names
    }

    /// Every feature shows in at least 1 % of 2,000 scenes, and a scene shows 14 of them on average: the
    /// generator mixes features, it does not try them one at a time.
    @Test func theGeneratorMixesEveryFeature() {
        let scenes = (0..<2_000).map { SceneGenerator.combinedScene(seed: CombinedPropertyTests.first + UInt64($0)) }
        let features = scenes.map(Self.features)
        var counts: [String: Int] = [:]
        for names in features { for name in names { counts[name, default: 0] += 1 } }
        let expected =
            ["profile ios17", "profile ios7", "profile ios6", "profile ios26", "profile ios27", "idiom phone"]
            + ["idiom pad", "scale 1", "scale 2"]
            + ["scale 3", "metrics default", "metrics compact", "direction leftToRight", "direction rightToLeft"]
            + ["very narrow", "iPad wide", "width off the grid", "safe-area insets", "Dynamic Type", "large titles"]
            + ["over-scroll", "collapsed", "iOS 5-7 appearance", "iOS 13 appearances", "back item", "title view"]
            + ["prompt", "mode automatic", "mode always", "mode never", "mode inline", "groups, style navigator"]
            + ["groups, style browser", "groups, style editor", "representative", "fixed group", "pinned group"]
            + ["centre groups", "additional overflow items", "customizationIdentifier", "text plain", "text done"]
            + ["text bordered", "system item", "image", "custom view", "fixed space", "flexible space"]
            + ["subtitle", "bar minimization"]
        for name in expected {
            #expect(counts[name, default: 0] >= 20, "\(name) in \(counts[name, default: 0]) of 2,000 scenes")
        }
        let mean = Double(features.map(\.count).reduce(0, +)) / Double(scenes.count)
        #expect(mean >= 14, "\(mean) features a scene")
    }

    /// The generator draws the item styles of before iOS 26 (plain, done, bordered): a `prominent` among them
    /// changed every scene drawn after it, the scenes of the instruction budgets (`Benchmarks/budgets.json`) too.
    @Test func theGeneratorDrawsThePreGlassStyles() {
        var generator = SplitMix64(state: 2026)
        var styles: Set<BarButtonItemStyle> = []
        for _ in 0..<600 { styles.insert(SceneGenerator.barButtonItem(using: &generator).style) }
        #expect(styles == [.plain, .done, .bordered])
    }

    /// A geometry whose right-to-left title is half a point off the mirror fails the mirror property.
    @Test func theMirrorPropertyCatchesHalfAPoint() throws {
        let scene = Scene(
            width: 375, profile: "ios17",
            items: [
                NavigationItem(title: "Inbox"), NavigationItem(title: "Message", rightBarButtonItems: [.system(.add)]),
            ])
        let ltr = try PropertyCheck.solve(scene)
        var rtl = try PropertyCheck.solve(BarProperties.mirrored(scene))
        #expect(BarProperties.exactMirror(ltr: ltr, rtl: rtl) == [])
        var title = try #require(rtl.title)
        let frame = try #require(title.frame)
        title.placement = .displayed(frame: frame.offsetBy(dx: 0.5, dy: 0), baseline: title.baseline)
        rtl.title = title
        let failures = BarProperties.exactMirror(ltr: ltr, rtl: rtl)
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("title:") == true)
    }

    /// A wider bar that hides an item shown on the narrower one fails the widening property.
    @Test func theWideningPropertyCatchesAHiddenItem() throws {
        let top = NavigationItem(title: "Message", rightBarButtonItems: [.system(.add, id: "add")])
        let narrow = try PropertyCheck.solve(Scene(width: 375, profile: "ios17", items: [top]))
        var wide = try PropertyCheck.solve(Scene(width: 400, profile: "ios17", items: [top]))
        #expect(BarProperties.wideningNeverHides(narrow: narrow, wide: wide) == [])
        wide.rightItems[0].placement = .hidden(reason: .outsideBar)
        #expect(
            BarProperties.wideningNeverHides(narrow: narrow, wide: wide) == [
                "item.trailing.add went from 0 to 2 (0 shown, 1 collapsed, 2 gone)"
            ])
    }
}
