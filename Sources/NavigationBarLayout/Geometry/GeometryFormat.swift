/// Which version of the geometry format a geometry is written in (`docs/FORMATS.md`).
///
/// Format 1 is the format of release 0.1: optional keys left out where the
/// model says so. Format 2 writes every key, `null` where a value is absent,
/// and adds the display list (`nodes`). Format 2 is the default; format 1
/// stays selectable (`--geometry-format 1`, `format: .version1`) and its
/// output is what release 0.1 wrote, byte for byte.
public enum GeometryFormat: Int, Hashable, Sendable, CaseIterable {
    /// Format 1: `schemaVersion` 1.
    case version1 = 1
    /// Format 2: `schemaVersion` 2, every key present, the display list as `nodes`.
    case version2 = 2

    /// The format written when none is asked for.
    public static let standard = GeometryFormat.version2

    /// The `schemaVersion` of a geometry or transition document in this format: 1 or 2.
    ///
    /// `GeometryFormat.standard.schemaVersion` is the version of what `navbar layout`, `batch` and `transition`
    /// and the encoders write when no format is asked for.
    public var schemaVersion: Int { rawValue }

    /// The format named by `number` (1 or 2), or `nil`.
    ///
    /// - Parameter number: The format's number, as `--geometry-format` takes it.
    public init?(number: Int) {
        self.init(rawValue: number)
    }
}
