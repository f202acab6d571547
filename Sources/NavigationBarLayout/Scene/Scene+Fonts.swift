import JSONFormat
import TextMetrics

extension Scene {
    /// This scene with the relative paths of its `fonts` taken relative to `folder`, the folder of the scene's
    /// file; absolute paths are kept.
    ///
    /// ```swift
    /// // Fixtures/sf.json says "fonts": {"prepend": ["fonts/SF-Pro.otf"]}
    /// let scene = try Scene.decode(json: bytes).resolvingFontPaths(relativeTo: "Fixtures")
    /// scene.fonts.prepend  // ["Fixtures/fonts/SF-Pro.otf"]
    /// ```
    ///
    /// - Parameter folder: The folder of the scene's file.
    /// - Returns: The scene with its font paths resolved.
    public func resolvingFontPaths(relativeTo folder: String) -> Scene {
        guard !fonts.isEmpty else { return self }
        var copy = self
        copy.fonts = fonts.resolved(relativeTo: folder)
        return copy
    }

    /// The measurer `scene` is measured with under `profile`: `measurer` with the scene's `fonts`, then the
    /// profile's, in its chains (`TextMeasuring.withFallbackFonts(_:)`); `measurer` itself when neither has any.
    ///
    /// - Parameters:
    ///   - scene: The scene, its font paths resolved.
    ///   - profile: Its profile.
    ///   - measurer: The measurer without the scene's fonts.
    /// - Returns: The measurer to lay the scene out with.
    /// - Throws: ``LayoutError/fontFile(field:_:)`` naming the first file that cannot be used and the field
    ///   (`fonts.prepend[0]`, or `profile.fonts.append[1]` for the profile's) that names it.
    public static func measurer(
        for scene: borrowing Scene, profile: borrowing MetricsProfile, base measurer: some TextMeasuring
    ) throws(LayoutError) -> any TextMeasuring {
        let fonts = scene.fonts.followed(by: profile.fonts)
        do { return try measurer.withFallbackFonts(fonts) } catch {
            // Only on failure: each file on its own, in order, finds the field naming the one that fails.
            for (field, path) in fields(scene: scene.fonts, profile: profile.fonts) {
                do { _ = try measurer.withFallbackFonts(FallbackFonts(append: [path])) } catch {
                    throw .fontFile(field: field, error)
                }
            }
            throw .fontFile(field: "fonts", error)
        }
    }

    /// Each font file of `scene`'s and then `profile`'s fonts with the field that names it
    /// (`fonts.prepend[0]`, `profile.fonts.append[1]`), in order.
    ///
    /// - Parameters:
    ///   - scene: The scene's fonts.
    ///   - profile: The profile's fonts.
    /// - Returns: Each file with its field.
    public static func fields(scene: FallbackFonts, profile: FallbackFonts) -> [(field: String, path: String)] {
        var fields: [(field: String, path: String)] = []
        for (prefix, fonts) in [("fonts", scene), ("profile.fonts", profile)] {
            for (list, paths) in [("prepend", fonts.prepend), ("append", fonts.append)] {
                fields += paths.enumerated().map { ("\(prefix).\(list)[\($0.offset)]", $0.element) }
            }
        }
        return fields
    }
}

extension FallbackFonts {
    /// `{"prepend": [paths], "append": [paths]}`, each list only when not empty.
    var jsonValue: JSONValue {
        .members([
            ("prepend", prepend.isEmpty ? nil : .array(prepend.map { .string($0) })),
            ("append", append.isEmpty ? nil : .array(append.map { .string($0) })),
        ])
    }
}

extension JSONField {
    /// A `fonts` object: `prepend` and `append`, each an optional array of non-empty font file paths.
    func fallbackFonts() -> FallbackFonts? {
        guard let object = object(keys: ["prepend", "append"]) else { return nil }
        func paths(_ key: String) -> [String] {
            object.optional(key)?.array { $0.nonEmptyString() } ?? []
        }
        return FallbackFonts(prepend: paths("prepend"), append: paths("append"))
    }
}
