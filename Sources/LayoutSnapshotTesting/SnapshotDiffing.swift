import Foundation

/// How snapshots of one format are written to a file, read back and compared.
///
/// The shape of swift-snapshot-testing's `Diffing<Value>` (named apart from
/// it for the reason given on ``SnapshotStrategy``): `toData` and `fromData`
/// convert between a snapshot and the bytes of its reference file, and `diff`
/// compares a reference with a new snapshot, returning `nil` when they match
/// (exactly, or within a tolerance the diffing chose).
///
/// ```swift
/// SnapshotDiffing<String>.lines.diff("a\nb\n", "a\nc\n")?.message
/// // "--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n a\n-b\n+c"
/// ```
public struct SnapshotDiffing<Format>: Sendable {
    /// The bytes of a reference file holding a snapshot.
    public var toData: @Sendable (Format) throws -> Data
    /// The snapshot in a reference file's bytes.
    public var fromData: @Sendable (Data) throws -> Format
    /// Compares a reference with a new snapshot: `nil` when they match, else the difference.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?

    /// Creates a diffing.
    ///
    /// - Parameters:
    ///   - toData: The bytes of a reference file holding a snapshot.
    ///   - fromData: The snapshot in a reference file's bytes; throws when they hold none.
    ///   - diff: `nil` when a reference and a new snapshot match, else the difference.
    public init(
        toData: @escaping @Sendable (Format) throws -> Data, fromData: @escaping @Sendable (Data) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension SnapshotDiffing where Format == String {
    /// UTF-8 text compared exactly, the difference shown as a unified line diff with 3 lines of context.
    public static var lines: SnapshotDiffing<String> {
        SnapshotDiffing(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                reference == actual ? nil : SnapshotDifference(message: LineDiff.unified(from: reference, to: actual))
            })
    }
}
