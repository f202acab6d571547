import Foundation
import NavigationBarLayout

/// The scene fixtures in `Fixtures/` and the rules and semantics they must cover.
enum Fixtures {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `Fixtures/` directory.
    static let directory = root.appendingPathComponent("Fixtures", isDirectory: true)

    /// Where the fixtures' recorded snapshots live.
    static let snapshotDirectory = directory.appendingPathComponent("__Snapshots__", isDirectory: true).path

    /// Every fixture name (file names without `.json`), sorted: scenes and transition requests.
    static let allNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The scene fixture names, sorted: every fixture but the transition requests (`transition-*`).
    static let names = allNames.filter { !$0.hasPrefix(transitionPrefix) }

    /// The prefix of the transition request fixtures' names.
    static let transitionPrefix = "transition-"

    /// The transition request fixture names (`transition-*`), sorted.
    static let transitionNames = allNames.filter { $0.hasPrefix(transitionPrefix) }

    /// The transition request in fixture `name`.
    static func transitionRequest(_ name: String) throws -> TransitionRequest {
        var request = try TransitionRequest.decode(
            json: [UInt8](try Data(contentsOf: directory.appendingPathComponent("\(name).json"))))
        request.from = request.from.resolvingProfilePath(relativeTo: directory.path)
        return request
    }

    /// The scene in fixture `name`.
    static func scene(_ name: String) throws -> Scene {
        try Scene.decode(json: Data(contentsOf: directory.appendingPathComponent("\(name).json")))
            .resolvingProfilePath(relativeTo: directory.path)
    }

    /// The rule numbers of `docs/LAYOUT.md`, from its `## L<n> …` headings (`["L1", …, "L15"]`).
    static func layoutRules() throws -> [String] {
        try rules(prefix: "L")
    }

    /// The transition rules of `docs/LAYOUT.md` (`## T1 …` headings), in document order.
    static func transitionRules() throws -> [String] {
        try rules(prefix: "T")
    }

    /// The rules of `docs/LAYOUT.md` whose headings start `## ` and `prefix` and a number, in document order.
    static func rules(prefix: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/LAYOUT.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## " + prefix) else { return nil }
            let name = line.dropFirst(3).prefix { !$0.isWhitespace }
            return name.dropFirst().allSatisfy(\.isNumber) && name.count > 1 ? String(name) : nil
        }
    }

    /// The model semantics and features the fixtures must cover besides the rules, each at least once.
    static let semantics: Set<String> = [
        // Seed 000: UINavigationItem.
        "seed000.leftBarButtonItem", "seed000.leftBarButtonItems", "seed000.rightBarButtonItem",
        "seed000.rightBarButtonItems", "seed000.leftItemsSupplementBackButton", "seed000.hidesBackButton",
        "seed000.backBarButtonItem", "seed000.prompt", "seed000.titleView",
        // Seed 003: how the left side is filled.
        "seed003.previousTitle", "seed003.backBarButtonItem", "seed003.customLeftItem", "seed003.rootNoBackButton",
        // Seed 004: the Note / Edit example.
        "seed004.note", "seed004.noteEdit",
        // The back button.
        "back.genericTitle", "back.emptyTitle", "back.image", "back.systemTextItem", "back.customViewIgnored",
        "back.form.full", "back.form.generic", "back.form.none",
        // The back button title and display modes (iOS 11, iOS 14; L3.1).
        "back.backButtonTitle", "back.backButtonTitle.empty", "back.displayMode.default", "back.displayMode.generic",
        "back.displayMode.minimal", "back.displayMode.backBarButtonItemWins",
        // Items.
        "item.text", "item.image", "item.customView", "item.systemText", "item.systemImage",
        "item.titlePositionAdjustment", "style.plain", "style.done", "style.bordered",
        "space.fixed", "space.flexible",
        // Title.
        "title.truncated", "titleView.resizable", "titleView.fixed",
        // Appearance.
        "appearance.titleTextAttributes", "appearance.titleVerticalPositionAdjustment",
        "appearance.backIndicatorSize", "appearance.backButtonTitlePositionAdjustment",
        "appearance.backButtonBackgroundInsets", "appearance.perMetrics",
        // iOS 13 appearances (L30–L33).
        "barAppearance.standard", "barAppearance.compact", "barAppearance.scrollEdge",
        "barAppearance.compactScrollEdge", "barAppearance.bar", "barAppearance.item", "barAppearance.default",
        "barAppearance.transparentFallback", "barAppearance.titleTextAttributes",
        "barAppearance.titlePositionAdjustment", "barAppearance.buttonAppearance",
        "barAppearance.doneButtonAppearance", "barAppearance.backButtonAppearance",
        "barAppearance.ignoredWithoutSupport",
        // Bar settings.
        "profile.ios7", "profile.ios6", "profile.ios17", "idiom.phone", "idiom.pad", "safeArea.insets",
        "layoutMargin.16", "layoutMargin.20", "metrics.default", "metrics.compact", "metrics.defaultPrompt",
        "metrics.compactPrompt", "direction.leftToRight", "direction.rightToLeft", "scale.1", "scale.2", "scale.3",
        "bar.narrow", "bar.wide",
        // Large titles (L19–L21).
        "largeTitle.always", "largeTitle.automatic", "largeTitle.never", "largeTitle.inline",
        "largeTitle.prefersOff", "largeTitle.collapse", "largeTitle.overscroll", "largeTitle.truncated",
        "largeTitle.compact",
        // Dynamic Type (L50): every content size category.
        "contentSizeCategory.extraSmall", "contentSizeCategory.small", "contentSizeCategory.medium",
        "contentSizeCategory.large", "contentSizeCategory.extraLarge", "contentSizeCategory.extraExtraLarge",
        "contentSizeCategory.extraExtraExtraLarge", "contentSizeCategory.accessibilityMedium",
        "contentSizeCategory.accessibilityLarge", "contentSizeCategory.accessibilityExtraLarge",
        "contentSizeCategory.accessibilityExtraExtraLarge", "contentSizeCategory.accessibilityExtraExtraExtraLarge",
        // Bold Text (L63): on, its regular twin, and ignored by a profile without the weights.
        "boldText.on", "boldText.off", "boldText.ignored",
        // Overflow on each side.
        "overflow.left", "overflow.right",
        // Scripts.
        "script.cjk", "script.arabic", "script.hebrew",
        // A scene's locale: UIKit's strings in its language, and its direction.
        "locale.systemStrings", "locale.rightToLeft",
        // iOS 26 and 27 (L64–L69, L78): the glass profiles and the keys they follow.
        "profile.ios26", "profile.ios27", "glass.sharedCapsule", "glass.textCapsule", "glass.fixedSpaceSplit",
        "glass.sharesBackground", "glass.hidesSharedBackground", "glass.customViewMinimumWidth", "glass.backCircle",
        "glass.subtitle", "glass.largeSubtitle", "glass.prominent", "glass.twoProminent", "glass.badge.count",
        "glass.badge.string", "glass.badge.indicator", "glass.visibilityPriority", "glass.titleAlignment.leading",
        "glass.titleAlignment.center", "glass.titleAlignment.automatic", "glass.isPaddingRemoved", "glass.ignored",
        // Search in the bar (L70–L77).
        "search.stacked", "search.inline", "search.active", "search.scope", "search.collapse",
        "search.hidesWhenScrollingOff", "search.ignored",
        // iOS 26 search placements (L79, L80).
        "search.toolbar", "search.integrated", "search.integratedButton", "search.integratedCentered",
    ]
}
