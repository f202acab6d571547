import NavigationBarLayout
import TextMetrics

/// The layouters of the profile files read so far, by the path read, with their failures, and of the bundled
/// profiles scenes named (thread-safe).
///
/// `ProfileLibrary` decodes each bundled profile once per process. This cache holds what only one
/// run should keep: files, which may change between runs, and the errors of files that could not
/// be read, so a batch of a million lines naming one broken file reads it once; and, by the name
/// a scene gave, each bundled profile found, so a line naming one does not tell a name from a path
/// and look it up in `ProfileLibrary` again.
final class ProfileCache: Sendable {
    /// The layouters of profile files, and failures, by the path read.
    private let files = ThreadLock<[String: Result<BarLayouter, ProfileError>]>([:])
    /// The layouters of bundled profiles found, by the name scenes gave; no failures, so it holds no more
    /// entries than there are bundled profiles (and their aliases).
    private let bundled = ThreadLock<[String: BarLayouter]>([:])

    /// Creates an empty cache.
    init() {}

    /// The layouter of the profile `reference` names, as `ProfileLibrary.resolve` finds it with `access`: a
    /// bundled profile's is the one `ProfileLibrary.layouter` keeps, a file's is made once.
    ///
    /// `access` is made only when `reference` is a file path: most scenes name a bundled profile or none.
    func resolve(_ reference: ProfileReference, access makeAccess: () -> ProfileAccess)
        -> Result<BarLayouter, ProfileError>
    {
        guard case .file(let path) = reference else {
            let name = reference.nameOrPath
            if let known = bundled.withLock({ $0[name] }) { return .success(known) }
            do {
                let profile = try ProfileLibrary.layouter(reference)
                bundled.withLock { $0[name] = profile }
                return .success(profile)
            } catch { return .failure(error) }
        }
        let access = makeAccess()
        let location: String
        do { location = try access.location(of: path) } catch { return .failure(error) }
        let key = access.confined ? "confined:" + location : location
        if let known = files.withLock({ $0[key] }) { return known }
        let result: Result<BarLayouter, ProfileError>
        do { result = .success(BarLayouter(profile: try ProfileLibrary.resolve(reference, access: access))) } catch {
            result = .failure(error)
        }
        files.withLock { $0[key] = result }
        return result
    }
}

/// What the command line changes in every scene.
public struct SceneOverrides: Sendable {
    /// The bar width, instead of the scene's.
    public var width: Double?
    /// The metrics, instead of the scene's.
    public var metrics: BarMetrics?
    /// The profile, instead of the one the scene names.
    public var profile: MetricsProfile?
    /// Lay out right to left.
    public var rightToLeft = false
    /// Confine profile files named by scenes to each scene's folder (`--confine-profiles`).
    public var confineProfiles = false
    /// Changes made to every scene document before it is decoded (`--set` and the named scene-key flags), in order.
    public var edits: [SceneEdit] = []

    /// Overrides of the given parts of every scene; none by default.
    ///
    /// - Parameters:
    ///   - width: The bar width, instead of each scene's.
    ///   - metrics: The bar metrics, instead of each scene's.
    ///   - profile: The profile, instead of the one each scene names.
    ///   - rightToLeft: Whether to lay every scene out right to left.
    ///   - confineProfiles: Whether a scene's profile file must stay inside the scene's folder.
    ///   - edits: Changes made to every scene document before it is decoded, in order.
    public init(
        width: Double? = nil, metrics: BarMetrics? = nil, profile: MetricsProfile? = nil, rightToLeft: Bool = false,
        confineProfiles: Bool = false, edits: [SceneEdit] = []
    ) {
        self.edits = edits
        self.width = width
        self.metrics = metrics
        self.profile = profile
        self.rightToLeft = rightToLeft
        self.confineProfiles = confineProfiles
    }
}

/// Decodes scenes, applies the command line's overrides and resolves their profiles, without laying them out.
///
/// `SceneLayouter` adds a measurer to lay the scenes out.
struct SceneReader: Sendable {
    /// What the command line changes.
    let overrides: SceneOverrides
    /// The layouter of the profile of `overrides`, made once for every scene.
    let overridingProfile: BarLayouter?
    /// Profiles named by scenes.
    let profiles = ProfileCache()

    /// A reader applying `overrides`.
    init(overrides: SceneOverrides) {
        self.overrides = overrides
        overridingProfile = overrides.profile.map { BarLayouter(profile: $0) }
    }

    /// The folder whose files the scene `file` names relatively: its own folder; none for standard input (`-`).
    static func folder(of file: String) -> String {
        file == "-" ? "" : FilePath.deletingLastComponent(file)
    }

