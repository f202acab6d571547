import Foundation

/// Compares `value`'s snapshot with its stored reference, recording as the record mode says.
///
/// The non-asserting core of `assertLayoutSnapshot`: it returns the failure
/// message, or `nil` when the snapshot matches. See `SnapshotLocation` for
/// where references are stored and `SnapshotRecordMode` for when they are
/// written. A failing snapshot is also written beside the reference as
/// `<name>.failed.<ext>`; that file is removed once the snapshot matches again.
///
/// ```swift
/// let failure = verifySnapshot(of: geometry, as: .layoutText, named: "inbox", snapshotDirectory: "/tmp/snaps")
/// ```
public func verifySnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    SnapshotVerifier(
        environment: ProcessInfo.processInfo.environment, filePath: "\(filePath)", testName: testName
    ).verify(
        strategy.snapshot(value), pathExtension: strategy.pathExtension, diffing: strategy.diffing,
        named: name, record: record, snapshotDirectory: snapshotDirectory)
}

/// The steps of a snapshot comparison, with the environment passed in so tests can choose it.
struct SnapshotVerifier {
    /// The environment variables the record mode is read from.
    var environment: [String: String]
    /// The test file, beside which default references are stored.
    var filePath: String
    /// The test function's name (`#function`).
    var testName: String

    /// The failure message for snapshot text `actual`, or `nil` when it matches its reference.
    func verify(
        _ actual: String, pathExtension: String, diffing: Diffing, named name: String?,
        record explicit: SnapshotRecordMode?, snapshotDirectory: String?
    ) -> String? {
        let mode: SnapshotRecordMode
        do { mode = try SnapshotRecordMode.resolve(explicit, environment: environment) } catch {
            return error.description
        }
        let location = SnapshotLocation.resolve(
            named: name, pathExtension: pathExtension, snapshotDirectory: snapshotDirectory, filePath: filePath,
            testName: testName)
        var messages = SnapshotMessages(
            location: location, mode: mode, modeOrigin: origin(explicit), testName: testName)
        let manager = FileManager.default
        guard manager.fileExists(atPath: location.reference.path) else {
            if mode == .never {
                if let error = write(actual, to: location.failed) { return error }
                return messages.missingNotRecorded()
            }
            if let error = write(actual, to: location.reference) { return error }
            removeFailed(location)
            return messages.missingRecorded()
        }
        let reference: String
        do {
            reference = try String(contentsOf: location.reference, encoding: .utf8)
        } catch {
            return "Cannot read the reference snapshot \(location.reference.path): \(error.localizedDescription)"
        }
        let difference = diffing.diff(reference, actual)
        if mode == .all {
            if let error = write(actual, to: location.reference) { return error }
            removeFailed(location)
            return messages.recordedAll(difference: difference)
        }
        guard let difference else {
            removeFailed(location)
            return nil
        }
        if mode == .failed {
            if let error = write(actual, to: location.reference) { return error }
            removeFailed(location)
            return messages.mismatchRecorded(difference: difference)
        }
        if let error = write(actual, to: location.failed) { return error }
        messages.difference = difference
        return messages.mismatch()
    }

    /// Where the record mode came from, for messages.
    func origin(_ explicit: SnapshotRecordMode?) -> String {
        if let explicit { return "record: .\(explicit.rawValue)" }
        let variable = SnapshotRecordMode.environmentVariable
        if let value = environment[variable], !value.isEmpty { return "\(variable)=\(value)" }
        if let ci = environment["CI"], !ci.isEmpty { return "CI is set" }
        return "the default"
    }

    /// Writes `text` to `url`, creating its folder; a failure message, or `nil` when written.
    func write(_ text: String, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return "Cannot write the snapshot \(url.path): \(error.localizedDescription)"
        }
    }

    /// Removes a failed output left by an earlier run, if any.
    func removeFailed(_ location: SnapshotLocation) {
        try? FileManager.default.removeItem(at: location.failed)
    }
}
