import Foundation

/// When a snapshot is written to disk instead of, or as well as, being compared.
///
/// The mode in use is, in order: the `record:` argument; the record mode of
/// the current ``SnapshotScope`` (`.layoutSnapshots(record:)` on the suite or
/// test); the environment variable `NAVBAR_SNAPSHOT_RECORD` (`all`,
/// `missing`, `never`, `failed`);
/// `never` when the environment variable `CI` is set (non-empty), so
/// continuous integration never records; otherwise `missing`.
///
/// ```sh
/// NAVBAR_SNAPSHOT_RECORD=failed swift test --filter fixtureMatchesItsSnapshots
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable, Hashable {
    /// Record every snapshot, overwriting the references; each assertion fails so the run is not mistaken for a pass.
    case all
    /// Record a snapshot only when it has no reference (and fail, asking for a re-run); compare the rest.
    case missing
    /// Never record: a missing reference is a failure.
    case never
    /// Compare, and overwrite the reference of each snapshot that does not match (still reporting the failure).
    case failed

    /// The environment variable that chooses the mode when no `record:` argument is given.
    public static let environmentVariable = "NAVBAR_SNAPSHOT_RECORD"

    /// The mode to use: `explicit` if given, else the environment's (see the type's summary).
    ///
    /// - Throws: `SnapshotRecordModeError` when `NAVBAR_SNAPSHOT_RECORD` holds another value.
    ///
    /// - Parameters:
    ///   - explicit: The mode the assertion was given, if any.
    ///   - environment: The environment to read `NAVBAR_SNAPSHOT_RECORD` and `CI` from.
    /// - Returns: `explicit`, else the variable's mode, else `never` when `CI` is set, else `missing`.
    public static func resolve(
        _ explicit: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnapshotRecordModeError) -> SnapshotRecordMode {
        if let explicit { return explicit }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                throw SnapshotRecordModeError(value: value)
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty { return .never }
        return .missing
    }
}

/// `NAVBAR_SNAPSHOT_RECORD` holds a value that is not a record mode.
public struct SnapshotRecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value found.
    public var value: String

    /// Creates the error for `value`.
    ///
    /// - Parameter value: The value of `NAVBAR_SNAPSHOT_RECORD`.
    public init(value: String) {
        self.value = value
    }

    /// `NAVBAR_SNAPSHOT_RECORD is 'V'; expected one of: all, missing, never, failed`.
    public var description: String {
        let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return "\(SnapshotRecordMode.environmentVariable) is '\(value)'; expected one of: \(modes)"
    }
}
