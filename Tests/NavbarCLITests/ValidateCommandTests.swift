import Foundation
import Testing

@Suite struct ValidateCommandTests {
    @Test func validFilesAreOkAndEveryProblemIsReported() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "items": [{"title": "Inbox"}]}"#.write(
            toFile: folder + "/good.json", atomically: true, encoding: .utf8)
        try #"{"width": -1, "itmes": [], "scale": 20}"#.write(
            toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        let result = try Navbar.run(["validate", "good.json", "bad.json", "-"], stdin: "{}", in: folder)
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: "good.json: ok\n",
                    stderr: """
                        Error: bad.json: itmes: unknown key; did you mean 'items'?
                        Error: bad.json: width: must be a number greater than 0 and at most 100000
                        Error: bad.json: items: is required
                        Error: bad.json: scale: must be a number from 1 to 10
                        Error: <stdin>: width: is required
                        Error: <stdin>: items: is required

                        """))
    }

    @Test func aMissingFileExits66AndTheOthersAreStillChecked() throws {
        let result = try Navbar.run(
            ["validate", "missing-width.json", "nowhere.json", "-"], stdin: #"{"width": 1, "items": []}"#,
            in: Navbar.malformed)
        #expect(
            result
                == NavbarRun(
                    status: 66, stdout: "<stdin>: ok\n",
                    stderr: "Error: missing-width.json: width: is required\nError: nowhere.json: no such file\n"))
    }

    @Test func profilesAreResolvedRelativeToTheScene() throws {
        let result = try Navbar.run(
            ["validate", "Malformed/scene-with-broken-profile.json"], in: Navbar.malformed + "/..")
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: "",
                    stderr:
                        "Error: Malformed/broken-profile.json:4:3: expected ',' or '}' after object member\n"
                ))
    }

    @Test func textsNoFontHasFailWithTheirCodePointsAndTheFontsTried() throws {
        let result = try Navbar.run(
            ["validate", "-"], stdin: #"{"width": 375, "items": [{"title": "편집", "prompt": "ᏣᎳᎩ"}]}"#)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: <stdin>: items[0].prompt: characters no font has: U+13E3 U+13B3 U+13A9 in \"ᏣᎳᎩ\"; "
                    + "fonts tried: Inter, DejaVu Sans, Droid Sans Fallback, Noto Sans Devanagari, "))
        #expect(result.stderr.hasSuffix(", Noto Color Emoji\n"))
        #expect(result.stderr.components(separatedBy: "\n").count == 2)
    }

    @Test func everyBundledScriptValidates() throws {
        let result = try Navbar.run(
            ["validate", "-"], stdin: #"{"width": 375, "items": [{"title": "संपादित करें", "prompt": "แก้ไข 편집"}]}"#)
        #expect(result == NavbarRun(status: 0, stdout: "<stdin>: ok\n", stderr: ""))
    }
}
