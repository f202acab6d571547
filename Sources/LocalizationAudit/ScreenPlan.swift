import JSONFormat
import NavigationBarLayout
import TextMetrics

/// One screen in one locale, ready to lay out on every device: its scene (texts translated), its localized
/// profile, what each element's full text is, and the findings that hold whatever the device.
struct ScreenPlan: Sendable {
    /// One element's text, for findings.
    struct Text: Sendable {
        /// The full text.
        var text: String
        /// The string key, when the text has one.
        var key: String?
    }

    /// The screen's `id`.
    var screen: String
    /// The locale.
    var locale: String
    /// The scene, with the back screen's item below the screen's; the matrix sets its width, scale and size.
    /// Its `locale` is `nil`: `profile` is already localized.
    var scene: Scene
    /// The profile, with the locale's generic back title and system item titles.
    var profile: MetricsProfile
    /// The name (or path) of the profile, for scenes written out.
    var profileName: String
    /// The full text of each element, by element name.
    var texts: [String: Text]
    /// The elements whose texts have characters no font measures: they are not judged by their widths.
    var unmeasurable: Set<String>
    /// The findings that hold on every device: missing translations, characters and sources.
    var findings: [AuditFinding]
    /// The locale's system strings, to find the bars that show the generic back title without a source.
    var system: SystemStrings
    /// The elements whose keys have several variations: each variation is audited by a plan of its own.
    var varied: Set<String> = []
    /// In a variation's plan, the element it audits (its only findings); `nil` in a screen's main plan.
    var reported: String?
    /// In a variation's plan, the variant key (`plural.few`, `device.ipad`).
    var variant: String?
    /// The idioms of the devices the plan is laid out on (a device variation applies to its kind only).
    var idioms: Set<UserInterfaceIdiom> = Set(UserInterfaceIdiom.allCases)
}

extension ScreenPlan {
    /// The plans of `screen` in `locale`: the main plan, then one per variation of each element whose key has
    /// several (plural, device), reporting that element only.
    ///
    /// - Throws: `AuditError` when the screen's profile or the locale cannot be used.
    static func plans(
        screen: AuditScreen, screens: AuditScreens, locale: String, strings: any AuditStrings,
        profile: MetricsProfile, measurer: any TextMeasuring
    ) throws(AuditError) -> [ScreenPlan] {
        var varied: [(element: String, key: String, texts: [AuditText])] = []
        for field in screen.texts {
            guard case .key(let key) = field.source else { continue }
            let texts = strings.variants(forKey: key, locale: locale)
            if texts.count > 1 { varied.append((field.element, key, texts)) }
        }
        // The back title is audited per variation too: the key of the screen below that gives it.
        if let backID = screen.back, let below = screens.screen(backID),
            case .key(let key)? = backField(of: below)?.source
        {
            let texts = strings.variants(forKey: key, locale: locale)
            if texts.count > 1 { varied.append(("back", key, texts)) }
        }
        // The main plan judges the other elements; a key with device variations gives it the variation of each
        // kind of device (one main plan per idiom), as the bar shows it there.
        let byDevice = varied.filter { $0.texts.contains { $0.variant?.hasPrefix("device.") == true } }
        let idioms: [Set<UserInterfaceIdiom>] =
            byDevice.isEmpty ? [Set(UserInterfaceIdiom.allCases)] : UserInterfaceIdiom.allCases.map { [$0] }
        var plans: [ScreenPlan] = []
        for kinds in idioms {
            var chosen = strings
            for (_, key, texts) in byDevice {
                let applying = texts.filter { !Self.idioms(of: $0, among: texts).isDisjoint(with: kinds) }
                if let widest = applying.max(by: { $0.text.count < $1.text.count }) {
                    chosen = VariantStrings(base: chosen, key: key, text: widest.text)
                }
            }
            var main = try ScreenPlan(
                screen: screen, screens: screens, locale: locale, strings: chosen, profile: profile,
                measurer: measurer)
            main.varied = Set(varied.map(\.element))
            main.idioms = kinds
            main.findings.removeAll { main.varied.contains($0.element) }
            if !plans.isEmpty { main.findings = [] }
            plans.append(main)
        }
        for (element, key, texts) in varied {
            for text in texts {
                var plan = try ScreenPlan(
                    screen: screen, screens: screens, locale: locale,
                    strings: VariantStrings(base: strings, key: key, text: text.text), profile: profile,
                    measurer: measurer)
                plan.reported = element
                plan.variant = text.variant
                plan.idioms = Self.idioms(of: text, among: texts)
                plan.findings = plan.findings.filter { $0.element == element }.map { finding in
                    var finding = finding
                    finding.variant = text.variant
                    return finding
                }
                plans.append(plan)
            }
        }
        return plans
    }

