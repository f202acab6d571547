import NavigationBarLayout

extension SnapshotStrategy where Value == BarGeometry, Format == String {
    /// The geometry JSON of `docs/FORMATS.md` in the default format (`BarGeometry.jsonString()`, format 2), with
    /// a final newline; stored as `.v2.json`. References recorded in format 1 (`.json`) are compared with
    /// ``geometryJSON(format:)`` and `.version1`.
    ///
    /// The strategy writes the geometry it is given: its texts have no `fontFamily` and `missingCharacters` keys
    /// unless the geometry carries them. To record them as `navbar layout` does, snapshot
    /// `try geometry.attachingFonts(measurer: measurer)` with the measurer the bar was laid out with.
    public static var geometryJSON: SnapshotStrategy<BarGeometry, String> {
        geometryJSON(format: .standard)
    }

    /// The geometry JSON in `format`, with a final newline; stored as `.json` (format 1) or `.v2.json` (format 2,
    /// beside format 1's reference).
    ///
    /// - Parameter format: The geometry format.
    /// - Returns: The strategy.
    public static func geometryJSON(format: GeometryFormat) -> SnapshotStrategy<BarGeometry, String> {
        SnapshotStrategy(pathExtension: format == .version1 ? "json" : "v\(format.rawValue).json") {
            $0.jsonString(format: format) + "\n"
        }
    }

    /// The compact layout text (`BarGeometry.layoutText`): one line per element; stored as `.txt`.
    ///
    /// ```text
    /// bar       width=375 height=44 metrics=default direction=leftToRight profile=ios7 scale=2 row y=0 h=44
    /// back      full        "Inbox"        x=8 y=7 w=63 h=30         indicator x=8 y=11.5 w=13 h=21  title x=27 y=11.5 w=44 h=21  source=backItemTitle
    /// right[0]  reply       image          x=326 y=7 w=44 h=30       image x=337 y=11 w=22 h=22  system=reply
    /// title     text        "Message"      x=151.5 y=11.5 w=72 h=21
    /// ```
    public static var layoutText: SnapshotStrategy<BarGeometry, String> {
        SnapshotStrategy(pathExtension: "txt") { $0.layoutText }
    }
}
