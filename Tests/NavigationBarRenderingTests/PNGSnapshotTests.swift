import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import NavigationBarRendering
import RenderingSnapshotTesting
import Testing

/// The PNG strategy in the shared engine: every record mode, `CI`, the failed picture and the difference image.
@Suite(.layoutSnapshots(record: .missing)) struct PNGSnapshotTests {
    /// Inbox and a message titled `title`.
    static func scene(title: String) -> Scene {
        Scene(width: 320, items: [NavigationItem(title: "Inbox"), NavigationItem(title: title)])
    }

    /// A new temporary folder; the caller removes it.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "png-snapshots-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func recordsComparesFailsWithADifferenceImageAndReRecords() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let png = SnapshotStrategy<Scene, RGBAImage>.png(renderer: RenderingSupport.renderer)
        let manager = FileManager.default
        let message = Self.scene(title: "Message")
        let reply = Self.scene(title: "Reply")

        // CI never records; the default records the missing reference.
        let ci = verifyLayoutSnapshot(of: message, as: png, named: "bar", record: .never, snapshotDirectory: dir)
        #expect(ci?.hasPrefix("No reference snapshot \"bar.png\" exists, and record mode is never") == true)
        #expect(!manager.fileExists(atPath: dir + "/bar.png"))
        let recorded = verifyLayoutSnapshot(of: message, as: png, named: "bar", snapshotDirectory: dir)
        #expect(recorded?.hasPrefix("No reference snapshot \"bar.png\" existed; recorded one") == true)
        let reference = try PNGImage.decode(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/bar.png"))))
        #expect(reference.width == 640 && reference.height == 88)
        #expect(verifyLayoutSnapshot(of: message, as: png, named: "bar", record: .never, snapshotDirectory: dir) == nil)

        // A different title fails, leaving the new picture and a difference image.
        let mismatch = try #require(
            verifyLayoutSnapshot(of: reply, as: png, named: "bar", record: .never, snapshotDirectory: dir))
        #expect(mismatch.hasPrefix("Snapshot \"bar.png\" does not match its reference."))
        #expect(mismatch.contains("Difference: \(dir)/bar.failed.difference.png"))
        #expect(
            mismatch.contains("pixels (") && mismatch.contains("differ by more than 8 in a channel; at most 0.2% may."))
        let failed = try PNGImage.decode(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/bar.failed.png"))))
        let difference = try PNGImage.decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/bar.failed.difference.png"))))
        #expect(failed.width == 640 && difference.width == 640 && difference.height == 88)
        let red = stride(from: 0, to: difference.pixels.count, by: 4).filter {
            difference.pixels[$0] == 255 && difference.pixels[$0 + 1] == 0 && difference.pixels[$0 + 2] == 0
        }
        #expect(red.count > 100)

        // `failed` records over the reference; then the new picture matches and the failed files are gone.
        let rerecorded = verifyLayoutSnapshot(of: reply, as: png, named: "bar", record: .failed, snapshotDirectory: dir)
        #expect(rerecorded?.hasPrefix("Snapshot \"bar.png\" did not match its reference; recorded") == true)
        #expect(verifyLayoutSnapshot(of: reply, as: png, named: "bar", record: .never, snapshotDirectory: dir) == nil)
        #expect(try manager.contentsOfDirectory(atPath: dir) == ["bar.png"])

        // `all` records even a matching picture, and says it is unchanged.
        let all = verifyLayoutSnapshot(of: reply, as: png, named: "bar", record: .all, snapshotDirectory: dir)
        #expect(
            all?.hasPrefix("Recorded snapshot \"bar.png\" (record mode all, record: .all); it is unchanged.") == true)
    }

    @Test func aLooserToleranceAcceptsASmallChange() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let strict = SnapshotStrategy<Scene, RGBAImage>.png(renderer: RenderingSupport.renderer)
        let loose = SnapshotStrategy<Scene, RGBAImage>.png(
            renderer: RenderingSupport.renderer, tolerance: ImageTolerance(perPixel: 8, share: 0.2))
        _ = verifyLayoutSnapshot(of: Self.scene(title: "Message"), as: strict, named: "bar", snapshotDirectory: dir)
        let changed = Self.scene(title: "Messages")
        #expect(
            verifyLayoutSnapshot(of: changed, as: strict, named: "bar", record: .never, snapshotDirectory: dir) != nil)
        #expect(
            verifyLayoutSnapshot(of: changed, as: loose, named: "bar", record: .never, snapshotDirectory: dir) == nil)
    }

    @Test func aDrawingThatCannotBeMadeIsTheFailure() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bad = Scene(width: 320, profile: "ios8", items: [NavigationItem(title: "Note")])
        let message = verifyLayoutSnapshot(
            of: bad, as: .png(renderer: RenderingSupport.renderer), named: "bad", snapshotDirectory: dir)
        #expect(message?.hasPrefix("Cannot take the snapshot: ") == true)
        #expect(message?.contains("ios8") == true)
    }
}