    /// The text field of `below` that gives the back title of the screens above it: its `backButtonTitle`,
    /// its `backBarButtonItem`'s title, or its `title`, the first it has.
    static func backField(of below: AuditScreen) -> ScreenText? {
        for element in ["backButtonTitle", "backBarButtonItem", "title"] {
            if let field = below.texts.first(where: { $0.element == element }) { return field }
        }
        return nil
    }

    /// The idioms `text` applies to: its own for `device.iphone` and `device.ipad`, those no sibling device
    /// variation covers for another `device.` variation, every idiom for a plural one.
    static func idioms(of text: AuditText, among texts: [AuditText]) -> Set<UserInterfaceIdiom> {
        if let idiom = text.idiom { return [idiom] }
        guard text.variant?.hasPrefix("device.") == true else { return Set(UserInterfaceIdiom.allCases) }
        return Set(UserInterfaceIdiom.allCases).subtracting(texts.compactMap(\.idiom))
    }
}

/// Strings with one key's text replaced by one of its variations.
private struct VariantStrings: AuditStrings {
    /// The strings.
    var base: any AuditStrings
    /// The key replaced.
    var key: String
    /// Its text.
    var text: String

    var locales: [String] { base.locales }

    func text(forKey key: String, locale: String) -> String? {
        key == self.key ? text : base.text(forKey: key, locale: locale)
    }
}

extension ScreenPlan {
    /// The plan of `screen` in `locale`.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - screens: Every screen (the back screen is looked up here).
    ///   - locale: The locale.
    ///   - strings: The translations.
    ///   - profile: The profile the screens use unless one sets its own, unlocalized.
    ///   - measurer: Measures the texts, to find missing characters.
    /// - Throws: `AuditError` when the screen's profile or the locale cannot be used.
    init(
        screen: AuditScreen, screens: AuditScreens, locale: String, strings: any AuditStrings,
        profile: MetricsProfile, measurer: any TextMeasuring
    ) throws(AuditError) {
        let system: SystemStrings
        do { system = try SystemStrings.forLocale(locale) } catch { throw .locale(locale, error.description) }
        var findings: [AuditFinding] = []
        var texts: [String: Text] = [:]
        func finding(_ element: String, _ kind: FindingKind, _ text: String, key: String?, detail: String? = nil) {
            findings.append(
                AuditFinding(
                    screen: screen.id, element: element, locale: locale, device: nil, orientation: nil,
                    contentSizeCategory: nil, kind: kind, text: text, shown: text, key: key, detail: detail))
        }
        /// The item of `source` with its texts translated; records them under `element` when `record`.
        func translated(_ source: AuditScreen, record: Bool) -> JSONValue {
            var item = JSONValue.object(source.item)
            for field in source.texts {
                let value: String
                var key: String?
                switch field.source {
                case .literal(let text): value = text
                case .key(let name):
                    key = name
                    if let text = strings.text(forKey: name, locale: locale) {
                        value = text
                    } else {
                        value = name
                        if record { finding(field.element, .missingTranslation, name, key: name) }
                    }
                }
                item = item.replacing(field.path[...], with: .string(value))
                if record { texts[field.element] = Text(text: value, key: key) }
            }
            return record ? ScreenPlan.identified(item) : item
        }
        var items: [JSONValue] = []
        if let backID = screen.back, let below = screens.screen(backID) {
            let item = translated(below, record: false)
            let kept = ["title", "backButtonTitle", "backButtonDisplayMode", "backBarButtonItem"]
            guard case .object(let members) = item else { preconditionFailure("a screen's item is an object") }
            items.append(.object(members.filter { kept.contains($0.key) }))
            let backText = item["backButtonTitle"] ?? item["backBarButtonItem"]?["title"] ?? item["title"]
            if case .string(let text)? = backText {
                var key: String?
                if case .key(let name)? = ScreenPlan.backField(of: below)?.source { key = name }
                texts["back"] = Text(text: text, key: key)
                if let key, strings.text(forKey: key, locale: locale) == nil {
                    finding("back", .missingTranslation, key, key: key)
                }
            }
        }
        items.append(translated(screen, record: true))
        let document = JSONValue.object(
            [
                JSONValue.Member("width", .number(375)), JSONValue.Member("items", .array(items)),
                // The locale sets the direction (unless the screen does); it is taken out again below, as the
                // profile is localized once here rather than for each bar.
                JSONValue.Member("locale", .string(locale)),
            ] + screen.scene)
        var scene: Scene
        do { scene = try Scene.decode(jsonValue: document) } catch {
            throw .screen(screen.id, error.problems.map(\.description).joined(separator: "; "))
        }
        scene.fonts = screens.fonts
        var localized = profile
        // A screen that names its profile is laid out with it; any other with the audit's.
        let namesProfile = screen.scene.contains { $0.key == "profile" }
        let profileName = namesProfile ? scene.profile.nameOrPath : profile.name
        if namesProfile {
            do { localized = try ProfileLibrary.resolve(scene.profile) } catch {
                throw .screen(screen.id, "profile: \(error.description)")
            }
        }
        localized = system.applied(to: localized)
        scene.profile = ProfileReference(profileName)
        scene.locale = nil
        // A system item's title is the same on every device: one finding per screen and locale. The generic back
        // title is shown only where the back title does not fit: each bar asks `SystemStrings.unverifiedTexts(in:)`.
        for (index, button) in (scene.items.last?.rightBarButtonItems ?? []).enumerated() {
            ScreenPlan.system(button, "rightBarButtonItems[\(index)]", system, &texts, finding)
        }
        for (index, button) in (scene.items.last?.leftBarButtonItems ?? []).enumerated() {
            ScreenPlan.system(button, "leftBarButtonItems[\(index)]", system, &texts, finding)
        }
        // Texts with characters no font has, as TextMetrics measured them (`Scene.missingCharacters`), once per
        // screen and locale; a bar's format-2 geometry adds what another engine's fonts missed.
        var unmeasurable: Set<String> = []
        do {
            for missing in try scene.missingCharacters(profile: localized, measurer: measurer) {
                let element = ScreenPlan.element(ofScenePath: missing.path, topIndex: scene.items.count - 1)
                unmeasurable.insert(element)
                finding(
                    element, .missingCharacters, missing.text, key: texts[element]?.key,
                    detail: "no font has \(missing.codePoints)")
            }
        } catch { throw .screen(screen.id, "\(error)") }
        self.init(
            screen: screen.id, locale: locale, scene: scene, profile: localized, profileName: profileName,
            texts: texts, unmeasurable: unmeasurable, findings: findings, system: system)
    }

