import Foundation

// A stand-in with the public names and shapes of swift-snapshot-testing's core
// (`Snapshotting`, `SimplySnapshotting`, `Diffing`, `.lines`, `pullback`,
// `verifySnapshot`, `assertSnapshot`), written for this package's tests: the
// package may not depend on swift-snapshot-testing, but the README's adapter
// example must compile against those names in a file that also imports
// LayoutSnapshotTesting, which is how a clash of names would show.

/// How a value becomes a snapshot of some format (swift-snapshot-testing's shape).
public struct Snapshotting<Value, Format> {
    /// The extension of stored references.
    public var pathExtension: String?
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// The snapshot of a value.
    public var snapshot: (Value) -> Format

    /// Creates a strategy.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (Value) -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The strategy for another value, converted to this one first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
            snapshot(transform($0))
        }
    }
}

/// A strategy whose value is its snapshot.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// A strategy whose snapshot is the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text compared line by line, stored as `.txt`.
    public static var lines: SimplySnapshotting<String> { SimplySnapshotting(pathExtension: "txt", diffing: .lines) }
}

/// How snapshots are written, read and compared (swift-snapshot-testing's shape).
public struct Diffing<Value> {
    /// The bytes of a reference.
    public var toData: (Value) -> Data
    /// The snapshot in a reference's bytes.
    public var fromData: (Data) -> Value
    /// `nil` when two snapshots match, else a message and attachments.
    public var diff: (Value, Value) -> (String, [String])?

    /// Creates a diffing.
    public init(
        toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
        diff: @escaping (Value, Value) -> (String, [String])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension Diffing where Value == String {
    /// Text compared exactly.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in old == new ? nil : ("Snapshot does not match reference.", []) })
    }
}

/// Compares `value`'s snapshot with `<snapshotDirectory>/<name>.<ext>`, recording it when missing; the failure or `nil`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String,
    record recording: Bool? = nil, snapshotDirectory: String, testName: String = #function
) -> String? {
    do {
        let snapshot = snapshotting.snapshot(try value())
        let url = URL(fileURLWithPath: snapshotDirectory).appendingPathComponent(
            "\(name).\(snapshotting.pathExtension ?? "")")
        guard recording != true, let data = FileManager.default.contents(atPath: url.path) else {
            try FileManager.default.createDirectory(
                atPath: snapshotDirectory, withIntermediateDirectories: true)
            try snapshotting.diffing.toData(snapshot).write(to: url)
            return "Recorded snapshot: \(url.path)"
        }
        return snapshotting.diffing.diff(snapshotting.diffing.fromData(data), snapshot)?.0
    } catch {
        return "Threw error: \(error)"
    }
}
