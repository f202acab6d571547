import Foundation
import Testing

/// Runs `schemas/validate.py` with Debian's Python and its `jsonschema` module.
///
/// One process validates many files, so each test starts one process, not one per file.
enum SchemaValidator {
    /// The Python the validator runs with: Debian's, which has `python3-jsonschema` (4.10).
    static let python = "/usr/bin/python3"
    /// The venv `scripts/setup.sh test` makes, with a pinned jsonschema of the `referencing` era (4.26).
    static let venvPython = root.appendingPathComponent(".build/jsonschema-venv/bin/python").path
    /// Every Python the validator runs with: each run is made with both, and must give the same outcome.
    static let pythons = [python, venvPython]

    /// The package root: three directories above this file's folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `schemas/scene.schema.json`.
    static let sceneSchema = root.appendingPathComponent("schemas/scene.schema.json")
    /// `schemas/geometry.schema.json`.
    static let geometrySchema = root.appendingPathComponent("schemas/geometry.schema.json")
    /// `schemas/geometry-2.schema.json`.
    static let geometry2Schema = root.appendingPathComponent("schemas/geometry-2.schema.json")
    /// `schemas/transition-request.schema.json`.
    static let transitionRequestSchema = root.appendingPathComponent("schemas/transition-request.schema.json")
    /// `schemas/transition.schema.json`.
    static let transitionSchema = root.appendingPathComponent("schemas/transition.schema.json")
    /// `schemas/transition-2.schema.json`.
    static let transition2Schema = root.appendingPathComponent("schemas/transition-2.schema.json")
    /// `schemas/profile.schema.json`.
    static let profileSchema = root.appendingPathComponent("schemas/profile.schema.json")
    /// `schemas/validate.py`.
    static let script = root.appendingPathComponent("schemas/validate.py")

    /// What one run of the validator printed, and how it ended.
    struct Outcome {
        /// The exit status: 0 all valid, 1 a file invalid, 2 a usage error or a missing module.
        var status: Int32
        /// What it printed, standard error included: one line per problem (`FILE: POINTER: MESSAGE`),
        /// or `ok: N files`.
        var lines: [String]
    }

    /// Why the validator cannot run here, or `nil` when it can.
    static func unavailableReason() -> String? {
        for python in pythons {
            guard FileManager.default.isExecutableFile(atPath: python) else {
                return "\(python) is missing; run scripts/setup.sh test (it installs Debian's python3-jsonschema "
                    + "and makes the venv)"
            }
            guard let outcome = try? runOnce([python, "-c", "import jsonschema"]), outcome.status == 0 else {
                return "\(python) cannot import jsonschema; run scripts/setup.sh test"
            }
        }
        return nil
    }

    /// Records an issue and returns `false` when the validator cannot run; a missing tool fails the test.
    static func requireAvailable(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let reason = unavailableReason() else { return true }
        Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
        return false
    }

    /// Validates `files` against `schema` in one run of the validator.
    static func validate(_ files: [URL], against schema: URL) throws -> Outcome {
        try run([python, script.path, schema.path] + files.map(\.path))
    }

    /// Checks that each of `schemas` is a valid draft 2020-12 schema.
    static func checkSchemas(_ schemas: [URL]) throws -> Outcome {
        try run([python, script.path, "--check-schema"] + schemas.map(\.path))
    }

    /// Runs `arguments` (`python` first) with every Python of `pythons`; Debian's outcome, after recording an
    /// issue when another Python's differs.
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        let first = try runOnce(arguments)
        for other in pythons.dropFirst() {
            let outcome = try runOnce([other] + Array(arguments.dropFirst()))
            if outcome.status != first.status || outcome.lines != first.lines {
                let comment =
                    "\(other) (\(outcome.status)): \(outcome.lines) differs from \(python) (\(first.status)): \(first.lines)"
                Issue.record(Comment(rawValue: comment), sourceLocation: sourceLocation)
            }
        }
        return first
    }

    /// Runs `arguments` (the executable first) and collects its output.
    static func runOnce(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // Read to the end before waiting, so a full pipe never blocks the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return Outcome(status: process.terminationStatus, lines: text.split(separator: "\n").map(String.init))
    }
}

/// A temporary directory of JSON files, removed when it is released.
final class TemporaryJSONDirectory {
    /// The directory.
    let url: URL
    /// The files written so far.
    private(set) var files: [URL] = []

    /// Creates an empty directory under the system's temporary directory.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("navbar-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to a file named `name` and returns its URL.
    @discardableResult
    func write(_ text: String, named name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        files.append(file)
        return file
    }
}
