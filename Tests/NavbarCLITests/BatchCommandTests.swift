import Foundation
import Testing

/// `navbar batch`'s lines, in geometry format 1 (`--geometry-format 1`), whose bytes these tests spell out;
/// `defaultIsFormatTwo` checks the default.
@Suite struct BatchCommandTests {
    /// The compact geometry of `{"width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}` in format 1.
    static let inbox =
        #"{"backButton":null,"bar":{"barStyle":"default","bordered":false,"#
        + #""contentFrame":{"height":44,"width":320,"x":0,"y":0},"height":44,"#
        + #""layoutDirection":"leftToRight","metrics":"default","profile":"ios7","scale":2,"tintColor":null,"#
        + #""translucent":true,"width":320},"#
        + #""leftItems":[],"prompt":null,"rightItems":[],"schemaVersion":1,"title":{"baseline":28.1818,"#
        + #""color":null,"displayed":true,"frame":{"height":21,"width":44,"x":138,"y":11.5},"kind":"text","#
        + #""style":{"family":"Inter","size":17,"tracking":-0.41,"weight":"semibold"},"text":"Inbox","#
        + #""truncated":false}}"#

    /// The compact geometry of an empty stack 375 points wide in format 1.
    static let empty =
        #"{"backButton":null,"bar":{"barStyle":"default","bordered":false,"#
        + #""contentFrame":{"height":44,"width":375,"x":0,"y":0},"height":44,"#
        + #""layoutDirection":"leftToRight","metrics":"default","profile":"ios7","scale":2,"tintColor":null,"#
        + #""translucent":true,"width":375},"#
        + #""leftItems":[],"prompt":null,"rightItems":[],"schemaVersion":1,"title":null}"#

