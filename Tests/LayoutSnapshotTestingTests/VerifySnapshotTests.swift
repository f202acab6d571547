import Foundation
import Testing

@testable import LayoutSnapshotTesting

/// The comparison core: what is recorded when, and the exact failure messages.
@Suite struct VerifySnapshotTests {
    let text = SnapshotStrategy<String, String>.lines

    /// The test the messages name: `inbox()` in module `BarTests`.
    static let inbox = SnapshotTestIdentity(
        testName: "inbox()", counterKey: "inbox", filter: "'^BarTests\\.BarTests/inbox\\(\\)(/|$)'",
        isParameterized: false)

    /// Verifies `actual` as snapshot `name` in `directory` with the environment given.
    func verify(
        _ actual: String, in directory: TemporaryDirectory, named name: String? = "bar",
        record: SnapshotRecordMode? = nil, environment: [String: String] = [:]
    ) -> String? {
        SnapshotVerifier(environment: environment, filePath: "/src/Tests/BarTests.swift", test: Self.inbox)
            .verify(actual, as: text, named: name, record: record, snapshotDirectory: directory.path)
    }

    @Test func aMissingReferenceIsRecordedAndReportedThenMatches() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(
            verify("one\n", in: dir) == """
                No reference snapshot "bar.txt" existed; recorded one (record mode missing, the default).

                Reference: \(dir.file("bar.txt"))

                Review it, re-run the test to compare against it, and commit it.
                """)
        #expect(dir.read("bar.txt") == "one\n")
        #expect(verify("one\n", in: dir) == nil)
    }

    @Test func aMismatchWritesTheFailedFileAndShowsTheDiff() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a\nb\nc\n", to: "bar.txt")
        #expect(
            verify("a\nB\nc\n", in: dir) == """
                Snapshot "bar.txt" does not match its reference.

                Reference: \(dir.file("bar.txt"))
                Actual:    \(dir.file("bar.failed.txt"))

                If the change is intended, re-record it:
                  NAVBAR_SNAPSHOT_RECORD=failed swift test --filter '^BarTests\\.BarTests/inbox\\(\\)(/|$)'
                or pass `record: .failed` to the assertion; then review and commit the reference.

                --- reference
                +++ actual
                @@ -1,3 +1,3 @@
                 a
                -b
                +B
                 c
                """)
        #expect(dir.read("bar.txt") == "a\nb\nc\n")
        #expect(dir.read("bar.failed.txt") == "a\nB\nc\n")
        // Passing again removes the failed output.
        #expect(verify("a\nb\nc\n", in: dir) == nil)
        #expect(!dir.exists("bar.failed.txt"))
    }

    @Test func failedModeRecordsOverTheReferenceAndStillFails() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a\n", to: "bar.txt")
        try dir.write("stale\n", to: "bar.failed.txt")
        #expect(verify("a\n", in: dir, record: .failed) == nil)
        #expect(!dir.exists("bar.failed.txt"))
        let environment = ["NAVBAR_SNAPSHOT_RECORD": "failed"]
        #expect(
            verify("b\n", in: dir, environment: environment) == """
                Snapshot "bar.txt" did not match its reference; recorded the new snapshot over it \
                (record mode failed, NAVBAR_SNAPSHOT_RECORD=failed).

                Reference: \(dir.file("bar.txt"))

                Review the change below, then re-run the test to compare against the new reference.

                --- reference
                +++ actual
                @@ -1 +1 @@
                -a
                +b
                """)
        #expect(dir.read("bar.txt") == "b\n")
        #expect(!dir.exists("bar.failed.txt"))
        #expect(verify("b\n", in: dir, environment: environment) == nil)
    }

    @Test func allModeRecordsEverySnapshotAndSaysWhetherItChanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a\n", to: "bar.txt")
        #expect(
            verify("a\n", in: dir, record: .all) == """
                Recorded snapshot "bar.txt" (record mode all, record: .all); it is unchanged.

                Reference: \(dir.file("bar.txt"))

                Turn record mode off and re-run the test to compare against it.
                """)
        let changed = verify("b\n", in: dir, record: .all)
        #expect(
            changed?.hasPrefix("Recorded snapshot \"bar.txt\" (record mode all, record: .all); it is changed.") == true)
        #expect(changed?.hasSuffix("@@ -1 +1 @@\n-a\n+b") == true)
        #expect(dir.read("bar.txt") == "b\n")
    }

    @Test func neverModeFailsOnAMissingReferenceWithoutRecording() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(
            verify("new\n", in: dir, environment: ["CI": "true"]) == """
                No reference snapshot "bar.txt" exists, and record mode is never (CI is set).

                Reference: \(dir.file("bar.txt"))
                Actual:    \(dir.file("bar.failed.txt"))

                Record it locally:
                  NAVBAR_SNAPSHOT_RECORD=missing swift test --filter '^BarTests\\.BarTests/inbox\\(\\)(/|$)'
                or pass `record: .missing` to the assertion; then review and commit the reference.
                """)
        #expect(!dir.exists("bar.txt"))
        #expect(dir.read("bar.failed.txt") == "new\n")
        // A mismatch under CI is reported, not recorded.
        try dir.write("old\n", to: "bar.txt")
        #expect(
            verify("new\n", in: dir, environment: ["CI": "true"])?.hasPrefix("Snapshot \"bar.txt\" does not") == true)
        #expect(dir.read("bar.txt") == "old\n")
    }

    @Test func aBadEnvironmentValueIsTheFailure() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(
            verify("a\n", in: dir, environment: ["NAVBAR_SNAPSHOT_RECORD": "always"])
                == "NAVBAR_SNAPSHOT_RECORD is 'always'; expected one of: all, missing, never, failed")
        #expect(!dir.exists("bar.txt"))
    }

    @Test func anUnreadableReferenceIsReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.file("bar.txt"), withIntermediateDirectories: true)
        let message = verify("a\n", in: dir)
        #expect(message?.hasPrefix("Cannot read the reference snapshot \(dir.file("bar.txt")): ") == true)
    }

    @Test func defaultReferencesLiveBesideTheTestFileNumberedPerTest() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let testFile = dir.file("Bar Tests/BarLayoutTests.swift")
        let first = SnapshotLocation.resolve(
            named: nil, pathExtension: "txt", snapshotDirectory: nil, filePath: testFile, testName: "inboxBar()")
        let second = SnapshotLocation.resolve(
            named: nil, pathExtension: "json", snapshotDirectory: nil, filePath: testFile, testName: "inboxBar()")
        let named = SnapshotLocation.resolve(
            named: "rtl", pathExtension: "txt", snapshotDirectory: nil, filePath: testFile, testName: "inboxBar()")
        let folder = dir.file("Bar Tests/__Snapshots__/BarLayoutTests")
        #expect(first.reference.path == folder + "/inboxBar.1.txt")
        #expect(first.failed.path == folder + "/inboxBar.1.failed.txt")
        #expect(second.reference.path == folder + "/inboxBar.2.json")
        #expect(named.reference.path == folder + "/inboxBar.rtl.txt")
        let fixture = SnapshotLocation.resolve(
            named: "seed-004-note", pathExtension: "txt", snapshotDirectory: dir.path, filePath: testFile,
            testName: "fixtures(_:)")
        #expect(fixture.reference.path == dir.file("seed-004-note.txt"))
        #expect(fixture.failed.path == dir.file("seed-004-note.failed.txt"))
    }

    @Test func namesAreSanitizedForFiles() {
        #expect(SnapshotLocation.sanitized("fixtureMatches(_:)") == "fixtureMatches")
        #expect(SnapshotLocation.sanitized("a/b c") == "a-b-c")
        #expect(SnapshotLocation.sanitized("../x") == "x")
        #expect(SnapshotLocation.sanitized("seed-004-note.v2") == "seed-004-note.v2")
        #expect(SnapshotLocation.sanitized("()") == "snapshot")
    }

    @Test func theGenericCoreUsesTheStrategysExtensionAndPullback() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let lengths: SnapshotStrategy<[String], String> = text.pullback {
            $0.map { "\($0.count)" }.joined(separator: "\n") + "\n"
        }
        #expect(
            verifyLayoutSnapshot(
                of: ["ab", "c"], as: lengths, named: "lengths", record: .missing, snapshotDirectory: dir.path)
                != nil)
        #expect(dir.read("lengths.txt") == "2\n1\n")
        #expect(
            verifyLayoutSnapshot(
                of: ["xy", "z"], as: lengths, named: "lengths", record: .never, snapshotDirectory: dir.path) == nil)
    }
}
