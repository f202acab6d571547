/// The largest JSON document (scene, profile, batch line) the package and `navbar` read.
///
/// Scenes and profiles are a few kilobytes; the limit stops a wrong or hostile input
/// (`/dev/zero`, a huge file) from using up memory before the parser can say what is wrong.
public enum DocumentLimit {
    /// The most bytes one document may have: 16 MiB.
    public static let maximumBytes = 16 * 1024 * 1024

    /// The limit as written in messages: `16 MiB (16777216 bytes)`.
    public static let description = "16 MiB (\(maximumBytes) bytes)"
}
