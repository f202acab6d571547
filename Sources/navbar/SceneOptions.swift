import NavbarCore
import NavigationBarLayout
import TextMetrics

/// The options `layout` and `batch` share: what to change in every scene, and fonts to add.
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
        default: return false
        }
        return true
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
            confineProfiles: confineProfiles)
        return SceneLayouter(overrides: overrides, measurer: measurer)
    }
}
