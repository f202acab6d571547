import Foundation
import Testing

@testable import LayoutSnapshotTesting

/// Unnamed snapshots are counted per test in a task-local scope; parameterised tests need names; the re-record filter.
@Suite(.layoutSnapshots(record: .missing)) struct SnapshotScopeTests {
    /// The reference files in `directory`, sorted.
    static func files(_ directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func theTraitGivesEveryTestCaseAFreshScope() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(SnapshotScope.current != nil)
        _ = verifyLayoutSnapshot(of: "a\n", as: .lines, snapshotDirectory: dir.path)
        _ = verifyLayoutSnapshot(of: "b\n", as: .lines, snapshotDirectory: dir.path)
        #expect(
            try Self.files(dir) == [
                "theTraitGivesEveryTestCaseAFreshScope.1.txt", "theTraitGivesEveryTestCaseAFreshScope.2.txt",
            ])
    }

    @Test func everyScopeNumbersFromOneAgain() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var failures: [String?] = []
        for _ in 0..<2 {
            withSnapshotScope(record: .missing) {
                failures.append(verifyLayoutSnapshot(of: "a\n", as: .lines, snapshotDirectory: dir.path))
                failures.append(verifyLayoutSnapshot(of: "b\n", as: .lines, snapshotDirectory: dir.path))
            }
        }
        // The first run records both; the second, numbered from 1 again, matches both.
        #expect(failures.map { $0 == nil } == [false, false, true, true])
        #expect(try Self.files(dir) == ["everyScopeNumbersFromOneAgain.1.txt", "everyScopeNumbersFromOneAgain.2.txt"])
    }

    @Test func outsideAnyScopeTheCountGoesOnForTheProcess() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path
        // A detached task inherits no task-local values: no scope, and no current Swift Testing test.
        let names = await Task.detached {
            (0..<2).map { _ in
                SnapshotLocation.resolve(
                    named: nil, pathExtension: "txt", snapshotDirectory: path, filePath: path + "/Unscoped.swift",
                    testName: "unscoped()"
                ).reference.lastPathComponent
            }
        }.value
        #expect(names == ["unscoped.1.txt", "unscoped.2.txt"])
    }

    @Test(.layoutSnapshots(record: .never)) func theTraitsRecordModeApplies() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let message = verifyLayoutSnapshot(of: "a\n", as: .lines, named: "x", snapshotDirectory: dir.path)
        #expect(
            message?.hasPrefix(
                "No reference snapshot \"x.txt\" exists, and record mode is never (.layoutSnapshots(record: .never))."
            ) == true)
        #expect(!dir.exists("x.txt"))
        // An explicit argument still wins.
        #expect(
            verifyLayoutSnapshot(of: "a\n", as: .lines, named: "x", record: .missing, snapshotDirectory: dir.path)?
                .contains("recorded one (record mode missing, record: .missing)") == true)
    }

    @Test(arguments: ["rtl", "ltr"])
    func parameterisedTestsNeedNamedSnapshots(direction: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let unnamed = verifyLayoutSnapshot(of: direction + "\n", as: .lines, snapshotDirectory: dir.path)
        #expect(
            unnamed == """
                Snapshot of parameterised test parameterisedTestsNeedNamedSnapshots(direction:) has no name. Swift \
                Testing does not tell a test which arguments it runs with, so its cases would share one reference; \
                pass `named:` built from the arguments, for example `named: "\\(argument)"`.
                """)
        #expect(try Self.files(dir) == [])
        _ = verifyLayoutSnapshot(of: direction + "\n", as: .lines, named: direction, snapshotDirectory: dir.path)
        #expect(dir.read(direction + ".txt") == direction + "\n")
    }

    @Test func theFilterMatchesExactlyTheRunningTest() {
        let test = SnapshotTestIdentity.current(
            fileID: "LayoutSnapshotTestingTests/SnapshotScopeTests.swift", filePath: #filePath, testName: #function)
        #expect(
            test.filter
                == #"'^LayoutSnapshotTestingTests\.SnapshotScopeTests/theFilterMatchesExactlyTheRunningTest\(\)(/|$)'"#)
        #expect(!test.isParameterized)
    }

    @Test func outsideSwiftTestingTheFilterNamesModuleAndMethod() async {
        let test = await Task.detached {
            SnapshotTestIdentity.current(
                fileID: "BarTests/InboxTests.swift", filePath: "/src/Tests/BarTests/InboxTests.swift",
                testName: "testInbox()")
        }.value
        #expect(test.filter == #"'^BarTests\.[^/]+/testInbox$'"#)
        #expect(test.counterKey == "/src/Tests/BarTests/InboxTests.swift#testInbox()")
    }
}
