extension TextMeasurer {
    /// The most measurers made by ``withFallbackFonts(_:)`` that one measurer keeps.
    static let derivedLimit = 64

    /// A measurer whose chains add `fonts`: the families of `fonts.prepend` before every style's family, those of
    /// `fonts.append` after the fallback families, each before this measurer's own `fallbackFonts`; this measurer
    /// itself when it has them all already (so asking twice gives the same measurer).
    ///
    /// Made once per set of fonts and kept (up to 64), so scenes that name the same files share one measurer and
    /// its cache; a measurer made with no fonts is the one it was made from. Each file is added to the library
    /// once, the first time any measurer made from the same first one needs it.
    ///
    /// - Parameter fonts: The font files, by path.
    /// - Returns: The measurer for those fonts.
    /// - Throws: ``TextMetricsError/fontFileUnreadable(path:reason:)`` or
    ///   ``TextMetricsError/fontFileInvalid(path:reason:)`` for the first file that cannot be used.
    public func withFallbackFonts(_ fonts: FallbackFonts) throws(TextMetricsError) -> any TextMeasuring {
        try measurer(fallbackFonts: fonts)
    }

    /// ``withFallbackFonts(_:)`` as a `TextMeasurer`.
    ///
    /// - Parameter requested: The font files, by path.
    /// - Returns: The measurer for those fonts.
    /// - Throws: As ``withFallbackFonts(_:)``.
    public func measurer(fallbackFonts requested: FallbackFonts) throws(TextMetricsError) -> TextMeasurer {
        let fonts = requested.followed(by: fallbackFonts)
        if fonts == fallbackFonts { return self }
        let root = base ?? self
        if fonts.isEmpty { return root }
        if let known = root.derived.withLock({ $0[fonts] }) { return known }
        var leading: [String] = []
        for path in fonts.prepend { leading += try fontFiles.families(of: path, library: library) }
        var trailing: [String] = []
        for path in fonts.append { trailing += try fontFiles.families(of: path, library: library) }
        let made = TextMeasurer(
            library: library, fallbackFamilies: root.fallbackFamilies + trailing, cacheCapacity: cacheCapacity,
            keepsGlyphs: keepsGlyphs, sharing: root.sharing, leadingFamilies: leading, fallbackFonts: fonts,
            base: root, fontFiles: fontFiles)
        return root.derived.withLock { derived in
            if let known = derived[fonts] { return known }
            if derived.count < Self.derivedLimit { derived[fonts] = made }
            return made
        }
    }
}
