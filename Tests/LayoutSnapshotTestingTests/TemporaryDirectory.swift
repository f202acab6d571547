import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    /// Its URL.
    let url: URL

    /// Creates the directory.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LayoutSnapshotTestingTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Its path.
    var path: String { url.path }

    /// The path of `name` inside it.
    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The text of `name`, or `nil` when it does not exist.
    func read(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }

    /// Writes `text` to `name`.
    func write(_ text: String, to name: String) throws {
        try text.write(toFile: file(name), atomically: true, encoding: .utf8)
    }

    /// Whether `name` exists.
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// Removes the directory and everything in it.
    func remove() { try? FileManager.default.removeItem(at: url) }
}
