/// A snapshot strategy: how a value becomes a snapshot, and how snapshots of that format are stored and compared.
///
/// The shape of swift-snapshot-testing's `Snapshotting<Value, Format>`: a
/// strategy is a small value holding the file extension of its references,
/// a ``SnapshotDiffing`` for its format, and the function that takes the
/// snapshot; new strategies are built from existing ones with ``pullback(_:)``.
/// Text (`.layoutText`, `.geometryJSON`, ``lines``) and pictures (the `.png`
/// strategies of `RenderingSnapshotTesting`) go through the same strategy
/// type and the same comparison code.
///
/// The name differs from swift-snapshot-testing's on purpose: a test file
/// may import both libraries, and two public types named `Snapshotting`
/// would make every unqualified use ambiguous.
///
/// ```swift
/// let widths = SnapshotStrategy<BarGeometry, String>(pathExtension: "txt") { geometry in
///     geometry.rightItems.map { JSONWriter.format($0.frame?.width ?? 0) }.joined(separator: "\n") + "\n"
/// }
/// ```
public struct SnapshotStrategy<Value, Format>: Sendable {
    /// The file extension of stored references, without the dot (`txt`, `json`, `png`).
    public var pathExtension: String
    /// How snapshots are written, read and compared.
    public var diffing: SnapshotDiffing<Format>
    /// The snapshot of a value; an error thrown is reported as the assertion's failure.
    public var snapshot: @Sendable (Value) throws -> Format

    /// Creates a strategy.
    ///
    /// - Parameters:
    ///   - pathExtension: The file extension of stored references, without the dot.
    ///   - diffing: How snapshots are written, read and compared.
    ///   - snapshot: The snapshot of a value.
    public init(
        pathExtension: String, diffing: SnapshotDiffing<Format>,
        snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another type of value, converted to this one first.
    ///
    /// ```swift
    /// let names = SnapshotStrategy<[String], String>(pathExtension: "txt") { $0.joined(separator: "\n") + "\n" }
    /// let ids: SnapshotStrategy<BarGeometry, String> = names.pullback { $0.rightItems.compactMap(\.id) }
    /// ```
    ///
    /// - Parameter transform: Turns a new value into one this strategy takes.
    /// - Returns: A strategy for `NewValue` with the same extension and diffing.
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (NewValue) throws -> Value
    ) -> SnapshotStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return SnapshotStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
            try snapshot(transform($0))
        }
    }
}

extension SnapshotStrategy where Value == Format {
    /// A strategy whose snapshot is the value itself.
    ///
    /// - Parameters:
    ///   - pathExtension: The file extension of stored references, without the dot.
    ///   - diffing: How snapshots are written, read and compared.
    public init(pathExtension: String, diffing: SnapshotDiffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

extension SnapshotStrategy where Format == String {
    /// A text strategy, compared line by line (``SnapshotDiffing/lines``).
    ///
    /// - Parameters:
    ///   - pathExtension: The file extension of stored references, without the dot.
    ///   - snapshot: The snapshot text of a value.
    public init(pathExtension: String, snapshot: @escaping @Sendable (Value) throws -> String) {
        self.init(pathExtension: pathExtension, diffing: .lines, snapshot: snapshot)
    }
}

extension SnapshotStrategy where Value == String, Format == String {
    /// Text as it is, stored as `.txt` and compared line by line.
    public static var lines: SnapshotStrategy<String, String> {
        SnapshotStrategy(pathExtension: "txt", diffing: .lines)
    }
}
