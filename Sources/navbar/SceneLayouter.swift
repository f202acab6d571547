import NavigationBarLayout
import Synchronization
import TextMetrics

/// Profile files read so far, by the path read, with their failures (thread-safe).
///
/// Bundled profiles are not kept here: `ProfileLibrary` keeps those (decoded once per
/// process). This cache holds what only one run should keep: files, which may change
/// between runs, and the errors of files that could not be read, so a batch of a
/// million lines naming one broken file reads it once.
final class ProfileCache: Sendable {
    /// Profile files and failures, by the path read.
    private let files = Mutex<[String: Result<MetricsProfile, ProfileError>]>([:])

    /// Creates an empty cache.
    init() {}

    /// The profile `nameOrPath` names (`nil`: the default), as `ProfileLibrary.resolve` finds it with `access`.
    func resolve(_ nameOrPath: String?, access: ProfileAccess) -> Result<MetricsProfile, ProfileError> {
        guard let nameOrPath, case .file(let path) = ProfileReference(nameOrPath) else {
            do { return .success(try ProfileLibrary.resolve(nameOrPath)) } catch { return .failure(error) }
        }
        let location: String
        do { location = try access.location(of: path) } catch { return .failure(error) }
        let key = access.confined ? "confined:" + location : location
        if let known = files.withLock({ $0[key] }) { return known }
        let result: Result<MetricsProfile, ProfileError>
        do { result = .success(try ProfileLibrary.resolve(nameOrPath, access: access)) } catch {
            result = .failure(error)
        }
        files.withLock { $0[key] = result }
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
    /// Confine profile files named by scenes to each scene's folder (`--confine-profiles`).
    var confineProfiles = false
}

/// Decodes scenes, applies the command line's overrides and resolves their profiles, without laying them out.
///
/// `SceneLayouter` adds a measurer to lay the scenes out.
struct SceneReader: Sendable {
    /// What the command line changes.
    var overrides: SceneOverrides
    /// Profiles named by scenes.
    var profiles = ProfileCache()

    /// Decodes `json`, read from `file`, applies the overrides and resolves the scene's profile.
    func prepare(json: [UInt8], file: String) throws(CLIError) -> (Scene, MetricsProfile) {
        var scene: Scene
        do { scene = try Scene.decode(json: json) } catch {
            throw CLIError(problems: error.problems.map(InputProblem.init))
        }
        if let width = overrides.width { scene.width = width }
        if let metrics = overrides.metrics { scene.metrics = metrics }
        if overrides.rightToLeft { scene.layoutDirection = .rightToLeft }
        if let profile = overrides.profile { return (scene, profile) }
        let access = ProfileAccess(folder: SceneInput.folder(of: file), confined: overrides.confineProfiles)
        switch profiles.resolve(scene.profile, access: access) {
        case .success(let profile): return (scene, profile)
        case .failure(let error): throw CLIError(problems: InputProblem.profile(error))
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
    func geometry(json: [UInt8], file: String) throws(CLIError) -> BarGeometry {
        let (scene, profile) = try prepare(json: json, file: file)
        return try solve(scene, profile: profile)
    }

    /// Lays out `scene` with `profile`.
    func solve(_ scene: Scene, profile: MetricsProfile) throws(CLIError) -> BarGeometry {
        do {
            return try BarLayout.solve(scene, profile: profile, measurer: measurer)
        } catch {
            throw CLIError(problems: InputProblem.layout(error))
        }
    }

    /// Decodes `json` and resolves its profile without laying it out (`SceneReader.prepare`).
    func prepare(json: [UInt8], file: String) throws(CLIError) -> (Scene, MetricsProfile) {
        try reader.prepare(json: json, file: file)
    }

    /// The profile named by `--profile`, or a usage (64), missing file (66) or bad data (65) error.
    static func commandLineProfile(_ nameOrPath: String?, label: String = "--profile") throws(CLIError)
        -> MetricsProfile?
    {
        guard let nameOrPath else { return nil }
        do { return try ProfileLibrary.resolve(nameOrPath) } catch {
            throw CLIError(problems: InputProblem.commandLineProfile(error, label: label))
        }
    }

    /// A measurer over the shared font library with `fontFiles` added, keeping glyphs when asked.
    ///
    /// - Throws: 66 for a font file that cannot be opened, 65 for one that is not a usable font.
    static func makeMeasurer(fontFiles: [String], keepsGlyphs: Bool = false) throws(CLIError) -> TextMeasurer {
        let library = FontLibrary.shared
        for path in fontFiles {
            do { _ = try library.add(fontFile: path) } catch {
                throw CLIError(problems: [InputProblem.measurement(error)])
            }
        }
        return TextMeasurer(library: library, keepsGlyphs: keepsGlyphs)
    }
}
