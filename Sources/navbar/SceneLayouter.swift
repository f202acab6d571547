import NavigationBarLayout
import Synchronization
import TextMetrics

/// Profiles resolved so far, by the name or path a scene gives (thread-safe).
final class ProfileCache: Sendable {
    /// Resolved profiles and failures, by name or path.
    private let entries = Mutex<[String: Result<MetricsProfile, ProfileError>]>([:])

    /// Creates an empty cache.
    init() {}

    /// The profile `nameOrPath` names (`nil`: the default), as `ProfileLibrary.resolve` finds it.
    func resolve(_ nameOrPath: String?) -> Result<MetricsProfile, ProfileError> {
        let key = nameOrPath ?? ProfileLibrary.defaultName
        if let known = entries.withLock({ $0[key] }) { return known }
        let result: Result<MetricsProfile, ProfileError>
        do { result = .success(try ProfileLibrary.resolve(key)) } catch { result = .failure(error) }
        entries.withLock { $0[key] = result }
        return result
    }
}

/// What the command line changes in every scene.
struct SceneOverrides: Sendable {
    /// The bar width, instead of the scene's.
    var width: Double?
    /// The metrics, instead of the scene's.
    var metrics: BarMetrics?
    /// The profile, instead of the one the scene names.
    var profile: MetricsProfile?
    /// Lay out right to left.
    var rightToLeft = false
}

/// The scenes of a file (or of lines) that cannot be laid out: every problem found.
struct SceneFailure: Error {
    /// The problems; never empty.
    var problems: [InputProblem]
}

/// Decodes scenes, applies the command line's overrides and resolves their profiles, without laying them out.
///
/// All that `validate` needs; `SceneLayouter` adds a measurer to lay the scenes out.
struct SceneReader: Sendable {
    /// What the command line changes.
    var overrides: SceneOverrides
    /// Profiles named by scenes.
    var profiles = ProfileCache()

    /// Decodes `json`, read from `file`, applies the overrides and resolves the scene's profile.
    func prepare(json: [UInt8], file: String) throws(SceneFailure) -> (Scene, MetricsProfile) {
        var scene: Scene
        do { scene = try Scene.decode(json: json) } catch {
            throw SceneFailure(problems: error.problems.map(InputProblem.init))
        }
        if let width = overrides.width { scene.width = width }
        if let metrics = overrides.metrics { scene.metrics = metrics }
        if overrides.rightToLeft { scene.layoutDirection = .rightToLeft }
        if let profile = overrides.profile { return (scene, profile) }
        let named = scene.resolvingProfilePath(relativeTo: SceneInput.folder(of: file)).profile
        switch profiles.resolve(named) {
        case .success(let profile): return (scene, profile)
        case .failure(let error): throw SceneFailure(problems: InputProblem.profile(error))
        }
    }
}

/// Decodes and lays out scenes with the command line's overrides; shared by every thread.
struct SceneLayouter: Sendable {
    /// Decodes scenes and resolves their profiles.
    var reader: SceneReader
    /// The measurer (thread-safe).
    var measurer: any TextMeasuring

    /// A layouter applying `overrides` and measuring with `measurer`.
    init(overrides: SceneOverrides, measurer: any TextMeasuring) {
        reader = SceneReader(overrides: overrides)
        self.measurer = measurer
    }

    /// The same layouter (overrides, profile cache) with another measurer.
    func withMeasurer(_ measurer: any TextMeasuring) -> SceneLayouter {
        var copy = self
        copy.measurer = measurer
        return copy
    }

    /// Decodes `json`, read from `file`, applies the overrides and lays the scene out.
    func geometry(json: [UInt8], file: String) throws(SceneFailure) -> BarGeometry {
        let (scene, profile) = try prepare(json: json, file: file)
        do {
            return try BarLayout.solve(scene, profile: profile, measurer: measurer)
        } catch {
            throw SceneFailure(problems: InputProblem.layout(error))
        }
    }

    /// Decodes `json` and resolves its profile without laying it out (`SceneReader.prepare`).
    func prepare(json: [UInt8], file: String) throws(SceneFailure) -> (Scene, MetricsProfile) {
        try reader.prepare(json: json, file: file)
    }

    /// The profile named by `--profile`, or a usage (64), missing file (66) or bad data (65) error.
    static func commandLineProfile(_ nameOrPath: String?, label: String = "--profile") throws(CLIError)
        -> MetricsProfile?
    {
        guard let nameOrPath else { return nil }
        do { return try ProfileLibrary.resolve(nameOrPath) } catch {
            switch error {
            case .unknownProfile: throw .usage("\(label): \(error.description)")
            case .fileNotFound(let path): throw .noInput("\(path): no such profile file")
            case .unreadableFile(let path): throw .noInput("\(path): cannot read the profile file")
            case .invalidProfile(let path, let problems):
                throw CLIError(problems: problems.map(InputProblem.init), file: path)
            case .missingBundledProfiles: throw .failure(error.description)
            }
        }
    }

    /// A measurer over the shared font library with `fontFiles` added, keeping glyphs when asked.
    static func makeMeasurer(fontFiles: [String], keepsGlyphs: Bool = false) throws(CLIError) -> TextMeasurer {
        let library = FontLibrary.shared
        for path in fontFiles {
            do { _ = try library.add(fontFile: path) } catch {
                throw .failure(error.description)
            }
        }
        return TextMeasurer(library: library, keepsGlyphs: keepsGlyphs)
    }
}
