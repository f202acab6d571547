import Synchronization

/// The snapshots of one run of one test: the counter that numbers its unnamed snapshots, and its record mode.
///
/// Scopes are task-local: the `.layoutSnapshots` trait gives every test
/// case of the test or suite it is applied to a fresh scope, so the unnamed
/// snapshots of a test are `<test>.1`, `<test>.2`, … on every run, however
/// often and in whichever order tests run in one process. Outside Swift
/// Testing, wrap a test's body in ``withSnapshotScope(record:_:)``. An
/// assertion made outside any scope counts in one scope for the whole
/// process, keyed by the test, so a test that runs twice in one process
/// (`--repetitions`) goes on to `.2` on its second run.
///
/// ```swift
/// @Suite(.layoutSnapshots) struct BarTests {
///     @Test func inbox() { assertLayoutSnapshot(of: inboxScene, as: .layoutText) }  // inbox.1.txt
/// }
/// ```
public final class SnapshotScope: Sendable {
    /// The record mode of every assertion in the scope that passes no `record:` (before the environment's).
    public let record: SnapshotRecordMode?
    /// Unnamed snapshots taken so far, by test.
    private let counts = Mutex<[String: Int]>([:])

    /// The scope of the running task, if a trait or ``withSnapshotScope(record:_:)`` set one.
    @TaskLocal public static var current: SnapshotScope?

    /// The scope of assertions made outside any other.
    static let process = SnapshotScope()

    /// Creates an empty scope.
    ///
    /// - Parameter record: The record mode of assertions in the scope that pass no `record:`.
    public init(record: SnapshotRecordMode? = nil) {
        self.record = record
    }

    /// The number of the next unnamed snapshot of the test `key`: 1 the first time.
    func next(key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}

/// Runs `body` in a fresh ``SnapshotScope``: its unnamed snapshots are numbered from 1.
///
/// For XCTest and other code outside Swift Testing; in Swift Testing apply
/// the `.layoutSnapshots` trait instead.
///
/// ```swift
/// func testInbox() {
///     withSnapshotScope { assertLayoutSnapshot(of: inboxScene) }  // testInbox.1.txt
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode of assertions in `body` that pass no `record:`.
///   - body: The code whose snapshots share the scope.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withSnapshotScope<Result>(
    record: SnapshotRecordMode? = nil, _ body: () throws -> Result
) rethrows -> Result {
    try SnapshotScope.$current.withValue(SnapshotScope(record: record), operation: body)
}

/// Runs the asynchronous `body` in a fresh ``SnapshotScope``: its unnamed snapshots are numbered from 1.
///
/// - Parameters:
///   - record: The record mode of assertions in `body` that pass no `record:`.
///   - isolation: The actor `body` runs on.
///   - body: The code whose snapshots share the scope.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withSnapshotScope<Result>(
    record: SnapshotRecordMode? = nil, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotScope.$current.withValue(SnapshotScope(record: record), operation: body)
}
