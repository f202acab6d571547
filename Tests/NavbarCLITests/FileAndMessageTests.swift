import Foundation
import Testing

/// Profile files through symbolic links, errors that quote nothing of a file that is not a profile, escaped
/// ids in `--format text`, and messages that say what the user did and what to do.
@Suite struct FileAndMessageTests {
    /// A folder with `real.json` (the bundled ios17 profile) and `link.json` → `real.json`.
    static func profileFolder() throws -> String {
        let folder = try Navbar.temporaryFolder()
        let profile = try Navbar.run(["profiles", "show", "ios17"])
        try #require(profile.status == 0)
        try profile.stdout.write(toFile: folder + "/real.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "real.json")
        return folder
    }

    @Test("a profile file reached through a symbolic link is read, also under --confine-profiles")
    func profileThroughLink() throws {
        let folder = try Self.profileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = #"{"width": 375, "items": [{"title": "A"}], "profile": "#
        try (scene + #""link.json"}"#).write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
        try (scene + #""real.json"}"#).write(toFile: folder + "/r.json", atomically: true, encoding: .utf8)
        let direct = try Navbar.run(["layout", "r.json"], in: folder)
        #expect(direct.status == 0)
        #expect(try Navbar.run(["layout", "s.json"], in: folder) == direct)
        #expect(try Navbar.run(["layout", "--confine-profiles", "s.json"], in: folder) == direct)
        // Under --confine-profiles the resolved path must be inside the folder.
        let outside = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(
            atPath: outside + "/out.json", withDestinationPath: folder + "/real.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/away.json", withDestinationPath: outside + "/elsewhere.json")
        try FileManager.default.copyItem(atPath: folder + "/real.json", toPath: outside + "/elsewhere.json")
        try (scene + #""away.json"}"#).write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        #expect(try Navbar.run(["layout", "a.json"], in: folder) == direct)
        let confined = try Navbar.run(["layout", "--confine-profiles", "a.json"], in: folder)
        #expect(confined.status == 65)
        #expect(confined.stderr.contains("is outside the scene's folder"), "\(confined)")
    }

    @Test("a file named as a profile that is not one: its keys and values are not quoted")
    func invalidProfileQuotesNothing() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"apiToken": "sekrit-123", "user": "bob", "name": "x-secret-name", "height": "tall-secret"}"#.write(
            toFile: folder + "/creds.json", atomically: true, encoding: .utf8)
        let scene = #"{"width": 375, "items": [{"title": "A"}], "profile": "creds.json"}"#
        try scene.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
        let request = #"{"from": "# + scene + #", "change": "pop"}"#
        try request.write(toFile: folder + "/t.json", atomically: true, encoding: .utf8)
        for arguments in [
            ["layout", "s.json"], ["layout", "--confine-profiles", "s.json"], ["transition", "t.json"],
            ["validate", "s.json"],
        ] {
            let run = try Navbar.run(arguments, in: folder)
            #expect(run.status == 65, "\(arguments): \(run)")
            for secret in ["apiToken", "sekrit", "user", "bob", "x-secret-name", "tall-secret"] {
                #expect(!run.stderr.contains(secret), "\(arguments) quotes '\(secret)': \(run.stderr)")
            }
            #expect(run.stderr.contains("creds.json: 2 keys that a profile does not have (not shown)"), "\(run)")
            // A profile file's problems are that file's: no `from.` before them.
            #expect(!run.stderr.contains("from."), "\(arguments): \(run.stderr)")
        }
    }

    @Test("--format text: an id with a line break, a space or a quote is quoted and escaped, on one line")
    func textFormatEscapesIds() throws {
        let scene = #"""
            {"width": 375, "profile": "ios7", "items": [{"title": "T", "rightBarButtonItems": [
              {"title": "A", "id": "two\nlines"}, {"title": "B", "id": "a \"b\""}, {"title": "C", "id": "plain"},
              {"title": "D\u2028E", "id": "sep\u2028x"}]}]}
            """#
        let run = try Navbar.run(["layout", "--format", "text", "-"], stdin: scene)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 6, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("right[0]  \"two\\nlines\"  \"A\"") }, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("right[1]  \"a \\\"b\\\"\"   \"B\"") }, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("right[2]  plain       \"C\"") }, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("right[3]  \"sep\\u2028x\"  \"D\\u2028E\"") }, "\(run.stdout)")
    }

    @Test("messages: a bare 'Pop', a scene given to transition, a request given to layout, the schema version")
    func messagesSayWhatToDo() throws {
        let pop = try Navbar.run(
            ["transition", "-"],
            stdin: #"{"from": {"width": 375, "profile": "ios7", "items": [{"title": "A"}]}, "change": "Pop"}"#)
        #expect(
            pop.stderr
                == "Error: <stdin>: change: must be an object such as {\"kind\": \"pop\"} (or the string \"pop\"); the kinds "
                + "are \(TransitionCommandTests.changeKinds)\n")
        let scene = try Navbar.run(["transition", OutputRuleTests.fixturePath])
        #expect(scene.status == 65)
        #expect(
            scene.stderr.hasSuffix(
                ": this is a scene, not a transition request (which has 'from' and 'change'): lay it out with "
                    + "'navbar layout', or make it the request's 'from'\n"), "\(scene)")
        let request = try Navbar.run(["layout", OutputRuleTests.requestPath])
        #expect(request.status == 65)
        #expect(
            request.stderr.hasSuffix(
                ": this is a transition request (it has 'change'), not a scene: give it to 'navbar transition' "
                    + "or 'navbar render'\n"), "\(request)")
        let version = try Navbar.run(
            ["transition", "-"],
            stdin:
                #"{"schemaVersion": 9, "from": {"width": 375, "profile": "ios7", "items": [{"title": "A"}]}, "change": "pop"}"#
        )
        #expect(version.stderr == "Error: <stdin>: schemaVersion: unsupported schema version 9; expected 1\n")
    }

    @Test("a filmstrip too large to draw says it is the frames, and to give fewer")
    func filmstripTooLargeMentionsFrames() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Navbar.run(
            ["render", OutputRuleTests.requestPath, "-o", "film.png", "--frames", "10000", "--scale", "3"], in: folder)
        #expect(run.status == 65)
        #expect(
            run.stderr.hasSuffix(
                ": the filmstrip of 10000 frames, one above the other, would be 1341 × 1560024 pixels, more than the "
                    + "16777216 (16 megapixels) that can be drawn; give fewer frames ('--frames'), or lower the "
                    + "scale or the width\n"), "\(run)")
        #expect(try OutputRuleTests.names(in: folder) == [])
    }
}

/// `--error-format json`: each problem one JSON line on standard error.
@Suite struct ErrorFormatTests {
    /// The JSON objects of `text`'s lines.
    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test("each problem is one JSON line with file, path, line, column, message and status, on every command")
    func problemsAreJSONLines() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "profile": "ios7", "items": [{"title": 5}]}"#.write(
            toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        try "{\n  \"width\": 320,,\n}".write(toFile: folder + "/syntax.json", atomically: true, encoding: .utf8)
        let valueLine =
            #"{"column":null,"file":"bad.json","line":null,"message":"must be a string","path":"items[0].title","status":65}"#
        for command in [["layout"], ["validate"], ["render", "-o", "x.svg"], ["transition"]] {
            let run = try Navbar.run(command + ["--error-format", "json", "bad.json"], in: folder)
            #expect(run.status == 65 && run.stdout.isEmpty, "\(command): \(run)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            if command[0] != "transition" { #expect(lines.first == valueLine, "\(command): \(run.stderr)") }
            #expect(try Self.objects(run.stderr).allSatisfy { $0["status"] as? Int == 65 }, "\(command)")
        }
        let syntax = try Navbar.run(["validate", "--error-format=json", "syntax.json"], in: folder)
        let object = try #require(try Self.objects(syntax.stderr).first)
        #expect(object["line"] as? Int == 2 && object["column"] as? Int == 16, "\(syntax)")
        #expect(object["file"] as? String == "syntax.json" && object["path"] as? String == "")
        let usage = try Navbar.run(["layout", "--error-format", "json", "--width", "0x10", "bad.json"], in: folder)
        #expect(usage.status == 64)
        let usageObject = try #require(try Self.objects(usage.stderr).first)
        #expect(usageObject["file"] is NSNull && usageObject["status"] as? Int == 64, "\(usage)")
        try "{\"width\": 320, \"items\": []}\n{\"width\": \"x\", \"items\": []}\n".write(
            toFile: folder + "/in.jsonl", atomically: true, encoding: .utf8)
        let batch = try Navbar.run(["batch", "--error-format", "json", "in.jsonl"], in: folder)
        #expect(batch.status == 65)
        #expect(
            batch.stderr
                == #"{"column":null,"file":null,"line":null,"message":"in.jsonl: 1 line failed (2)","path":"","status":65}"#
                + "\n")
        // Text stays the default, and a bad format is a usage error.
        #expect(try Navbar.run(["layout", "bad.json"], in: folder).stderr.hasPrefix("Error: bad.json: items[0].title"))
        let wrong = try Navbar.run(["layout", "--error-format", "xml", "bad.json"], in: folder)
        #expect(
            wrong
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr: "Error: the value of '--error-format' must be one of text, json, got 'xml'\n"))
    }
}
