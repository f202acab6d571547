import Foundation
import Testing

/// `navbar render` of a transition request: a filmstrip PNG, an animated SVG or one moment.
@Suite struct RenderTransitionTests {
    /// The push from "Inbox" to "Message" on a bar 375 points wide, sampled at 5 frames.
    static let request = Navbar.root + "/Fixtures/transition-push-inbox-to-message.json"

    /// The width and height a PNG file's IHDR chunk gives.
    static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count > 24 && bytes[12..<16] == [0x49, 0x48, 0x44, 0x52])
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test("a PNG is a filmstrip: the request's 5 frames, or --frames, under one another, at --scale")
    func filmstrip() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let five = try Navbar.run(["render", Self.request, "-o", "film.png"], in: folder)
        #expect(five == NavbarRun(status: 0, stdout: "", stderr: ""))
        // 64 points of labels, the bar, 8 of margin; 8 points of margin above each frame and below the last.
        #expect(try Self.pngSize(folder + "/film.png") == ((64 + 375 + 8) * 2, (8 + 5 * (44 + 8)) * 2))
        let seven = try Navbar.run(
            ["render", Self.request, "-o", "film7.png", "--frames", "7", "--scale", "1"], in: folder)
        #expect(seven.status == 0, "\(seven)")
        #expect(try Self.pngSize(folder + "/film7.png") == (64 + 375 + 8, 8 + 7 * (44 + 8)))
    }

    @Test("an SVG plays the transition: SMIL animations sampled at 31 key times, or --frames")
    func animatedSVG() throws {
        let svg = try Navbar.run(["render", Self.request, "-o", "-"])
        #expect(svg.status == 0 && svg.stderr.isEmpty, "\(svg)")
        #expect(svg.stdout.contains(#"<g id="to-title""#) && svg.stdout.contains("<animateTransform "))
        let keyTimes = try #require(svg.stdout.firstMatch(of: /keyTimes="([^"]*)"/)).1
        #expect(keyTimes.split(separator: ";").count == 31 + 2)  // 31 moments, the start and end held
        let few = try Navbar.run(["render", Self.request, "-o", "-", "--frames", "3"])
        #expect(try #require(few.stdout.firstMatch(of: /keyTimes="([^"]*)"/)).1.split(separator: ";").count == 5)
    }

    /// A transition fixture and the two scenes of its ends, as JSON: the large-title push and pop, the push into
    /// a grouped bar.
    static let ends: [(request: String, from: String, to: String)] = {
        let mailboxes = #"{"title": "Mailboxes", "rightBarButtonItem": {"id": "edit", "systemItem": "edit"}}"#
        let inbox = #"{"title": "Inbox", "rightBarButtonItem": {"id": "compose", "systemItem": "compose"}}"#
        let bar = #""width": 390, "profile": "ios17", "scale": 3, "prefersLargeTitles": true"#
        // The grouped item of Fixtures/transition-push-into-grouped-bar.json.
        let item =
            #"{"title": "Quarterly Report", "style": "editor", "leftItemsSupplementBackButton": true, "centerI"#
            + #"temGroups": [{"items": [{"id": "bold", "title": "Bold"}, {"id": "italic", "title": "Italic"}], ""#
            + #"representativeItem": {"id": "format", "title": "Format"}}], "trailingItemGroups": [{"items": [{""#
            + #"id": "share", "systemItem": "action", "title": "Share"}]}, {"items": [{"id": "undo", "systemItem"#
            + #"": "undo"}, {"id": "redo", "systemItem": "redo"}]}], "additionalOverflowItems": [{"id": "print","#
            + #" "title": "Print"}]}"#
        let reports = #""width": 430, "profile": "ios17", "scale": 3"#
        return [
            (
                "transition-push-large-title-mailboxes-to-inbox", "{\(bar), \"items\": [\(mailboxes)]}",
                "{\(bar), \"items\": [\(mailboxes), \(inbox)]}"
            ),
            (
                "transition-pop-large-title-inbox-to-mailboxes", "{\(bar), \"items\": [\(mailboxes), \(inbox)]}",
                "{\(bar), \"items\": [\(mailboxes)]}"
            ),
            (
                "transition-push-into-grouped-bar", "{\(reports), \"items\": [{\"title\": \"Reports\"}]}",
                "{\(reports), \"items\": [{\"title\": \"Reports\"}, \(item)]}"
            ),
        ]
    }()

    @Test("--progress 0 and 1 draw the static pictures of the two ends, byte for byte (T7)")
    func endsAreTheStaticPictures() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, from, to) in Self.ends {
            let request = Navbar.root + "/Fixtures/\(name).json"
            for (progress, scene) in [("0", from), ("1", to)] {
                let moment = try Navbar.run(
                    ["render", request, "--progress", progress, "-o", "moment.png"], in: folder)
                #expect(moment == NavbarRun(status: 0, stdout: "", stderr: ""), "\(name) at \(progress)")
                let still = try Navbar.run(["render", "-", "-o", "still.png"], stdin: scene, in: folder)
                #expect(still == NavbarRun(status: 0, stdout: "", stderr: ""), "\(name): \(still.stderr)")
                let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/moment.png"))
                let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/still.png"))
                #expect(a == b, "\(name) at \(progress) is not the static picture")
            }
        }
        // In between, a moment is neither end.
        let request = Navbar.root + "/Fixtures/\(Self.ends[0].request).json"
        _ = try Navbar.run(["render", request, "--progress", "0.4", "-o", "middle.png"], in: folder)
        _ = try Navbar.run(["render", request, "--progress", "0", "-o", "start.png"], in: folder)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder + "/middle.png"))
                != Data(contentsOf: URL(fileURLWithPath: folder + "/start.png")))
        let both = try Navbar.run(["render", request, "--progress", "0.4", "--frames", "3", "-o", "x.png"], in: folder)
        #expect(both.status == 64 && both.stderr.contains("cannot be combined"))
        let scene = try Navbar.run(
            [
                "render", Navbar.root + "/Fixtures/seed-003-back-button-previous-title.json", "--progress", "0.4",
                "-o", "x.png",
            ], in: folder)
        #expect(scene.status == 64 && scene.stderr.contains("'--progress' draws a transition request"))
    }

    @Test("a request with progress draws that one moment, right to left with --rtl")
    func oneMoment() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let request = #"""
            {"from": {"width": 320, "items": [{"title": "Inbox"}, {"title": "Message"}]}, "change": "pop", "progress": 0.4}
            """#
        let png = try Navbar.run(["render", "-", "-o", "pop.png", "--rtl"], stdin: request, in: folder)
        #expect(png == NavbarRun(status: 0, stdout: "", stderr: ""))
        #expect(try Self.pngSize(folder + "/pop.png") == (640, 88))
        let svg = try Navbar.run(["render", "-", "-o", "-"], stdin: request)
        #expect(svg.status == 0 && svg.stdout.contains(#"data-name="title""#) && !svg.stdout.contains("<animate"))
    }

    @Test("bad requests and options: usage errors exit 64, impossible changes 65, and nothing is written")
    func errors() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [([String], String?, Int32, String)] = [
            (
                ["render", Self.request, "-o", "x.png", "--frames", "1"], nil, 64,
                "Error: the value of '--frames' must be a whole number from 2 to 10000, got '1'\n"
            ),
            (
                ["render", Self.request, "-o", "x.png", "--debug"], nil, 64,
                "Error: '--debug' draws a scene; a transition request is drawn without the debug overlay\n"
            ),
            (
                ["render", Navbar.root + "/Fixtures/seed-000-prompt.json", "-o", "x.png", "--frames", "3"], nil, 64,
                "Error: '--frames' draws a transition request (a document with 'change'); this is a scene\n"
            ),
            (
                ["render", "-", "-o", "x.png"],
                #"{"from": {"width": 320, "items": [{"title": "Inbox"}]}, "change": "pop"}"#,
                65,
                "Error: <stdin>: change: cannot pop navigation item \"Inbox\": it is the only item on the stack, "
                    + "and a pop needs an item below it\n"
            ),
            (
                ["render", "-", "-o", "x.svg"], #"{"from": [{"title": "Inbox"}], "change": {"kind": "push"}}"#, 65,
                "Error: <stdin>: change.item: is required\n"
            ),
        ]
        for (arguments, stdin, status, message) in cases {
            let result = try Navbar.run(arguments, stdin: stdin.map { Array($0.utf8) }, in: folder)
            #expect(result == NavbarRun(status: status, stdout: "", stderr: message))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