    /// Decodes `json`, read from `file`, applies the overrides and resolves the scene's profile.
    ///
    /// The bytes are parsed once, by the scene reader itself: a syntax error comes back as its one problem.
    func prepare(json: [UInt8], file: String) throws(CLIError) -> (Scene, BarLayouter) {
        let scene: Scene
        if overrides.edits.isEmpty {
            do { scene = try Scene.decode(json: json) } catch {
                throw CLIError(problems: error.problems.map(InputProblem.init))
            }
        } else {
            scene = try decodeEdited(json: json)
        }
        return try prepare(scene, file: file)
    }

    /// Refuses (65) a font file of `fonts` named by an absolute path or one that leads out of the scene's folder.
    static func checkConfined(_ fonts: FallbackFonts) throws(CLIError) {
        let outside = Scene.fields(scene: fonts, profile: FallbackFonts()).filter { _, path in
            path.hasPrefix("/") || path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
        }
        guard !outside.isEmpty else { return }
        throw CLIError(
            problems: outside.map { field, path in
                InputProblem(
                    path: field,
                    message: "font file '\(path)' is outside the scene's folder (--confine-profiles confines the "
                        + "files a scene names to it)")
            })
    }

    /// Applies the overrides to `scene`, read from `file`, and resolves its profile.
    func prepare(_ decoded: Scene, file: String) throws(CLIError) -> (Scene, BarLayouter) {
        // Font files are named relative to the scene's folder, and confined to it with the profiles.
        if overrides.confineProfiles { try Self.checkConfined(decoded.fonts) }
        var scene = decoded.fonts.isEmpty ? decoded : decoded.resolvingFontPaths(relativeTo: Self.folder(of: file))
        if let width = overrides.width { scene.width = width }
        if let metrics = overrides.metrics { scene.metrics = metrics }
        if overrides.rightToLeft { scene.layoutDirection = .rightToLeft }
        DeviceNotice.noteIfLegacy(scene)
        if let overridingProfile {
            BoldTextNotice.noteIfIgnored(scene, profile: overridingProfile.profile)
            StyleNotice.noteIfIgnored(scene, profile: overridingProfile.profile)
            GlassKeysNotice.noteIfIgnored(scene, profile: overridingProfile.profile)
            SearchNotice.noteIfIgnored(scene, profile: overridingProfile.profile)
            return (scene, overridingProfile)
        }
        // The folder (a path operation) only for a scene that names a profile file.
        let access = { ProfileAccess(folder: Self.folder(of: file), confined: self.overrides.confineProfiles) }
        switch profiles.resolve(scene.profile, access: access) {
        case .success(let profile):
            BoldTextNotice.noteIfIgnored(scene, profile: profile.profile)
            StyleNotice.noteIfIgnored(scene, profile: profile.profile)
            GlassKeysNotice.noteIfIgnored(scene, profile: profile.profile)
            SearchNotice.noteIfIgnored(scene, profile: profile.profile)
            return (scene, profile)
        case .failure(let error): throw CLIError(problems: InputProblem.profile(error))
        }
    }
}

/// Decodes and lays out scenes with the command line's overrides; shared by every thread.
///
/// Copies made with `withMeasurer` share one cache of the profile files scenes name.
public struct SceneLayouter: Sendable {
    /// Decodes scenes and resolves their profiles.
    var reader: SceneReader
    /// The measurer (thread-safe).
    public var measurer: any TextMeasuring
    /// The geometry format written (`--geometry-format`).
    public var geometryFormat = GeometryFormat.standard

    /// A layouter applying `overrides` and measuring with `measurer`.
    ///
    /// - Parameters:
    ///   - overrides: What the command line changes in every scene.
    ///   - measurer: The measurer (thread-safe); give each thread its own with ``withMeasurer(_:)``.
    public init(overrides: SceneOverrides, measurer: any TextMeasuring) {
        reader = SceneReader(overrides: overrides)
        self.measurer = measurer
    }

    /// Whether the command line changes scene documents before they are decoded (`--set` and the named
    /// scene-key flags).
    public var hasEdits: Bool { !reader.overrides.edits.isEmpty }

    /// The same layouter (overrides, profile cache) with another measurer.
    ///
    /// - Parameter measurer: The measurer of the copy.
    /// - Returns: The copy, sharing this layouter's cache of profile files.
    public func withMeasurer(_ measurer: any TextMeasuring) -> SceneLayouter {
        var copy = self
        copy.measurer = measurer
        return copy
    }

