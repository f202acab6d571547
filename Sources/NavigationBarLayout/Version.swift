/// The package's version: the one place it is written.
///
/// `navbar --version` prints it, and the newest release heading of
/// `CHANGELOG.md` names it (a test checks that the two agree).
///
/// ```swift
/// print(navigationBarLayoutVersion)  // "0.2.0"
/// ```
public let navigationBarLayoutVersion = "0.2.0"
