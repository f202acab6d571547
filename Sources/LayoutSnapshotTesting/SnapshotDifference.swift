import Foundation

/// How a snapshot differs from its reference: a message, and files that show it.
public struct SnapshotDifference: Sendable {
    /// What differs, for the failure message (a unified diff, a pixel count).
    public var message: String
    /// Files written beside the failed snapshot while it fails (a difference image).
    public var artifacts: [SnapshotArtifact]

    /// Creates a difference.
    ///
    /// - Parameters:
    ///   - message: What differs, for the failure message.
    ///   - artifacts: Files written beside the failed snapshot.
    public init(message: String, artifacts: [SnapshotArtifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}

/// A file that shows a difference, written as `<snapshot>.failed.<name>.<pathExtension>`.
public struct SnapshotArtifact: Sendable {
    /// Its name between `.failed.` and the extension (`difference`).
    public var name: String
    /// Its file extension, without the dot (`png`).
    public var pathExtension: String
    /// Its bytes.
    public var data: Data

    /// Creates an artifact.
    ///
    /// - Parameters:
    ///   - name: Its name between `.failed.` and the extension.
    ///   - pathExtension: Its file extension, without the dot.
    ///   - data: Its bytes.
    public init(name: String, pathExtension: String, data: Data) {
        self.name = name
        self.pathExtension = pathExtension
        self.data = data
    }
}
