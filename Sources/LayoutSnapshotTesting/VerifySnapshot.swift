import Foundation

/// The steps of a snapshot comparison, with the environment passed in so tests can choose it.
///
/// One engine for every format: the strategy's diffing converts snapshots to
/// and from file bytes and compares them; this decides, by record mode, what
/// is written where and what the failure says. A failing snapshot is written
/// beside the reference as `<name>.failed.<ext>` with the difference's
/// artifacts; those files are removed once the snapshot matches again.
struct SnapshotVerifier {
    /// The environment variables the record mode is read from.
    var environment: [String: String]
    /// The test file, beside which default references are stored.
    var filePath: String
    /// The test the assertion runs in.
    var test: SnapshotTestIdentity

    /// A verifier for the test running now.
    init(environment: [String: String], fileID: String = "", filePath: String, testName: String) {
        self.init(
            environment: environment, filePath: filePath,
            test: SnapshotTestIdentity.current(fileID: fileID, filePath: filePath, testName: testName))
    }

    /// A verifier for the test `test`.
    init(environment: [String: String], filePath: String, test: SnapshotTestIdentity) {
        self.environment = environment
        self.filePath = filePath
        self.test = test
    }

    /// The failure message for the snapshot of `value`, or `nil` when it matches its reference.
    func verify<Value, Format>(
        _ value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String?,
        record explicit: SnapshotRecordMode?, snapshotDirectory: String?
    ) -> String? {
        let actual: Format
        do { actual = try strategy.snapshot(value) } catch { return "Cannot take the snapshot: \(error)" }
        return verify(
            actual, pathExtension: strategy.pathExtension, diffing: strategy.diffing, named: name, record: explicit,
            snapshotDirectory: snapshotDirectory)
    }

    /// The failure message for the snapshot `actual`, or `nil` when it matches its reference.
    func verify<Format>(
        _ actual: Format, pathExtension: String, diffing: SnapshotDiffing<Format>, named name: String?,
        record explicit: SnapshotRecordMode?, snapshotDirectory: String?
    ) -> String? {
        let scoped = explicit ?? SnapshotScope.current?.record
        let mode: SnapshotRecordMode
        do { mode = try SnapshotRecordMode.resolve(scoped, environment: environment) } catch {
            return error.description
        }
        if name == nil, test.isParameterized {
            return """
                Snapshot of parameterised test \(test.testName) has no name. Swift Testing does not tell a test \
                which arguments it runs with, so its cases would share one reference; pass `named:` built from the \
                arguments, for example `named: "\\(argument)"`.
                """
        }
        let location = SnapshotLocation.resolve(
            named: name, pathExtension: pathExtension, snapshotDirectory: snapshotDirectory, filePath: filePath,
            testName: test.testName, counterKey: test.counterKey)
        var messages = SnapshotMessages(
            location: location, mode: mode, modeOrigin: origin(explicit, scoped: scoped), filter: test.filter)
        let data: Data
        do { data = try diffing.toData(actual) } catch { return "Cannot encode the snapshot: \(error)" }
        guard FileManager.default.fileExists(atPath: location.reference.path) else {
            if mode == .never {
                if let error = write(data, to: location.failed) { return error }
                return messages.missingNotRecorded()
            }
            if let error = write(data, to: location.reference) { return error }
            removeFailed(location)
            return messages.missingRecorded()
        }
        let referenceData: Data
        do { referenceData = try Data(contentsOf: location.reference) } catch {
            return "Cannot read the reference snapshot \(location.reference.path): \(error.localizedDescription)"
        }
        let reference: Format
        do { reference = try diffing.fromData(referenceData) } catch {
            return "Cannot read the reference snapshot \(location.reference.path): \(error)"
        }
        let difference = diffing.diff(reference, actual)
        if mode == .all {
            if let error = write(data, to: location.reference) { return error }
            removeFailed(location)
            return messages.recordedAll(difference: difference?.message)
        }
        guard let difference else {
            removeFailed(location)
            return nil
        }
        if mode == .failed {
            if let error = write(data, to: location.reference) { return error }
            removeFailed(location)
            return messages.mismatchRecorded(difference: difference.message)
        }
        removeFailed(location)
        if let error = write(data, to: location.failed) { return error }
        for artifact in difference.artifacts {
            let url = location.file(of: artifact)
            if let error = write(artifact.data, to: url) { return error }
            messages.artifacts.append(url)
        }
        messages.difference = difference.message
        return messages.mismatch()
    }

    /// Where the record mode came from, for messages.
    func origin(_ explicit: SnapshotRecordMode?, scoped: SnapshotRecordMode?) -> String {
        if let explicit { return "record: .\(explicit.rawValue)" }
        if let scoped { return ".layoutSnapshots(record: .\(scoped.rawValue))" }
        let variable = SnapshotRecordMode.environmentVariable
        if let value = environment[variable], !value.isEmpty { return "\(variable)=\(value)" }
        if let ci = environment["CI"], !ci.isEmpty { return "CI is set" }
        return "the default"
    }

    /// Writes `data` to `url`, creating its folder; a failure message, or `nil` when written.
    func write(_ data: Data, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return nil
        } catch {
            return "Cannot write the snapshot \(url.path): \(error.localizedDescription)"
        }
    }

    /// Removes the failed output and artifacts left by an earlier run, if any.
    func removeFailed(_ location: SnapshotLocation) {
        for file in location.failedFiles { try? FileManager.default.removeItem(at: file) }
    }
}
