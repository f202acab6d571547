import Foundation
import Testing

/// `--set PATH=JSON` and the named scene-key flags (`--dynamic-type`, `--idiom`, `--safe-area`,
/// `--large-titles`, `--scroll-offset`) of `layout`, `batch`, `validate`, `render` and `transition`.
@Suite struct SetOptionTests {
    /// A two-item stack on an iOS 17 bar.
    static let scene = #"{"width": 375, "profile": "ios17", "items": [{"title": "Inbox"}, {"title": "Message"}]}"#

    /// A folder holding `scene.json` (``scene``), and `edited.json` when `edited` is given.
    static func folder(edited: String? = nil) throws -> String {
        let folder = try Navbar.temporaryFolder()
        try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        try edited?.write(toFile: folder + "/edited.json", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("--set changes a nested key and an index one past the end appends: the same geometry as the edited file")
    func setMatchesTheEditedFile() throws {
        let edited = #"""
            {"width": 375, "profile": "ios17", "items": [{"title": "Inbox"},
             {"title": "Message", "backButtonDisplayMode": "minimal"}, {"title": "Third", "prompt": "Hi"}]}
            """#
        let folder = try Self.folder(edited: edited)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = try Navbar.run(["layout", "edited.json", "--format", "text"], in: folder)
        #expect(expected.status == 0, "\(expected)")
        let set = try Navbar.run(
            [
                "layout", "scene.json", "--format", "text", "--set", #"items[1].backButtonDisplayMode="minimal""#,
                "--set", #"items[2]={"title": "Third"}"#, "--set=items[2].prompt=\"Hi\"",
            ], in: folder)
        #expect(set == expected)
        #expect(set.stdout.contains("\"Third\""))
    }

    @Test("each named flag sets its key as --set would, and wins over --set for the same key")
    func namedFlags() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A scroll offset shows with large titles (they collapse as the content scrolls).
        let pairs: [([String], [String], base: [String])] = [
            (["--dynamic-type", "accessibilityLarge"], ["--set", #"contentSizeCategory="accessibilityLarge""#], []),
            (["--idiom", "pad"], ["--set", #"userInterfaceIdiom="pad""#], []),
            (["--safe-area", "47,44"], ["--set", #"safeAreaInsets={"left": 47, "right": 44}"#], []),
            (["--large-titles"], ["--set", "prefersLargeTitles=true"], []),
            (["--scroll-offset=30"], ["--set", "scrollOffset=30"], ["--large-titles"]),
        ]
        for (named, set, base) in pairs {
            let command = ["layout", "scene.json", "--format", "text"] + base
            let plain = try Navbar.run(command, in: folder)
            let byName = try Navbar.run(command + named, in: folder)
            let bySet = try Navbar.run(command + set, in: folder)
            #expect(byName.status == 0, "\(byName)")
            #expect(byName == bySet, "\(named)")
            #expect(byName.stdout != plain.stdout, "\(named) changed nothing")
        }
        // The named flag wins whichever comes first on the command line.
        let large = try Navbar.run(["layout", "scene.json", "--format", "text", "--large-titles"], in: folder)
        let both = try Navbar.run(
            ["layout", "scene.json", "--format", "text", "--large-titles", "--set", "prefersLargeTitles=false"],
            in: folder)
        #expect(both == large)
        let big = try Navbar.run(
            [
                "layout", "scene.json", "--format", "text", "--set", #"contentSizeCategory="small""#,
                "--dynamic-type", "extraExtraExtraLarge",
            ], in: folder)
        let named = try Navbar.run(
            ["layout", "scene.json", "--format", "text", "--dynamic-type", "extraExtraExtraLarge"], in: folder)
        #expect(big == named)
    }

    @Test("an unknown key or a wrong type gets the file's message, did-you-mean included, at the option (64)")
    func sameErrorsAsAFile() throws {
        let typo = #"{"width": 375, "items": [{"title": "Inbox"}, {"title": "M", "backButonDisplayMode": "minimal"}]}"#
        let folder = try Self.folder(edited: typo)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inFile = try Navbar.run(["layout", "edited.json"], in: folder)
        let message = "unknown key; did you mean 'backButtonDisplayMode'?"
        #expect(inFile.stderr == "Error: edited.json: items[1].backButonDisplayMode: \(message)\n")
        let cases: [([String], String)] = [
            (
                ["--set", #"items[1].backButonDisplayMode="minimal""#],
                "Error: scene.json: --set items[1].backButonDisplayMode: \(message)\n"
            ),
            (["--set", "items[0].title=5"], "Error: scene.json: --set items[0].title: must be a string\n"),
            (["--set", #"wdth=320"#], "Error: scene.json: --set wdth: unknown key; did you mean 'width'?\n"),
            (
                ["--set", #"items[2]={"titel": "x"}"#],
                "Error: scene.json: --set items[2].titel: unknown key; did you mean 'title'?\n"
            ),
        ]
        for (arguments, expected) in cases {
            let result = try Navbar.run(["layout", "scene.json"] + arguments, in: folder)
            #expect(result == NavbarRun(status: 64, stdout: "", stderr: expected))
        }
    }

    @Test("a malformed --set is a usage error (64) saying what is wrong")
    func malformed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [(String, String)] = [
            ("width", "the value of '--set' must be PATH=JSON, like 'items[0].title=\"Inbox\"', got 'width'"),
            (
                "items[0].title=Inbox",
                "the value of '--set items[0].title=...' is not JSON (expected a JSON value, found 'I'): "
                    + "quote a string, like --set 'items[0].title=\"Inbox\"'"
            ),
            (
                "items[x]=1",
                "the path 'items[x]' of '--set' needs an index from 0 or a quoted key between '[' and ']' at "
                    + "character 6; write keys and indexes as in error messages, like 'items[1].title'"
            ),
            (
                ".width=1",
                "the path '.width' of '--set' starts with '.' at character 1; write keys and indexes as in error "
                    + "messages, like 'items[1].title'"
            ),
            (
                "items[5].title=\"x\"",
                "scene.json: --set items[5].title: 'items' has 2 elements: give an index "
                    + "from 0 to 2 (2 appends)"
            ),
            ("width.x=1", "scene.json: --set width.x: 'width' is a number, not an object"),
        ]
        for (argument, message) in cases {
            let result = try Navbar.run(["layout", "scene.json", "--set", argument], in: folder)
            #expect(result == NavbarRun(status: 64, stdout: "", stderr: "Error: \(message)\n"), "\(argument)")
        }
        let badFlags: [[String]] = [
            ["--dynamic-type", "huge"], ["--idiom", "watch"], ["--safe-area", "47"], ["--scroll-offset", "x"],
            ["--large-titles=yes"],
        ]
        for flags in badFlags {
            let result = try Navbar.run(["layout", "scene.json"] + flags, in: folder)
            #expect(result.status == 64, "\(flags): \(result)")
            #expect(result.stderr.hasPrefix("Error: "))
        }
    }

    @Test("batch and validate read --set the same way; validate reports the option's problem")
    func batchAndValidate() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = Self.scene + "\n" + Self.scene + "\n"
        let batch = try Navbar.run(["batch", "--set", "width=320"], stdin: lines, in: folder)
        #expect(batch.status == 0, "\(batch)")
        #expect(batch.stdout.components(separatedBy: "\n").filter { $0.contains(#""width":320"#) }.count == 2)
        let valid = try Navbar.run(["validate", "scene.json", "--set", #"items[0].title="Mail""#], in: folder)
        #expect(valid == NavbarRun(status: 0, stdout: "scene.json: ok\n", stderr: ""))
        let invalid = try Navbar.run(["validate", "scene.json", "--set", "items[0].titel=1"], in: folder)
        #expect(
            invalid
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr: "Error: scene.json: --set items[0].titel: unknown key; did you mean 'title'?\n"))
    }

    @Test("in a transition request, paths start at the 'from' scene, a bare stack included")
    func transitionPaths() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let request = #"{"from": [{"title": "Inbox"}], "change": {"kind": "push", "item": {"title": "Message"}}}"#
        let stated =
            #"{"from": {"width": 320, "items": [{"title": "Mail"}]}, "#
            + #""change": {"kind": "push", "item": {"title": "Message"}}}"#
        try request.write(toFile: folder + "/stack.json", atomically: true, encoding: .utf8)
        try stated.write(toFile: folder + "/stated.json", atomically: true, encoding: .utf8)
        let set = try Navbar.run(["transition", "stack.json", "--set", #"items[0].title="Mail""#], in: folder)
        let expected = try Navbar.run(["transition", "stated.json"], in: folder)
        #expect(set.status == 0, "\(set)")
        #expect(set == expected)
        let typo = try Navbar.run(["transition", "stack.json", "--set", "items[0].titel=1"], in: folder)
        #expect(
            typo
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr: "Error: stack.json: --set items[0].titel: unknown key; did you mean 'title'?\n"))
        // A problem the option did not make keeps its place in the request.
        let broken = #"{"from": {"width": 320, "items": [{"title": 1}]}, "change": "pop"}"#
        try broken.write(toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
        let kept = try Navbar.run(["transition", "broken.json", "--set", "width=375"], in: folder)
        #expect(kept.stderr.contains("Error: broken.json: from.items[0].title: must be a string\n"), "\(kept)")
        #expect(kept.status == 65)
        let render = try Navbar.run(
            ["render", "stack.json", "-o", "push.svg", "--set", #"items[0].title="Mail""#], in: folder)
        #expect(render.status == 0, "\(render)")
    }

    @Test("help, completions and the man page list the scene-key options")
    func listed() throws {
        for command in ["layout", "batch", "validate", "render", "transition"] {
            let help = try Navbar.run([command, "--help"])
            for option in ["--set", "--dynamic-type", "--idiom", "--safe-area", "--large-titles", "--scroll-offset"] {
                #expect(help.stdout.contains(option), "\(command) \(option)")
            }
        }
        let bash = try Navbar.run(["completions", "bash"])
        #expect(bash.stdout.contains("--dynamic-type"))
        #expect(bash.stdout.contains("accessibilityExtraLarge"))
        let man = try Navbar.run(["man"])
        #expect(man.stdout.contains("set"))
        #expect(man.stdout.contains("scroll\\-offset") || man.stdout.contains("scroll-offset"))
    }
}
