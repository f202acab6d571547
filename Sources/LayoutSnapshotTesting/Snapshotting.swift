/// A snapshot strategy: how a value becomes snapshot text, and how two texts are compared.
///
/// Modelled on swift-snapshot-testing's `Snapshotting`: a strategy is a small
/// value, and new strategies are built from existing ones with `pullback`.
/// Snapshot text is stored in a file with the strategy's `pathExtension`.
///
/// ```swift
/// let widths = Snapshotting<BarGeometry>(pathExtension: "txt") { geometry in
///     geometry.rightItems.map { JSONWriter.format($0.frame?.width ?? 0) }.joined(separator: "\n") + "\n"
/// }
/// ```
public struct Snapshotting<Value>: Sendable {
    /// The file extension of stored snapshots, without the dot (`txt`, `json`).
    public var pathExtension: String
    /// How a reference and a new snapshot are compared.
    public var diffing: Diffing
    /// The snapshot text of a value.
    public var snapshot: @Sendable (Value) -> String

    /// Creates a strategy.
    public init(
        pathExtension: String, diffing: Diffing = .lines, snapshot: @escaping @Sendable (Value) -> String
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another type of value, converted to this one first.
    ///
    /// ```swift
    /// let names: Snapshotting<[String]> = .init(pathExtension: "txt") { $0.joined(separator: "\n") + "\n" }
    /// let ids: Snapshotting<BarGeometry> = names.pullback { $0.rightItems.compactMap(\.id) }
    /// ```
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (NewValue) -> Value
    ) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue>(pathExtension: pathExtension, diffing: diffing) { snapshot(transform($0)) }
    }
}

/// How a reference snapshot and a new one are compared.
///
/// `diff` returns `nil` when the two match, and otherwise a description of
/// the difference that goes into the failure message.
public struct Diffing: Sendable {
    /// Compares the reference with the new snapshot: `nil` when they match, else the difference.
    public var diff: @Sendable (_ reference: String, _ actual: String) -> String?

    /// Creates a diffing.
    public init(diff: @escaping @Sendable (_ reference: String, _ actual: String) -> String?) {
        self.diff = diff
    }

    /// Exact text comparison, the difference shown as a unified line diff with 3 lines of context.
    ///
    /// ```swift
    /// Diffing.lines.diff("a\nb\n", "a\nc\n")
    /// // "--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n a\n-b\n+c"
    /// ```
    public static let lines = Diffing { reference, actual in
        guard reference != actual else { return nil }
        return LineDiff.unified(from: reference, to: actual)
    }
}
