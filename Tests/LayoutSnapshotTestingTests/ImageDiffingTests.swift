import Foundation
import Testing

@testable import LayoutSnapshotTesting

/// Pictures compared within a tolerance, with a difference image; stored with a stand-in codec (no renderer here).
@Suite struct ImageDiffingTests {
    /// A codec for tests: `W H\n` then the raw bytes.
    static func diffing(_ tolerance: ImageTolerance) -> SnapshotDiffing<RGBAImage> {
        .image(
            tolerance: tolerance, pathExtension: "rgba",
            encode: { Data("\($0.width) \($0.height)\n".utf8) + Data($0.pixels) },
            decode: { data in
                guard let newline = data.firstIndex(of: 10) else { throw CocoaError(.fileReadCorruptFile) }
                let size = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ").compactMap {
                    Int($0)
                }
                return RGBAImage(width: size[0], height: size[1], pixels: Array(data[(newline + 1)...]))
            })
    }

    /// A `width` × `height` image, every pixel `pixel`.
    static func image(_ width: Int, _ height: Int, _ pixel: [UInt8] = [10, 20, 30, 255]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: Array((0..<width * height).map { _ in pixel }.joined()))
    }

    /// `image` with the pixel at (`x`, `y`) set to `pixel`.
    static func changed(_ image: RGBAImage, _ x: Int, _ y: Int, _ pixel: [UInt8]) -> RGBAImage {
        var copy = image
        let index = (y * image.width + x) * 4
        copy.pixels.replaceSubrange(index..<index + 4, with: pixel)
        return copy
    }

    @Test func identicalAndWithinTolerancePicturesMatch() {
        let base = Self.image(10, 10)
        let tolerance = ImageTolerance(perPixel: 8, share: 0.02)
        #expect(Self.diffing(tolerance).diff(base, base) == nil)
        // A channel 8 away matches; two pixels (2%) further away are within the share.
        let slightly = Self.changed(base, 0, 0, [18, 20, 30, 255])
        #expect(Self.diffing(tolerance).diff(base, slightly) == nil)
        let two = Self.changed(Self.changed(base, 1, 1, [200, 20, 30, 255]), 2, 2, [10, 20, 30, 0])
        #expect(Self.diffing(tolerance).diff(base, two) == nil)
        #expect(Self.diffing(.exact).diff(base, slightly) != nil)
    }

    @Test func aMismatchCountsThePixelsAndDrawsTheDifference() throws {
        let base = Self.image(10, 10)
        let actual = Self.changed(
            Self.changed(Self.changed(base, 3, 4, [250, 20, 30, 255]), 5, 6, [10, 60, 30, 255]), 0, 0,
            [12, 20, 30, 255])
        let difference = try #require(Self.diffing(ImageTolerance(perPixel: 8, share: 0.01)).diff(base, actual))
        #expect(
            difference.message == """
                2 of 100 pixels (2%) differ by more than 8 in a channel; at most 1% may.
                The largest difference is 240 (of 255), first at x 3, y 4.
                """)
        let artifact = try #require(difference.artifacts.first)
        #expect(artifact.name == "difference" && artifact.pathExtension == "rgba")
        let picture = try Self.diffing(.exact).fromData(artifact.data)
        #expect(picture.pixel(3, 4) == [255, 0, 0, 255])  // beyond the tolerance: red
        #expect(picture.pixel(5, 6) == [255, 0, 0, 255])
        #expect(picture.pixel(0, 0) == [255, 200, 0, 255])  // within it: yellow
        let grey = picture.pixel(9, 9)
        #expect(grey[0] == grey[1] && grey[1] == grey[2] && grey[0] >= 190 && grey[3] == 255)  // the same: pale grey
    }

    @Test func picturesOfAnotherSizeNeverMatch() throws {
        let difference = try #require(
            Self.diffing(ImageTolerance(perPixel: 255, share: 1)).diff(Self.image(4, 2), Self.image(4, 3)))
        #expect(
            difference.message == """
                The picture is 4 × 3 pixels; the reference is 4 × 2.
                4 of 12 pixels (33.33%) differ by more than 255 in a channel; at most 100% may.
                The largest difference is 255 (of 255), first at x 0, y 2.
                """)
    }

    @Test func theEngineWritesTheFailedPictureAndTheDifferenceThenCleansUp() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let strategy = SnapshotStrategy<RGBAImage, RGBAImage>(
            pathExtension: "rgba", diffing: Self.diffing(ImageTolerance(perPixel: 0, share: 0)))
        let base = Self.image(3, 3)
        let other = Self.changed(base, 1, 1, [0, 0, 0, 255])
        func verify(_ image: RGBAImage, _ mode: SnapshotRecordMode? = nil, ci: Bool = false) -> String? {
            SnapshotVerifier(
                environment: ci ? ["CI": "1"] : [:], filePath: "/src/Tests/BarTests.swift",
                test: VerifySnapshotTests.inbox
            ).verify(image, as: strategy, named: "bar", record: mode, snapshotDirectory: dir.path)
        }
        #expect(verify(base, ci: true)?.contains("record mode is never (CI is set)") == true)
        #expect(!dir.exists("bar.rgba"))
        #expect(verify(base)?.hasPrefix("No reference snapshot \"bar.rgba\" existed; recorded one") == true)
        #expect(verify(base, ci: true) == nil)
        let mismatch = try #require(verify(other, ci: true))
        #expect(
            mismatch.contains(
                "Actual:    \(dir.file("bar.failed.rgba"))\nDifference: \(dir.file("bar.failed.difference.rgba"))\n"))
        #expect(
            mismatch.hasSuffix(
                "1 of 9 pixels (11.11%) differ by more than 0 in a channel; at most 0% may.\n"
                    + "The largest difference is 30 (of 255), first at x 1, y 1."))
        #expect(dir.exists("bar.failed.rgba") && dir.exists("bar.failed.difference.rgba"))
        #expect(verify(base) == nil)
        #expect(!dir.exists("bar.failed.rgba") && !dir.exists("bar.failed.difference.rgba"))
        #expect(
            verify(other, .failed)?.hasPrefix("Snapshot \"bar.rgba\" did not match its reference; recorded") == true)
        #expect(verify(other, ci: true) == nil)
        #expect(
            verify(base, .all)?.hasPrefix(
                "Recorded snapshot \"bar.rgba\" (record mode all, record: .all); it is changed.") == true)
        #expect(verify(base, .never) == nil)
    }
}
