import LayoutSnapshotTesting
import Testing

/// Which record mode is used: argument, then NAVBAR_SNAPSHOT_RECORD, then CI, then `missing`.
@Suite struct RecordModeTests {
    @Test func theArgumentWinsOverTheEnvironment() throws {
        let environment = ["NAVBAR_SNAPSHOT_RECORD": "all", "CI": "true"]
        #expect(try SnapshotRecordMode.resolve(.failed, environment: environment) == .failed)
    }

    @Test func theEnvironmentVariableWinsOverCI() throws {
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["NAVBAR_SNAPSHOT_RECORD": "all", "CI": "1"]) == .all)
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["NAVBAR_SNAPSHOT_RECORD": "Failed"]) == .failed)
    }

    @Test func ciNeverRecordsAndTheDefaultRecordsMissing() throws {
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.resolve(nil, environment: [:]) == .missing)
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["CI": "", "NAVBAR_SNAPSHOT_RECORD": ""]) == .missing)
    }

    @Test func anUnknownValueIsAnErrorListingTheModes() {
        #expect(throws: SnapshotRecordModeError(value: "yes")) {
            try SnapshotRecordMode.resolve(nil, environment: ["NAVBAR_SNAPSHOT_RECORD": "yes"])
        }
        #expect(
            SnapshotRecordModeError(value: "yes").description
                == "NAVBAR_SNAPSHOT_RECORD is 'yes'; expected one of: all, missing, never, failed")
    }
}