    /// Records a system item's localized title under `element`, and a finding when a text item's has no source
    /// (an image item's title shows only in the overflow menu: each bar that puts it there reports it).
    private static func system(
        _ button: BarButtonItem, _ element: String, _ strings: SystemStrings, _ texts: inout [String: Text],
        _ finding: (String, FindingKind, String, String?, String?) -> Void
    ) {
        guard button.title == nil, let item = button.systemItem, let entry = strings.entry(for: item) else { return }
        texts[element] = Text(text: entry.text, key: nil)
        if entry.isInferred, item.title != nil {
            finding(element, .systemStringUnverified, entry.text, nil, "system item '\(item.rawValue)'")
        }
    }

    /// The element a path of `Scene.missingCharacters` names: `items[1].title` is `title`, the back item's
    /// texts and the generic back title are `back`, an item's `title` or `systemItem` is its item's.
    static func element(ofScenePath path: String, topIndex: Int) -> String {
        let top = "items[\(topIndex)]."
        guard path.hasPrefix(top) else { return "back" }
        var element = String(path.dropFirst(top.count))
        for suffix in [".title", ".systemItem"] where element.hasSuffix(suffix) && element != "title" {
            element.removeLast(suffix.count)
        }
        return element
    }

    /// `item` with each bar button item's `id` set to its element's name, so the geometry's items name their
    /// elements (ids have no effect on layout).
    static func identified(_ item: JSONValue) -> JSONValue {
        var result = item
        for path in AuditScreens.buttonPaths(of: item) {
            let button = item.value(at: path) ?? .null
            guard case .object(var fields) = button else { continue }
            fields.removeAll { $0.key == "id" }
            fields.insert(JSONValue.Member("id", .string(JSONPathStep.string(path))), at: 0)
            result = result.replacing(path[...], with: .object(fields))
        }
        return result
    }
}

/// Why an audit cannot run.
public enum AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A screen that cannot be made a scene (its profile, or a value of its own).
    case screen(String, String)
    /// A locale the system strings table cannot serve.
    case locale(String, String)
    /// A geometry's id that names no bar of the matrix (`--from-geometry`).
    case unknownBar(String)
    /// A matrix with nothing in it.
    case emptyMatrix(String)

    /// The message.
    public var description: String {
        switch self {
        case .screen(let id, let message): "screen '\(id)': \(message)"
        case .locale(let locale, let message): "locale '\(locale)': \(message)"
        case .unknownBar(let id): "'\(id)' is not a bar of the audit's matrix"
        case .emptyMatrix(let message): message
        }
    }
}
