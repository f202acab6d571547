import Foundation
import Testing

/// One exit-status rule for every command (issue 8): 64 command line, 65 content, 66 missing file, 74 output.
@Suite struct ExitStatusRuleTests {
    static let unknownFamily =
        #"{"width": 375, "appearance": {"titleTextAttributes": {"default": {"family": "Nope Sans"}}}, "items": [{"title": "B"}]}"#

    @Test(
        "an unknown font family in a scene is bad data (65) for layout, render, validate and batch alike",
        arguments: [["layout", "-"], ["render", "-", "-o", "/tmp/navbar-unused.png"], ["validate", "-"]])
    func unknownFamilyInAScene(arguments: [String]) throws {
        let result = try Navbar.run(arguments, stdin: Self.unknownFamily)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: <stdin>: unknown font family 'Nope Sans'; known families: "))
    }

    @Test("batch reports an unknown font family on the line and exits 65")
    func unknownFamilyInABatch() throws {
        let result = try Navbar.run(["batch"], stdin: Self.unknownFamily + "\n")
        #expect(result.status == 65)
        #expect(result.stdout.hasPrefix(#"{"error":{"line":1,"message":"unknown font family 'Nope Sans'"#))
    }

    @Test(
        "a missing --font-file is a missing file (66) for every command that takes one",
        arguments: [
            ["layout", "-"], ["batch"], ["validate", "-"], ["render", "-", "-o", "/tmp/navbar-unused.png"],
            ["fonts"], ["measure", "Edit"],
        ])
    func missingFontFile(arguments: [String]) throws {
        let result = try Navbar.run(
            arguments + ["--font-file", "/no/such/font.ttf"], stdin: #"{"width": 320, "items": []}"#)
        #expect(
            result
                == NavbarRun(
                    status: 66, stdout: "",
                    stderr: "Error: cannot read font file '/no/such/font.ttf': No such file or directory\n"))
    }

    @Test("validate lays the scene out: what layout refuses, validate refuses")
    func validateAgreesWithLayout() throws {
        let result = try Navbar.run(["validate", "-"], stdin: Self.unknownFamily)
        let layout = try Navbar.run(["layout", "-"], stdin: Self.unknownFamily)
        #expect(result.stderr == layout.stderr)
        #expect(result.status == layout.status)
    }
}

/// Scenes from untrusted sources (issue 8): `--confine-profiles`, and no file content quoted.
@Suite struct UntrustedSceneTests {
    /// A folder with `scene.json` naming `profile`, and a valid profile `inside.json`.
    static func folder(profile: String) throws -> String {
        let folder = try Navbar.temporaryFolder()
        let scene = #"{"width": 320, "profile": "\#(profile)", "items": [{"title": "A"}]}"#
        try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        let ios7 = try Navbar.run(["profiles", "show", "ios7"]).stdout
        try ios7.write(toFile: folder + "/inside.json", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("a profile that is not JSON is reported by line and column, nothing of its content quoted")
    func noContentQuoted() throws {
        let folder = try Self.folder(profile: "/etc/passwd")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Navbar.run(["layout", "scene.json"], in: folder)
        #expect(result == NavbarRun(status: 65, stdout: "", stderr: "Error: /etc/passwd:1:1: expected a JSON value\n"))
    }

    @Test(
        "confined, a profile outside the scene's folder is refused alike whether or not it exists",
        arguments: ["/etc/passwd", "/no/such/profile.json", "../inside.json", "sub/../../x.json"])
    func confinedOutside(profile: String) throws {
        let folder = try Self.folder(profile: profile)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in [["layout"], ["validate"], ["render", "-o", "x.png"]] {
            let result = try Navbar.run(command + ["scene.json", "--confine-profiles"], in: folder)
            let message =
                "Error: scene.json: profile: profile file '\(profile)' is outside the scene's folder (profiles are confined to it)\n"
            #expect(result == NavbarRun(status: 65, stdout: "", stderr: message))
        }
        let batch = try Navbar.run(["batch", "scene.json", "--confine-profiles"], in: folder)
        #expect(batch.status == 65)
        #expect(batch.stdout.contains("is outside the scene's folder"))
    }

    @Test("confined, a symbolic link inside the folder that leads out of it is refused")
    func confinedSymlink() throws {
        let folder = try Self.folder(profile: "link.json")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "/etc/passwd")
        let result = try Navbar.run(["layout", "scene.json", "--confine-profiles"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("profile file 'link.json' is outside the scene's folder"))
    }

    @Test("confined, a profile inside the scene's folder is read as before")
    func confinedInside() throws {
        let folder = try Self.folder(profile: "inside.json")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let confined = try Navbar.run(["layout", "scene.json", "--confine-profiles"], in: folder)
        let free = try Navbar.run(["layout", "scene.json"], in: folder)
        #expect(confined.status == 0, "\(confined)")
        #expect(confined == free)
    }
}
