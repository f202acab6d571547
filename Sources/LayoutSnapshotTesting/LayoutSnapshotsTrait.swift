#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that runs every test case in a fresh ``SnapshotScope``.
    ///
    /// Apply it to a suite (it reaches every test inside) or to one test,
    /// optionally with a record mode for every assertion inside that passes
    /// no `record:`. swift-snapshot-testing's trait is `.snapshots`; this one
    /// is named apart from it so both can be used in one file.
    ///
    /// ```swift
    /// @Suite(.layoutSnapshots(record: .failed)) struct BarTests { … }
    /// ```
    public struct LayoutSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
        /// The record mode of the assertions inside that pass no `record:`.
        public var record: SnapshotRecordMode?

        /// The trait reaches every test in a suite it is applied to.
        public var isRecursive: Bool { true }

        /// Runs `function` (one test case) in a fresh scope.
        ///
        /// - Parameters:
        ///   - test: The test running.
        ///   - testCase: The test case running; `nil` for a suite.
        ///   - function: The test case.
        /// - Throws: What the test case throws.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await SnapshotScope.$current.withValue(SnapshotScope(record: record)) { try await function() }
        }
    }

    extension Trait where Self == LayoutSnapshotsTrait {
        /// A fresh ``SnapshotScope`` for every test case: unnamed snapshots numbered from 1 on every run.
        public static var layoutSnapshots: LayoutSnapshotsTrait { LayoutSnapshotsTrait(record: nil) }

        /// A fresh ``SnapshotScope`` for every test case, recording as `record` says unless an assertion says otherwise.
        ///
        /// - Parameter record: The record mode (before `NAVBAR_SNAPSHOT_RECORD` and `CI`).
        /// - Returns: The trait.
        public static func layoutSnapshots(record: SnapshotRecordMode?) -> LayoutSnapshotsTrait {
            LayoutSnapshotsTrait(record: record)
        }
    }
#endif
