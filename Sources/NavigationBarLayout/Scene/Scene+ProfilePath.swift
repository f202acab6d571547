extension Scene {
    /// Whether `profile` names a profile file rather than a bundled profile (see `ProfileReference`).
    ///
    /// - Parameter profile: The scene's `profile` value.
    /// - Returns: `true` for a file path.
    public static func namesProfileFile(_ profile: String) -> Bool {
        if case .file = ProfileReference(profile) { return true }
        return false
    }

    /// This scene with a relative profile file path taken relative to `folder`, the folder of the scene's file.
    ///
    /// Bundled profile names and absolute paths are kept as they are, so a
    /// scene file and the profile file beside it can move together:
    ///
    /// ```swift
    /// // Fixtures/quirk.json says "profile": "profiles/ios7-quirk.json"
    /// let scene = try Scene.decode(json: bytes).resolvingProfilePath(relativeTo: "Fixtures")
    /// scene.profile  // "Fixtures/profiles/ios7-quirk.json"
    /// ```
    ///
    /// - Parameter folder: The folder of the scene's file.
    /// - Returns: The scene with its profile path resolved.
    public func resolvingProfilePath(relativeTo folder: String) -> Scene {
        guard case .file(let path) = profile else { return self }
        var copy = self
        // Unconfined access never throws.
        copy.profile = .file((try? ProfileAccess(folder: folder).location(of: path)) ?? path)
        return copy
    }
}