    /// Decodes `json`, read from `file` (`-` for standard input), applies the overrides and lays the scene out.
    ///
    /// - Parameters:
    ///   - json: The scene document's UTF-8 bytes.
    ///   - file: Where it was read from; a profile file the scene names is read relative to its folder.
    /// - Returns: The geometry.
    /// - Throws: every problem of the scene, its profile or its layout.
    public func geometry(json: [UInt8], file: String) throws(CLIError) -> BarGeometry {
        let (scene, shared) = try reader.prepare(json: json, file: file)
        return try solve(scene, layouter: shared)
    }

    /// Lays out `scene` with `profile`.
    ///
    /// - Parameters:
    ///   - scene: The scene, overrides already applied.
    ///   - profile: Its metrics profile.
    /// - Returns: The geometry; in geometry format 2, with the fonts of each text attached
    ///   (`BarGeometry.attachingFonts(measurer:)`).
    /// - Throws: the problems of a scene the solver rejects (``InputProblem/layout(_:)``).
    public func solve(_ scene: Scene, profile: MetricsProfile) throws(CLIError) -> BarGeometry {
        try solve(scene, layouter: BarLayouter(profile: profile))
    }

    /// Lays out `scene` with `layouter`.
    ///
    /// - Parameters:
    ///   - scene: The scene, overrides already applied.
    ///   - layouter: The layouter of its metrics profile.
    /// - Returns: The geometry; in geometry format 2, with the fonts of each text attached
    ///   (`BarGeometry.attachingFonts(measurer:)`).
    /// - Throws: the problems of a scene the solver rejects (``InputProblem/layout(_:)``).
    public func solve(_ scene: Scene, layouter: BarLayouter) throws(CLIError) -> BarGeometry {
        let geometry: BarGeometry
        // The measurer with the scene's and profile's font files, so format 2 names the families that measured.
        let measurer: any TextMeasuring
        do {
            measurer =
                scene.fonts.isEmpty && layouter.profile.fonts.isEmpty
                ? self.measurer : try Scene.measurer(for: scene, profile: layouter.profile, base: self.measurer)
            geometry = try layouter.solve(scene, measurer: measurer)
        } catch {
            throw CLIError(problems: InputProblem.layout(error))
        }
        SearchNotice.warnIfLeftOut(geometry, format: geometryFormat)
        guard geometryFormat == .version2 else { return geometry }
        do { return try geometry.attachingFonts(measurer: measurer) } catch {
            throw CLIError(problems: InputProblem.layout(.measurement(error)))
        }
    }

    /// Lays out the scene document `json`, read from `file`, keeping the document's `id` whatever happens.
    ///
    /// - Parameters:
    ///   - json: The scene document's UTF-8 bytes.
    ///   - file: Where it was read from (`-` for standard input); a profile file the scene names
    ///     is read relative to its folder.
    /// - Returns: The geometry or every problem, and the document's `id` (see ``SceneOutput/id(in:)``),
    ///   which is known whenever the document is JSON, even when the scene is invalid.
    public func layOut(json: [UInt8], file: String) -> SceneResult {
        var id: String?
        do {
            let (scene, shared) = try reader.prepare(json: json, file: file)
            id = scene.id
            return SceneResult(id: id, geometry: .success(try solve(scene, layouter: shared)))
        } catch {
            return SceneResult(id: Self.id(scene: id, json: json), geometry: .failure(error))
        }
    }

    /// The `id` a failed scene document echoes: the scene's, or, when the scene did not decode
    /// (or has none), the document's when it is JSON, parsed again on this failure path only.
    ///
    /// - Parameters:
    ///   - id: The decoded scene's `id`, or `nil` when the scene did not decode.
    ///   - json: The scene document's UTF-8 bytes.
    /// - Returns: The id to write with the error, if any.
    static func id(scene id: String?, json: [UInt8]) -> String? {
        if let id { return id }
        guard let document = try? JSONValue.parse(json) else { return nil }
        return SceneOutput.id(in: document)
    }

    /// Decodes `json`, read from `file`, applies the overrides and resolves its profile without laying it out.
    ///
    /// - Parameters:
    ///   - json: The scene document's UTF-8 bytes.
    ///   - file: Where it was read from; a profile file the scene names is read relative to its folder.
    /// - Returns: The scene with the overrides applied, and its profile.
    /// - Throws: every problem of the scene or its profile.
    public func prepare(json: [UInt8], file: String) throws(CLIError) -> (Scene, MetricsProfile) {
        let (scene, shared) = try reader.prepare(json: json, file: file)
        return (scene, shared.profile)
    }
}
