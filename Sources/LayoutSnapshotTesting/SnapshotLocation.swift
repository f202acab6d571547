import Foundation

/// Where a snapshot's reference, its failed output and the files that show a difference are stored.
///
/// Beside the test file, as swift-snapshot-testing does:
/// `<test file's folder>/__Snapshots__/<TestFileName>/<testName>.<n or name>.<ext>`,
/// where `n` counts the unnamed snapshots of one test from 1 (per run, with
/// the `.layoutSnapshots` trait: see ``SnapshotScope``); or, with an explicit
/// directory (fixtures), `<directory>/<name>.<ext>` (`<directory>/<testName>.<n>.<ext>`
/// without a name). The failed output goes beside the reference as
/// `<same name>.failed.<ext>`, and a difference image as
/// `<same name>.failed.difference.png`: one `.gitignore` line, `*.failed.*`,
/// keeps them all out of the repository.
public struct SnapshotLocation: Hashable, Sendable {
    /// The reference snapshot file.
    public var reference: URL
    /// The file the failing output is written to.
    public var failed: URL

    /// Creates the location of a reference (and its failed output) from its folder, base name and extension.
    ///
    /// - Parameters:
    ///   - directory: The folder of the reference.
    ///   - baseName: The reference's file name without its extension.
    ///   - pathExtension: The reference's extension, without the dot.
    public init(directory: URL, baseName: String, pathExtension: String) {
        reference = directory.appendingPathComponent("\(baseName).\(pathExtension)")
        failed = directory.appendingPathComponent("\(baseName).failed.\(pathExtension)")
    }

    /// The file of an artifact that shows a difference: `<base>.failed.<name>.<pathExtension>`.
    ///
    /// - Parameter artifact: The artifact.
    /// - Returns: Its file beside the failed output.
    public func file(of artifact: SnapshotArtifact) -> URL {
        failed.deletingPathExtension().appendingPathExtension(artifact.name).appendingPathExtension(
            artifact.pathExtension)
    }

    /// The failed output and every artifact of this snapshot that exist: the files named `<base>.failed.…`.
    public var failedFiles: [URL] {
        let folder = failed.deletingLastPathComponent()
        let prefix = failed.deletingPathExtension().lastPathComponent + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The location of a snapshot of test `testName` in `filePath`, numbered in the current scope when it has no name.
    ///
    /// - Parameters:
    ///   - name: The snapshot's name, or `nil` to number it.
    ///   - pathExtension: The reference's extension, without the dot.
    ///   - snapshotDirectory: The folder of the reference, or `nil` for the default beside the test file.
    ///   - filePath: The test file's path.
    ///   - testName: The test function's name.
    /// - Returns: The location.
    public static func resolve(
        named name: String?, pathExtension: String, snapshotDirectory: String?, filePath: String, testName: String
    ) -> SnapshotLocation {
        resolve(
            named: name, pathExtension: pathExtension, snapshotDirectory: snapshotDirectory, filePath: filePath,
            testName: testName, counterKey: filePath + "#" + testName)
    }

    /// The location, counting unnamed snapshots under `counterKey` in the current ``SnapshotScope``.
    static func resolve(
        named name: String?, pathExtension: String, snapshotDirectory: String?, filePath: String, testName: String,
        counterKey: String
    ) -> SnapshotLocation {
        let test = sanitized(testName)
        let directory: URL
        if let snapshotDirectory {
            directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        } else {
            let file = URL(fileURLWithPath: filePath)
            directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
                .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
        }
        let baseName: String
        if let name {
            baseName = snapshotDirectory == nil ? "\(test).\(sanitized(name))" : sanitized(name)
        } else {
            baseName = "\(test).\((SnapshotScope.current ?? .process).next(key: counterKey))"
        }
        return SnapshotLocation(directory: directory, baseName: baseName, pathExtension: pathExtension)
    }

    /// A test or snapshot name made safe as a file name: `fooBar()` → `fooBar`, `a/b c` → `a-b-c`.
    ///
    /// The part before an opening parenthesis is kept; every run of characters
    /// other than letters, digits, `_`, `-` and `.` becomes one `-`; `-` and `.`
    /// are trimmed from both ends.
    ///
    /// - Parameter name: A test function's or snapshot's name.
    /// - Returns: The name as a file name.
    public static func sanitized(_ name: String) -> String {
        let base = name.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var result = ""
        var pendingDash = false
        for character in base {
            if character.isLetter || character.isNumber || "_-.".contains(character) {
                if pendingDash { result += "-" }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "snapshot" : trimmed
    }
}