    @Test("batch writes geometry format 2 unless --geometry-format 1 asks for format 1")
    func defaultIsFormatTwo() throws {
        let scene = #"{"id": "a", "width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}"#
        let standard = try Navbar.run(["batch"], stdin: scene)
        #expect(standard.status == 0 && standard.stderr.isEmpty)
        #expect(standard.stdout.contains(#""schemaVersion":2"#))
        #expect(standard.stdout.contains(#""nodes":[{"alpha":1,"#))
        #expect(standard.stdout.contains(#""itemGroups":null,"largeTitle":null,"#))
        #expect(try Navbar.run(["batch", "--geometry-format", "2"], stdin: scene) == standard)
        let one = try Navbar.run(["batch", "--geometry-format", "1"], stdin: scene)
        #expect(
            one.stdout
                == Self.inbox.replacingOccurrences(of: #","leftItems":"#, with: #","id":"a","leftItems":"#) + "\n")
    }

    @Test func writesOneLineForEachInputLineAndAnErrorObjectForEachBadOrBlankLine() throws {
        let input = """
            {"width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}

            {"width": 320, "profile": "ios7", "items": [{"title": 5}]}
            {"width": 320
            {"width": 375, "profile": "ios7", "items": []}\r

            """
        let result = try Navbar.run(["batch", "--geometry-format", "1"], stdin: input)
        let expected = [
            Self.inbox,
            #"{"error":{"line":2,"message":"the line is blank; expected a scene (--skip-blank skips blank lines)"}}"#,
            #"{"error":{"line":3,"message":"items[0].title: must be a string"}}"#,
            #"{"error":{"line":4,"message":"column 14: expected ',' or '}' after object member, found the end of the document"}}"#,
            Self.empty,
        ]
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: expected.map { $0 + "\n" }.joined(),
                    stderr: "Error: <stdin>: 3 lines failed (2, 3, 4)\n"))
    }

    @Test("--skip-blank writes nothing for a blank line, which is still counted")
    func skipBlankSkipsBlankLines() throws {
        let input =
            "{\"width\": 320, \"items\": [{\"title\": 5}]}\n \t\n\n{\"width\": 375, \"profile\": \"ios7\", \"items\": []}\n"
        let result = try Navbar.run(["batch", "--geometry-format", "1", "--skip-blank"], stdin: input)
        let error = #"{"error":{"line":1,"message":"items[0].title: must be a string"}}"#
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: error + "\n" + Self.empty + "\n", stderr: "Error: <stdin>: 1 line failed (1)\n")
        )
        #expect(
            try Navbar.run(["batch", "--geometry-format", "1", "--skip-blank"], stdin: "\n  \n")
                == NavbarRun(status: 0, stdout: "", stderr: ""))
    }

    @Test("every output line, success or error, carries the scene's id when it has one")
    func everyLineCarriesTheScenesID() throws {
        let input = """
            {"id": "inbox", "width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}
            {"id": "bad title", "width": 320, "items": [{"title": 5}]}
            {"id": "unknown profile", "width": 320, "profile": "ios9", "items": []}
            {"width": 375, "profile": "ios7", "items": []}
            {"id": "cut short", "width": 320
            {"id": "", "width": 375, "profile": "ios7", "items": []}
            {"id": 7, "width": 375, "profile": "ios7", "items": []}
            """
        let result = try Navbar.run(["batch", "--geometry-format", "1"], stdin: input)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 8)
        // The id is one more top-level key (keys are sorted: it comes after "bar" or "error").
        #expect(
            lines[0] == Self.inbox.replacingOccurrences(of: #","leftItems":"#, with: #","id":"inbox","leftItems":"#))
        #expect(lines[1] == #"{"error":{"line":2,"message":"items[0].title: must be a string"},"id":"bad title"}"#)
        #expect(lines[2].hasPrefix(#"{"error":{"line":3,"message":"profile: unknown profile 'ios9';"#))
        #expect(lines[2].hasSuffix(#""},"id":"unknown profile"}"#))
        #expect(lines[3] == Self.empty)
        // A line that is not JSON has no id to give.
        #expect(lines[4].hasPrefix(#"{"error":{"line":5,"message":"column 33: "#) && !lines[4].contains(#""id""#))
        #expect(lines[5] == #"{"error":{"line":6,"message":"id: must be a non-empty string"}}"#)
        #expect(lines[6] == #"{"error":{"line":7,"message":"id: must be a non-empty string"}}"#)
        #expect(lines[7] == "")
        #expect(result.status == 65)
        #expect(result.stderr == "Error: <stdin>: 5 lines failed (2, 3, 5, 6, 7)\n")
    }

    @Test func aFileOfGoodScenesExits0InOrder() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines: [String] = []
        for index in 0..<700 {
            lines.append(
                index % 2 == 0
                    ? #"{"width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}"#
                    : #"{"width": 375, "profile": "ios7", "items": []}"#)
        }
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: folder + "/scenes.jsonl", atomically: true, encoding: .utf8)
        for jobs in ["1", "2", "7"] {
            let result = try Navbar.run(
                ["batch", "--geometry-format", "1", "scenes.jsonl", "--jobs", jobs], in: folder)
            let expected = (0..<700).map { ($0 % 2 == 0 ? Self.inbox : Self.empty) + "\n" }.joined()
            #expect(result == NavbarRun(status: 0, stdout: expected, stderr: ""))
        }
    }

    @Test("good, bad and blank lines mixed keep their order, line numbers and ids with any number of jobs")
    func mixedLinesKeepTheirPlaces() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = (0..<700).map { index in
            switch index % 4 {
            case 0: #"{"width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}"#
            case 1: #"{"id": "bad\#(index)", "width": -1, "items": []}"#
            case 2: ""
            default: #"{"width": 375, "profile": "ios7", "items": []}"#
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: folder + "/scenes.jsonl", atomically: true, encoding: .utf8)
        let expected = (0..<700).map { index in
            switch index % 4 {
            case 0: Self.inbox
            case 1:
                #"{"error":{"line":\#(index + 1),"message":"width: must be a number greater than 0 and at most 100000"},"#
                    + #""id":"bad\#(index)"}"#
            case 2:
                #"{"error":{"line":\#(index + 1),"message":"the line is blank; expected a scene (--skip-blank skips "#
                    + #"blank lines)"}}"#
            default: Self.empty
            }
        }
        for jobs in ["1", "2", "7"] {
            let result = try Navbar.run(
                ["batch", "--geometry-format", "1", "scenes.jsonl", "--jobs", jobs], in: folder)
            #expect(result.stdout.split(separator: "\n").map(String.init) == expected)
            #expect(result.status == 65)
        }
    }

    @Test func optionsChangeEveryScene() throws {
        let result = try Navbar.run(
            ["batch", "--geometry-format", "1", "-", "--metrics", "compact", "--width", "375", "--profile", "ios6"],
            stdin: #"{"width": 320, "profile": "ios7", "items": []}"#)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains(#""metrics":"compact","profile":"ios6","scale":2,"#))
        #expect(result.stdout.contains(#""translucent":true,"width":375}"#))
        #expect(result.stdout.contains(#""bar":{"barStyle":"default","bordered":true,"#))
        #expect(result.stdout.hasSuffix("}\n"))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func emptyInputGivesNothingAndBlankInputAnEntryPerLine() throws {
        #expect(
            try Navbar.run(["batch", "--geometry-format", "1"], stdin: "")
                == NavbarRun(status: 0, stdout: "", stderr: ""))
        let blank =
            #"{"error":{"line":N,"message":"the line is blank; expected a scene (--skip-blank skips blank lines)"}}"#
        #expect(
            try Navbar.run(["batch", "--geometry-format", "1"], stdin: "\n  \n")
                == NavbarRun(
                    status: 65,
                    stdout: blank.replacingOccurrences(of: "N", with: "1") + "\n"
                        + blank.replacingOccurrences(of: "N", with: "2") + "\n",
                    stderr: "Error: <stdin>: 2 lines failed (1, 2)\n"))
    }

    @Test("the old '--compact' is a usage error that gives the new spelling")
    func compactIsNowMetricsCompact() throws {
        let result = try Navbar.run(
            ["batch", "--geometry-format", "1", "--compact"], stdin: #"{"width": 320, "profile": "ios7", "items": []}"#)
        #expect(
            result
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr: "Error: '--compact' is now '--metrics compact'; see 'navbar batch --help'\n"))
    }

    @Test func aMissingFileExits66() throws {
        let result = try Navbar.run(["batch", "--geometry-format", "1", "no-such.jsonl"], in: Navbar.malformed)
        #expect(result == NavbarRun(status: 66, stdout: "", stderr: "Error: no-such.jsonl: no such file\n"))
    }

    @Test func aProfileProblemIsReportedOnItsLine() throws {
        let result = try Navbar.run(
            ["batch", "--geometry-format", "1"], stdin: #"{"width": 320, "profile": "ios9", "items": []}"#)
        let message =
            "profile: unknown profile 'ios9'; did you mean 'ios7'? it stands for iOS 7–10; bundled profiles: ios17, ios26, ios27, ios6, ios7"
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: #"{"error":{"line":1,"message":"\#(message)"}}"# + "\n",
                    stderr: "Error: <stdin>: 1 line failed (1)\n"))
    }

    @Test func aBrokenProfileFileIsNamedWithItsLineAndColumn() throws {
        let input = #"{"width": 320, "profile": "broken-profile.json", "items": []}"# + "\n"
        let result = try Navbar.run(
            ["batch", "--geometry-format", "1", "-"], stdin: input + input, in: Navbar.malformed)
        let message = #"broken-profile.json: line 4, column 3: expected ',' or '}' after object member"#
        let line1 = #"{"error":{"line":1,"message":"\#(message)"}}"#
        let line2 = #"{"error":{"line":2,"message":"\#(message)"}}"#
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: line1 + "\n" + line2 + "\n", stderr: "Error: <stdin>: 2 lines failed (1, 2)\n"))
    }
}
