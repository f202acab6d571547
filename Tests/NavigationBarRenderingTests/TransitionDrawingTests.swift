import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import NavigationBarRendering
import RenderingSnapshotTesting
import Testing

/// The push from "Inbox" to "Message" under `ios7`, and its pictures: one moment, a filmstrip, an animated SVG.
@Suite("Transition drawings")
struct TransitionDrawingTests {
    static let renderer = RenderingSupport.renderer

    /// The push of "Message" onto a bar showing "Inbox", 375 points wide at scale 2, with the bundled fonts.
    static func push() throws -> BarTransition {
        let inbox = Scene(width: 375, scale: 2, profile: "ios7", items: [NavigationItem(title: "Inbox")])
        return try BarTransition.make(
            from: inbox, change: .push(NavigationItem(title: "Message")), measurer: renderer.measurer)
    }

    /// The pixels of `rect` (in pixels) of `image`.
    static func crop(_ image: PNGImage, x: Int, y: Int, width: Int, height: Int) -> PNGImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * image.width + x) * 4
            pixels += image.pixels[start..<(start + width * 4)]
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// How many pixels of `a` and `b` differ (all of them when their sizes differ).
    static func differences(_ a: PNGImage, _ b: PNGImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        return (0..<(a.width * a.height)).filter { a.pixels[$0 * 4..<$0 * 4 + 4] != b.pixels[$0 * 4..<$0 * 4 + 4] }
            .count
    }

    @Test("a moment at progress 0 and 1 is drawn exactly as the geometry before and after")
    func endsAreTheGeometries() throws {
        let push = try Self.push()
        let start = try Self.renderer.drawing(transition: push, progress: 0)
        let end = try Self.renderer.drawing(transition: push, progress: 1)
        #expect(Self.differences(try start.image(), try Self.renderer.drawing(geometry: push.from).image()) == 0)
        #expect(Self.differences(try end.image(), try Self.renderer.drawing(geometry: push.to).image()) == 0)
        // The same shapes too, under the same names: a moment is drawn from its display list like a layout.
        #expect(start.shapes == (try Self.renderer.drawing(geometry: push.from)).shapes)
        #expect(end.shapes == (try Self.renderer.drawing(geometry: push.to)).shapes)
        #expect(start.shapes.map(\.name) == ["bar", "hairline", "title"])
        #expect(end.shapes.map(\.name) == ["bar", "hairline", "back-indicator", "back-title", "title"])
    }

    @Test("in the middle of the push, each text is drawn at its frame with its alpha")
    func middleOfThePush() throws {
        let push = try Self.push()
        let sample = push.sample(at: 0.5)
        let drawing = try Self.renderer.drawing(sample: sample, of: push)
        for element in sample.lanes where element.alpha > 0 && element.node.text?.text != nil {
            // Shapes are named by their node's key; the old and the new title are told apart by their alpha.
            let name = element.node.laneKey.replacingOccurrences(of: ".", with: "-")
            let shape = try #require(
                drawing.shapes.first { shape in
                    guard shape.name == name, case .solid(let color) = shape.paint else { return false }
                    return abs(color.alpha - element.alpha) < 1e-9
                })
            guard case .solid(let color) = shape.paint else {
                Issue.record("\(name) is not one colour")
                continue
            }
            #expect(abs(color.alpha - element.alpha) < 1e-9)
            let bounds = try #require(shape.path.controlBounds)
            #expect(bounds.x >= element.frame.x - 1 && bounds.maxX <= element.frame.maxX + 1)
        }
        // The old title is on its way to the back button's place, the new one on its way from the trailing side.
        let old = try #require(sample.lanes.first { $0.name == "from:title" })
        let new = try #require(sample.lanes.first { $0.name == "to:title" })
        let back = try #require(push.to.backButton?.title?.frame)
        let title = try #require(push.to.title?.frame)
        let oldStart = try #require(push.from.title?.frame)
        #expect(old.frame.x < oldStart.x && old.frame.x > back.x)
        #expect(new.frame.x > title.x)
    }

    @Test("the filmstrip has a frame per moment, the first the old bar and the last the new, pixel for pixel")
    func filmstripFrames() throws {
        let push = try Self.push()
        let frames = 5
        // On a transparent page, each frame's pixels are its single picture's.
        let image = try Self.renderer.filmstrip(transition: push, frames: frames, page: nil)
        #expect(image.width == (64 + 375 + 8) * 2 && image.height == (8 + frames * (44 + 8)) * 2)
        let single = (
            from: try Self.renderer.drawing(geometry: push.from).image(),
            to: try Self.renderer.drawing(geometry: push.to).image()
        )
        #expect(single.from.width == 750 && single.from.height == 88)
        func frame(_ k: Int) -> PNGImage {
            Self.crop(image, x: 128, y: 16 + k * (88 + 16), width: 750, height: 88)
        }
        #expect(Self.differences(frame(0), single.from) == 0)
        #expect(Self.differences(frame(frames - 1), single.to) == 0)
        let middle = try Self.renderer.drawing(transition: push, progress: 0.5).image()
        #expect(Self.differences(frame(2), middle) == 0)
        #expect(Self.differences(frame(1), middle) > 100)
        // Between the frames, nothing; beside each frame, its label.
        let gap = Self.crop(image, x: 0, y: 16 + 88, width: image.width, height: 16)
        #expect(gap.pixels.allSatisfy { $0 == 0 })
        for k in 0..<frames {
            let label = Self.crop(image, x: 0, y: 16 + k * (88 + 16), width: 128, height: 88)
            #expect(stride(from: 3, to: label.pixels.count, by: 4).contains { label.pixels[$0] > 0 })
        }
        // On the grey page, a frame's transparent corners show the page, its bar composited over it.
        let paged = try Self.renderer.filmstrip(transition: push, frames: frames)
        #expect(paged.pixel(0, 0) == (226, 228, 233, 255))
        let bar = paged.pixel(128 + 300, 16 + 10)
        #expect(bar.alpha == 255 && bar.red > 240 && bar.red < 247)
    }

    @Test("the filmstrip of the push matches its reference picture")
    func filmstripSnapshot() throws {
        let film = try Self.renderer.filmstrip(transition: try Self.push(), frames: 7)
        assertLayoutSnapshot(
            of: film, as: .png(), named: "filmstrip-push-inbox-message", snapshotDirectory: SnapshotTests.directory)
    }

    @Test("a filmstrip at another scale keeps the bar's layout and draws at that scale")
    func filmstripScale() throws {
        let push = try Self.push()
        let image = try Self.renderer.filmstrip(transition: push, frames: 2, scale: 3)
        #expect(image.width == (64 + 375 + 8) * 3 && image.height == (8 + 2 * (44 + 8)) * 3)
        // Fewer than 2 frames are 2.
        #expect(
            try Self.renderer.filmstrip(transition: push, frames: 1)
                == (try Self.renderer.filmstrip(
                    transition: push, frames: 2)))
    }
}
