import Foundation

/// The failure messages of a snapshot comparison: what happened, where the files are, what to do next.
struct SnapshotMessages {
    /// The reference and failed files.
    var location: SnapshotLocation
    /// The record mode in use.
    var mode: SnapshotRecordMode
    /// Where the mode came from (`record: .never`, `CI is set`, …).
    var modeOrigin: String
    /// The `swift test --filter` argument that runs exactly the failing test.
    var filter: String
    /// The difference, for a mismatch.
    var difference: String = ""
    /// Files written beside the failed output that show the difference.
    var artifacts: [URL] = []

    /// The file name of the reference, which names the snapshot.
    var snapshotName: String { location.reference.lastPathComponent }

    /// The snapshot differs from its reference and was not recorded.
    func mismatch() -> String {
        let shown = artifacts.map { "\nDifference: \($0.path)" }.joined()
        return """
            Snapshot "\(snapshotName)" does not match its reference.

            Reference: \(location.reference.path)
            Actual:    \(location.failed.path)\(shown)

            If the change is intended, re-record it:
              \(SnapshotRecordMode.environmentVariable)=failed swift test --filter \(filter)
            or pass `record: .failed` to the assertion; then review and commit the reference.

            \(difference)
            """
    }

    /// The snapshot differed and was recorded over its reference (mode `failed`).
    func mismatchRecorded(difference: String) -> String {
        """
        Snapshot "\(snapshotName)" did not match its reference; recorded the new snapshot over it \
        (record mode failed, \(modeOrigin)).

        Reference: \(location.reference.path)

        Review the change below, then re-run the test to compare against the new reference.

        \(difference)
        """
    }

    /// No reference existed, and one was recorded.
    func missingRecorded() -> String {
        """
        No reference snapshot "\(snapshotName)" existed; recorded one (record mode \(mode.rawValue), \(modeOrigin)).

        Reference: \(location.reference.path)

        Review it, re-run the test to compare against it, and commit it.
        """
    }

    /// No reference existed, and the mode forbids recording.
    func missingNotRecorded() -> String {
        """
        No reference snapshot "\(snapshotName)" exists, and record mode is never (\(modeOrigin)).

        Reference: \(location.reference.path)
        Actual:    \(location.failed.path)

        Record it locally:
          \(SnapshotRecordMode.environmentVariable)=missing swift test --filter \(filter)
        or pass `record: .missing` to the assertion; then review and commit the reference.
        """
    }

    /// Mode `all` recorded the snapshot, whether or not it changed.
    func recordedAll(difference: String?) -> String {
        let what = difference == nil ? "unchanged" : "changed"
        var message = """
            Recorded snapshot "\(snapshotName)" (record mode all, \(modeOrigin)); it is \(what).

            Reference: \(location.reference.path)

            Turn record mode off and re-run the test to compare against it.
            """
        if let difference { message += "\n\n" + difference }
        return message
    }
}
