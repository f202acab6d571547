import Foundation
import Testing

/// `navbar render` of a transition as an animated GIF or APNG, and the limits of animations and galleries.
@Suite struct RenderAnimationTests {
    /// A pop from "Message" back to "Inbox" on a bar 375 points wide, lasting 0.5 s, at scale 2.
    static let request = Navbar.root + "/Fixtures/transition-pop-message-to-inbox.json"

    /// The bytes of `name` in `folder`.
    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
    }

    @Test("a GIF plays the transition at 25 frames a second, holds its ends a second and loops forever")
    func gif() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Navbar.run(["render", Self.request, "-o", "pop.gif"], in: folder)
        #expect(result == NavbarRun(status: 0, stdout: "", stderr: ""))
        let gif = try AnimationReader.gif(try Self.bytes(folder, "pop.gif"))
        #expect(gif.width == 750)
        #expect(gif.height == 88)
        #expect(gif.plays == 0)
        // 0.5 s at 25 frames a second: 13 steps (12.5 rounded up), 14 frames of 38.5 ms in hundredths.
        #expect(gif.delays.count == 14)
        #expect(gif.delays.first == 1040)
        #expect(gif.delays.last == 1000)
        #expect(gif.delays.reduce(0, +) == 2500)
        #expect(gif.delays.dropFirst().dropLast().allSatisfy { $0 == 30 || $0 == 40 })
    }

    @Test("an APNG follows --fps and --slowdown; '--format apng' writes one whatever the file's name")
    func apng() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Navbar.run(
            [
                "render", Self.request, "-o", "pop.png", "--format", "apng", "--fps", "20", "--slowdown", "2",
                "--background", "#FFFFFF", "--scale", "1",
            ], in: folder)
        #expect(result == NavbarRun(status: 0, stdout: "", stderr: ""))
        let apng = try AnimationReader.apng(try Self.bytes(folder, "pop.png"))
        // 0.5 s × 2 at 20 frames a second: 20 steps of 50 ms, 21 frames.
        #expect(
            apng
                == AnimationSummary(
                    width: 375, height: 44, delays: [1050] + Array(repeating: 50, count: 19) + [1000], plays: 0))
        let named = try Navbar.run(["render", Self.request, "-o", "pop.apng", "--scale", "1"], in: folder)
        #expect(named.status == 0, "\(named)")
        #expect(try AnimationReader.apng(try Self.bytes(folder, "pop.apng")).delays.count == 14)
    }

    @Test("--slowdown slows the animated SVG down too")
    func slowSVG() throws {
        let normal = try Navbar.run(["render", Self.request, "-o", "-"])
        let slow = try Navbar.run(["render", Self.request, "-o", "-", "--slowdown", "4"])
        // A cycle: 1 s held, the transition, 1 s held.
        #expect(normal.stdout.contains(#"dur="2.5s""#))
        #expect(slow.stdout.contains(#"dur="4s""#))
    }

    @Test("limits are usage errors (64) that state the limit, and nothing is written")
    func limits() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = folder + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        let scene = Navbar.root + "/Fixtures/seed-000-prompt.json"
        let cases: [([String], String)] = [
            (
                ["render", Self.request, "-o", "x.gif", "--fps", "50", "--slowdown", "100"],
                "a GIF or APNG may have at most 1000 frames; this one would have 2501 (0.5 s × 100 slowdown × 50 fps): "
                    + "lower '--fps' or '--slowdown'"
            ),
            (
                ["render", Self.request, "-o", "x.gif", "--fps", "0"],
                "the value of '--fps' must be a whole number from 1 to 50, got '0'"
            ),
            (
                ["render", Self.request, "-o", "x.gif", "--slowdown", "0"],
                "the value of '--slowdown' must be a number from 0.1 to 100, got '0'"
            ),
            (
                ["render", Self.request, "-o", "x.gif", "--frames", "5"],
                "'--frames' does not apply to a GIF or APNG: give '--fps' (frames a second) instead"
            ),
            (
                ["render", Self.request, "-o", "x.gif", "--background", "white"],
                "the value of '--background' must be a colour '#RRGGBB', like '#FFFFFF', got 'white'"
            ),
            (
                ["render", Self.request, "-o", "x.svg", "--fps", "10"],
                "'--fps' and '--background' apply to a GIF or APNG ('--format gif' or '--format apng')"
            ),
            (
                ["render", scene, "-o", "x.gif"],
                "'--format gif' draws a transition request (a document with 'change'); a scene is drawn as SVG or PNG"
            ),
            (
                ["render", scene, "-o", "x.svg", "--slowdown", "2"],
                "'--slowdown' draws a transition request (a document with 'change'); this is a scene"
            ),
            (
                ["render", "--gallery", "empty", "-o", "x.png"],
                "empty: has no scene files (*.json); a gallery needs at least one"
            ),
            (["render", "--gallery", "empty", "-o", "x.gif"], "a gallery is drawn as SVG or PNG, not as 'gif'"),
            (["render", scene, "-o", "x.png", "--columns", "2"], "'--columns' lays out a gallery ('--gallery')"),
            (
                ["render", "--gallery", "empty", "-o", "x.png", "--columns", "0"],
                "the value of '--columns' must be a whole number from 1 to 100, got '0'"
            ),
        ]
        for (arguments, message) in cases {
            let result = try Navbar.run(arguments, in: folder)
            #expect(result == NavbarRun(status: 64, stdout: "", stderr: "Error: \(message)\n"), "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["empty"])
    }

    @Test("a gallery takes --columns: row by row, each bar at its own size")
    func galleryColumns() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (index, width) in [320, 375, 1024].enumerated() {
            let scene = #"{"width": \#(width), "items": [{"title": "Bar \#(index)"}]}"#
            try scene.write(toFile: folder + "/bar\(index).json", atomically: true, encoding: .utf8)
        }
        let result = try Navbar.run(
            ["render", "--gallery", ".", "-o", "g.png", "--columns", "2", "--scale", "1"], in: folder)
        #expect(result == NavbarRun(status: 0, stdout: "", stderr: ""))
        let size = try RenderTransitionTests.pngSize(folder + "/g.png")
        // Two columns as wide as the widest bar, 12 points of margin around each.
        #expect(size.width == 12 + 2 * (1024 + 12))
        let one = try Navbar.run(["render", "--gallery", ".", "-o", "one.png", "--scale", "1"], in: folder)
        #expect(one.status == 0, "\(one)")
        #expect(try RenderTransitionTests.pngSize(folder + "/one.png").width == 12 + 1024 + 12)
    }
}
