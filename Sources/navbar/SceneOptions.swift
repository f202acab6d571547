import NavbarCore
import NavigationBarLayout
import TextMetrics

/// The options the commands that read scenes share: what to change in every scene, and fonts to add.
struct SceneOptions {
    /// The option names, for suggestions.
    static let names = CommandTable.sceneOptions.map(\.name)

    /// `--width`.
    var width: Double?
    /// `--metrics`.
    var metrics: BarMetrics?
    /// `--profile`.
    var profile: String?
    /// `--rtl`.
    var rightToLeft = false
    /// `--font-file`, in order.
    var fontFiles: [String] = []
    /// `--confine-profiles`.
    var confineProfiles = false
    /// `--set`, in order.
    var settings: [SceneEdit] = []
    /// The named scene-key flags (`--dynamic-type`, …), by key: applied after `--set`, so they win.
    var namedKeys: [String: SceneEdit] = [:]

    /// Reads the value of `option` if it is one of these options; returns whether it was.
    mutating func read(_ option: String, from scanner: inout ArgumentScanner) throws(CLIError) -> Bool {
        switch option {
        case "--width":
            let text = try scanner.value(of: option)
            guard let width = ArgumentScanner.decimal(text), SceneRule.barWidth.accepts(width) else {
                throw .usage("the value of '--width' \(SceneRule.barWidth.message), got '\(text)'")
            }
            self.width = width
        case "--metrics":
            metrics = BarMetrics(rawValue: try scanner.choice(of: option, CommandTable.metrics.values))
        case "--profile": profile = try scanner.value(of: option)
        case "--rtl": rightToLeft = try scanner.flag(option)
        case "--confine-profiles": confineProfiles = try scanner.flag(option)
        case "--font-file": fontFiles.append(try scanner.value(of: option))
        default: return try readSceneKey(option, from: &scanner)
        }
        return true
    }

    /// Reads `option` if it sets a scene key (`--set` or a named one); returns whether it did.
    mutating func readSceneKey(_ option: String, from scanner: inout ArgumentScanner) throws(CLIError) -> Bool {
        let key: String
        let value: JSONValue
        switch option {
        case "--set":
            settings.append(try SceneEdit(setting: try scanner.value(of: option)))
            return true
        case "--dynamic-type":
            key = "contentSizeCategory"
            value = .string(try scanner.choice(of: option, CommandTable.dynamicType.values))
        case "--idiom":
            key = "userInterfaceIdiom"
            value = .string(try scanner.choice(of: option, CommandTable.idiom.values))
        case "--safe-area":
            let text = try scanner.value(of: option)
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
            guard parts.count == 2, let left = ArgumentScanner.decimal(parts[0]),
                let right = ArgumentScanner.decimal(parts[1])
            else {
                throw .usage("the value of '--safe-area' must be two numbers 'left,right', like '47,47', got '\(text)'")
            }
            key = "safeAreaInsets"
            value = ["left": .number(left), "right": .number(right)]
        case "--large-titles":
            key = "prefersLargeTitles"
            value = .bool(try scanner.flag(option))
        case "--scroll-offset":
            key = "scrollOffset"
            value = .number(try scanner.number(of: option))
        case "--dark":
            key = "userInterfaceStyle"
            value = .string(try scanner.flag(option) ? "dark" : "light")
        case "--status-bar":
            key = "statusBar"
            value = .bool(try scanner.flag(option))
        case "--device":
            key = "device"
            value = .string(try Self.deviceName(try scanner.value(of: option)))
        case "--bold-text":
            key = "boldText"
            value = .bool(try scanner.flag(option))
        case "--orientation":
            key = "orientation"
            value = .string(try scanner.choice(of: option, CommandTable.orientation.values))
        default: return false
        }
        namedKeys[key] = SceneEdit(key: key, value: value, flag: option)
        return true
    }

    /// The catalog's name for the device `name` (matched ignoring case).
    ///
    /// - Throws: a usage error (64) with the nearest name, or a failure when the catalog cannot be read.
    static func deviceName(_ name: String) throws(CLIError) -> String {
        do { return try DeviceCatalog.bundled.device(named: name).name } catch {
            if case .catalogUnavailable = error { throw .failure(error.description) }
            throw .usage("the value of '--device': \(error.description)")
        }
    }

    /// Every scene edit, in the order made: `--set` as given, then the named flags (in table order).
    var edits: [SceneEdit] {
        var named = CommandTable.sceneKeyOptions.compactMap { spec in namedKeys.values.first { $0.flag == spec.name } }
        // A device applies its values by the scene's profile, so a bundled `--profile` is the scene's too.
        if namedKeys["device"] != nil || namedKeys["orientation"] != nil, let profile,
            case .bundled = ProfileReference(profile)
        {
            named.insert(SceneEdit(key: "profile", value: .string(profile), flag: "--profile"), at: 0)
        }
        return settings + named
    }

    /// A layouter for these options: fonts added and the `--profile` resolved; with `keepsGlyphs`,
    /// its measurer keeps the glyphs it shapes, for drawing; its text caches hold `cacheCapacity` texts.
    func makeLayouter(keepsGlyphs: Bool = false, cacheCapacity: Int = TextMeasurer.defaultCacheCapacity)
        throws(CLIError) -> SceneLayouter
    {
        let profile = try SceneLayouter.commandLineProfile(profile)
        let measurer = try SceneLayouter.makeMeasurer(
            fontFiles: fontFiles, keepsGlyphs: keepsGlyphs, cacheCapacity: cacheCapacity)
        let overrides = SceneOverrides(
            width: width, metrics: metrics, profile: profile, rightToLeft: rightToLeft,
            confineProfiles: confineProfiles, edits: edits)
        return SceneLayouter(overrides: overrides, measurer: measurer)
    }
}
