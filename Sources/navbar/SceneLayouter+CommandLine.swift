import NavbarCore
import NavigationBarLayout
import TextMetrics

extension SceneLayouter {
    /// The profile named by `--profile`, or a usage (64), missing file (66) or bad data (65) error.
    static func commandLineProfile(_ nameOrPath: String?, label: String = "--profile") throws(CLIError)
        -> MetricsProfile?
    {
        guard let nameOrPath else { return nil }
        do { return try ProfileLibrary.resolve(nameOrPath) } catch {
            throw CLIError(problems: InputProblem.commandLineProfile(error, label: label))
        }
    }

    /// A measurer over the shared font library with `fontFiles` (`--font-file`) appended to every chain, as a
    /// scene's `fonts.append` would be, keeping glyphs when asked, caching `cacheCapacity` texts.
    ///
    /// The files' families can also be named by a profile's text styles.
    ///
    /// - Throws: 66 for a font file that cannot be opened, 65 for one that is not a usable font.
    static func makeMeasurer(
        fontFiles: [String], keepsGlyphs: Bool = false, cacheCapacity: Int = TextMeasurer.defaultCacheCapacity
    ) throws(CLIError) -> TextMeasurer {
        let measurer = TextMeasurer(library: .shared, cacheCapacity: cacheCapacity, keepsGlyphs: keepsGlyphs)
        do { return try measurer.measurer(fallbackFonts: FallbackFonts(append: fontFiles)) } catch {
            throw CLIError(problems: [InputProblem.measurement(error)])
        }
    }
}

extension InputProblem {
    /// The problems of a profile named on the command line by `label` (an unknown name is a usage error).
    static func commandLineProfile(_ error: ProfileError, label: String) -> [InputProblem] {
        switch error {
        case .unknownProfile, .unknownVersion:
            return [InputProblem(kind: .usage, message: "\(label): \(error.description)")]
        case .fileNotFound(let path): return [InputProblem(kind: .noInput, message: "\(path): no such profile file")]
        case .unreadableFile(let path):
            return [InputProblem(kind: .noInput, message: "\(path): cannot read the profile file")]
        default: return profile(error).map { $0.path == "profile" ? $0.with(path: "") : $0 }
        }
    }

    /// The same problem at `path`.
    func with(path: String) -> InputProblem {
        var copy = self
        copy.path = path
        return copy
    }
}
