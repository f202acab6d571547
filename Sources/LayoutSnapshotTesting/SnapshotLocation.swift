import Foundation

/// Where a snapshot's reference and its failed output are stored.
///
/// Beside the test file, as swift-snapshot-testing does:
/// `<test file's folder>/__Snapshots__/<TestFileName>/<testName>.<n or name>.<ext>`,
/// where `n` counts the unnamed snapshots of one test from 1; or, with an
/// explicit directory (fixtures), `<directory>/<name>.<ext>`
/// (`<directory>/<testName>.<n>.<ext>` without a name). The failed output goes
/// beside the reference as `<same name>.failed.<ext>`.
public struct SnapshotLocation: Hashable, Sendable {
    /// The reference snapshot file.
    public var reference: URL
    /// The file the failing output is written to.
    public var failed: URL

    /// Creates the location of a reference (and its failed output) from its folder, base name and extension.
    public init(directory: URL, baseName: String, pathExtension: String) {
        reference = directory.appendingPathComponent("\(baseName).\(pathExtension)")
        failed = directory.appendingPathComponent("\(baseName).failed.\(pathExtension)")
    }

    /// The location of a snapshot of test `testName` in `filePath`, numbered when it has no name.
    public static func resolve(
        named name: String?, pathExtension: String, snapshotDirectory: String?, filePath: String, testName: String
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
            baseName = "\(test).\(SnapshotCounter.shared.next(key: filePath + "#" + test))"
        }
        return SnapshotLocation(directory: directory, baseName: baseName, pathExtension: pathExtension)
    }

    /// A test or snapshot name made safe as a file name: `fooBar()` → `fooBar`, `a/b c` → `a-b-c`.
    ///
    /// The part before an opening parenthesis is kept; every run of characters
    /// other than letters, digits, `_`, `-` and `.` becomes one `-`; `-` and `.`
    /// are trimmed from both ends.
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

/// Counts the unnamed snapshots of each test, from 1.
final class SnapshotCounter: @unchecked Sendable {
    // @unchecked Sendable: `counts` is only touched while `lock` is held.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The counter shared by every assertion in the process.
    static let shared = SnapshotCounter()

    /// The next number for `key` (1 the first time).
    func next(key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
