import Foundation
import Testing

/// `navbar transition`: the JSON it prints, the sampling options, and its errors and exit statuses.
@Suite struct TransitionCommandTests {
    /// Every change kind of the request format, as the unknown-kind message lists them.
    static let changeKinds = [
        "push", "pop", "setItems", "setLeftBarButtonItems", "setRightBarButtonItems", "setHidesBackButton",
        "setTitle", "setPrompt", "setTitleView", "setLeadingItemGroups", "setCenterItemGroups",
        "setTrailingItemGroups", "setLargeTitleDisplayMode", "setPrefersLargeTitles",
        "setSearchActive",
    ].joined(separator: ", ")

    static let push = #"""
        {"from": {"width": 375, "profile": "ios7", "items": [{"title": "Inbox"}]},
         "change": {"kind": "push", "item": {"title": "Message"}}, "frames": 3}
        """#

    /// The parsed JSON object of `text`.
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aPushPrintsTheRequestsFrames() throws {
        let result = try Navbar.run(["transition", "-"], stdin: Self.push)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let document = try object(result.stdout)
        #expect(document["schemaVersion"] as? Int == 2)
        #expect(document["kind"] as? String == "push")
        #expect(document["duration"] as? Double == 0.5)
        let frames = try #require(document["frames"] as? [[String: Any]])
        #expect(frames.map { $0["t"] as? Double } == [0, 0.5, 1])
        let first = try #require(frames[0]["elements"] as? [[String: Any]])
        let title = try #require(first.first { $0["name"] as? String == "from:title" })
        #expect(title["alpha"] as? Double == 1)
        #expect(title["text"] as? String == "Inbox")
        #expect(title["partner"] as? String == "to:back.title")
        // Format 2, the default, gives each moment's display list; format 1 does not.
        #expect((frames[0]["nodes"] as? [[String: Any]])?.contains { $0["key"] as? String == "title" } == true)
        let one = try object(try Navbar.run(["transition", "-", "--geometry-format", "1"], stdin: Self.push).stdout)
        #expect(one["schemaVersion"] as? Int == 1)
        #expect((one["frames"] as? [[String: Any]])?.first?["nodes"] == nil)
    }

    @Test func progressAndFramesOnTheCommandLineWinOverTheRequests() throws {
        let one = try object(try Navbar.run(["transition", "-", "--progress", "0.25"], stdin: Self.push).stdout)
        #expect(one["frames"] == nil)
        #expect((one["frame"] as? [String: Any])?["t"] as? Double == 0.25)
        let five = try object(try Navbar.run(["transition", "-", "--frames", "5"], stdin: Self.push).stdout)
        #expect((five["frames"] as? [Any])?.count == 5)
        let rtl = try object(try Navbar.run(["transition", "-", "--rtl", "--progress", "1"], stdin: Self.push).stdout)
        #expect((rtl["bar"] as? [String: Any])?["layoutDirection"] as? String == "rightToLeft")
    }

    @Test func outputGoesToTheFileNamedByOutput() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Navbar.run(["transition", "-", "-o", "film.json"], stdin: Self.push, in: folder)
        #expect(result == NavbarRun(status: 0, stdout: "", stderr: ""))
        let written = try String(contentsOfFile: folder + "/film.json", encoding: .utf8)
        #expect(written == (try Navbar.run(["transition", "-"], stdin: Self.push)).stdout)
    }

    @Test func anImpossibleChangeIsTheSeedsErrorWithStatus65AndNothingOnStdout() throws {
        let pop = try Navbar.run(["transition", "-"], stdin: #"{"from": [{"title": "Inbox"}], "change": "pop"}"#)
        #expect(
            pop
                == NavbarRun(
                    status: 65, stdout: "",
                    stderr: "Error: <stdin>: change: cannot pop navigation item \"Inbox\": it is the only item on "
                        + "the stack, and a pop needs an item below it\n"))
        let push = try Navbar.run(
            ["transition", "-"],
            stdin: #"{"from": [{"title": "Inbox"}, {"title": "Message"}], "change": {"kind": "push", "item": 0}}"#)
        #expect(
            push
                == NavbarRun(
                    status: 65, stdout: "",
                    stderr: "Error: <stdin>: change: navigation item \"Inbox\" is already on the navigation bar's "
                        + "stack; an item can be on the stack only once\n"))
    }

    @Test func aBadRequestIsDataErrorWithEveryProblem() throws {
        let result = try Navbar.run(
            ["transition", "-"], stdin: #"{"from": [{"title": 1}], "change": {"kind": "psh"}, "progress": 2}"#)
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(
            result.stderr.split(separator: "\n") == [
                "Error: <stdin>: from[0].title: must be a string",
                "Error: <stdin>: change.kind: 'psh' is not one of: \(Self.changeKinds); did you mean 'push'?",
                "Error: <stdin>: progress: must be a number from 0 to 1",
            ])
    }

    @Test func aProfileTheSceneNamesIsReportedUnderFrom() throws {
        let result = try Navbar.run(
            ["transition", "-"],
            stdin: #"{"from": {"width": 320, "items": [{"title": "A"}], "profile": "ios8"}, "change": "pop"}"#)
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: "",
                    stderr: "Error: <stdin>: from.profile: unknown profile 'ios8'; did you mean 'ios7'? it stands for "
                        + "iOS 7–10; bundled profiles: ios17, ios26, ios27, ios6, ios7\n"))
    }

    @Test func badSamplingOptionsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--progress", "1.5"], "the value of '--progress' must be a number from 0 to 1, got '1.5'"),
            (["--progress", "-0.1"], "the value of '--progress' must be a number from 0 to 1, got '-0.1'"),
            (["--frames", "1"], "the value of '--frames' must be a whole number from 2 to 10000, got '1'"),
            (["--frames", "2.5"], "the value of '--frames' must be a whole number from 2 to 10000, got '2.5'"),
            (["--frames", "3", "--progress", "0"], "'--progress' and '--frames' cannot be combined; give one of them"),
        ]
        for (options, message) in cases {
            let result = try Navbar.run(["transition", "-"] + options, stdin: Self.push)
            #expect(result == NavbarRun(status: 64, stdout: "", stderr: "Error: \(message)\n"), "\(options)")
        }
        let none = try Navbar.run(["transition"])
        #expect(none.status == 64)
        #expect(none.stderr == "Error: missing transition request file; see 'navbar transition --help'\n")
    }

    @Test func validateChecksATransitionRequestAsTransitionWould() throws {
        #expect(
            try Navbar.run(["validate", "-"], stdin: Self.push)
                == NavbarRun(status: 0, stdout: "<stdin>: ok\n", stderr: ""))
        let pop = try Navbar.run(["validate", "-"], stdin: #"{"from": [{"title": "Inbox"}], "change": "pop"}"#)
        #expect(pop.status == 65)
        #expect(pop.stderr.hasPrefix("Error: <stdin>: change: cannot pop navigation item \"Inbox\""))
    }

    @Test func aMissingRequestFileIs66() throws {
        let result = try Navbar.run(["transition", "/nonexistent/request.json"])
        #expect(result == NavbarRun(status: 66, stdout: "", stderr: "Error: /nonexistent/request.json: no such file\n"))
    }
}
