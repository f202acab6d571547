import Foundation
import Testing

/// A scene's and a profile's `fonts`: font files of the user's own in the fallback chain, named relative to the
/// file that names them, and refused with their field when they cannot be used.
@Suite struct SceneFontsCommandTests {
    /// A folder with a bundled font copied under another name (`fonts/UserSans.ttf`, DejaVu Sans) and a file
    /// that is not a font (`fonts/Bad.ttf`).
    static func folder() throws -> String {
        let folder = try Navbar.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Navbar.root + "/Fonts/DejaVuSans.ttf", toPath: folder + "/fonts/UserSans.ttf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/fonts/Bad.ttf"))
        return folder
    }

    /// An `ios17` scene with `fonts` (a JSON object, or none), written to `folder/name`.
    static func scene(_ fonts: String?, profile: String = "ios17", in folder: String, name: String = "scene.json")
        throws -> String
    {
        let key = fonts.map { #""fonts": \#($0), "# } ?? ""
        let json =
            #"{"profile": "\#(profile)", "width": 390, \#(key)"items": [{"title": "Inbox"}, {"title": "Message"}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        return folder + "/" + name
    }

    /// The title and back title of the format-2 geometry `run` printed.
    static func texts(_ run: NavbarRun) throws -> (title: [String: Any], back: [String: Any]) {
        let geometry = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let title = try #require(geometry["title"] as? [String: Any])
        let back = try #require((geometry["backButton"] as? [String: Any])?["title"] as? [String: Any])
        return (title, back)
    }

    @Test func aPrependedFontMeasuresEveryTextAndFormat2NamesIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Navbar.run(["layout", "--geometry-format", "2", try Self.scene(nil, in: folder)])
        let user = try Navbar.run(
            ["layout", "--geometry-format", "2", try Self.scene(#"{"prepend": ["fonts/UserSans.ttf"]}"#, in: folder)])
        #expect(plain.status == 0)
        #expect(user.status == 0, "\(user)")
        let (plainTitle, plainBack) = try Self.texts(plain)
        let (userTitle, userBack) = try Self.texts(user)
        #expect(plainTitle["fontFamily"] as? String == "Inter")
        #expect(userTitle["fontFamily"] as? String == "DejaVu Sans")
        #expect(userBack["fontFamily"] as? String == "DejaVu Sans")
        #expect(plainBack["fontFamily"] as? String == "Inter")
        // DejaVu Sans is wider than Inter: the widths are the user font's.
        let width = { (text: [String: Any]) in (text["frame"] as? [String: Any])?["width"] as? Double ?? 0 }
        #expect(width(userTitle) > width(plainTitle))
    }

    @Test func anAppendedFontLeavesTextTheBundledFontsHaveAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Navbar.run(["layout", "--geometry-format", "2", try Self.scene(nil, in: folder)])
        let appended = try Navbar.run(
            ["layout", "--geometry-format", "2", try Self.scene(#"{"append": ["fonts/UserSans.ttf"]}"#, in: folder)])
        #expect(appended.status == 0)
        #expect(appended.stdout == plain.stdout)
    }

    @Test func aProfilesFontsAreNamedRelativeToTheProfile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ios17 = try String(
            contentsOfFile: Navbar.root + "/Sources/NavigationBarLayout/Profiles/ios17.json", encoding: .utf8)
        let profile = ios17.replacingOccurrences(
            of: #""name": "ios17","#, with: #""name": "ios17-user", "fonts": {"prepend": ["UserSans.ttf"]},"#)
        #expect(profile != ios17)
        try Data(profile.utf8).write(to: URL(fileURLWithPath: folder + "/fonts/ios17-user.json"))
        let result = try Navbar.run(
            ["layout", "--geometry-format", "2", try Self.scene(nil, profile: "fonts/ios17-user.json", in: folder)])
        #expect(result.status == 0, "\(result)")
        #expect(try Self.texts(result).title["fontFamily"] as? String == "DejaVu Sans")
    }

    @Test func renderDrawsTheGlyphsOfTheFontThatMeasured() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // An ios7 title set in DejaVu Sans by the appearance, and one measured with the copy of DejaVu Sans
        // prepended: the same frame, so the same drawing only if the second is drawn with the copy's glyphs.
        let scenes = [
            #"{"profile": "ios7", "width": 390, "appearance": {"titleTextAttributes": {"default": {"family": "DejaVu Sans"}}}, "items": [{"title": "Message"}]}"#,
            #"{"profile": "ios7", "width": 390, "fonts": {"prepend": ["fonts/UserSans.ttf"]}, "items": [{"title": "Message"}]}"#,
        ]
        var drawings: [String] = []
        for (index, scene) in scenes.enumerated() {
            let file = folder + "/scene\(index).json"
            try Data(scene.utf8).write(to: URL(fileURLWithPath: file))
            let result = try Navbar.run(["render", "-o", folder + "/\(index).svg", "--format", "svg", file])
            #expect(result.status == 0, "\(result)")
            drawings.append(try String(contentsOfFile: folder + "/\(index).svg", encoding: .utf8))
        }
        #expect(drawings[0] == drawings[1])
    }

    @Test func confinedScenesNameFontsOnlyInsideTheirFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outside = try Self.scene(
            #"{"prepend": ["fonts/UserSans.ttf", "../x.ttf"], "append": ["/etc/x.ttf"]}"#, in: folder)
        let refused = try Navbar.run(["layout", "--confine-profiles", outside])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("fonts.prepend[1]: font file '../x.ttf' is outside the scene's folder"))
        #expect(refused.stderr.contains("fonts.append[0]: font file '/etc/x.ttf' is outside the scene's folder"))
        #expect(!refused.stderr.contains("fonts.prepend[0]"))
        let inside = try Self.scene(#"{"prepend": ["fonts/UserSans.ttf"]}"#, in: folder, name: "inside.json")
        #expect(try Navbar.run(["layout", "--confine-profiles", inside]).status == 0)
    }

    @Test func validateTriesTheScenesFonts() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/cherokee.json"
        let json = #"{"width": 375, "fonts": {"prepend": ["fonts/UserSans.ttf"]}, "items": [{"title": "ᏣᎳᎩ"}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: scene))
        let result = try Navbar.run(["validate", scene])
        #expect(result.status == 65)
        #expect(result.stderr.contains("items[0].title: characters no font has: U+13E3 U+13B3 U+13A9"))
        #expect(result.stderr.contains("; fonts tried: DejaVu Sans, Inter, Droid Sans Fallback, "))
    }

    @Test func aMissingFontFileExits66NamingTheFieldAndTheFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try Self.scene(#"{"prepend": ["fonts/UserSans.ttf", "fonts/Missing.otf"]}"#, in: folder)
        let result = try Navbar.run(["layout", scene])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("fonts.prepend[1]: cannot read font file '\(folder)/fonts/Missing.otf'"))
    }

    @Test func aFileThatIsNotAFontExits65NamingTheField() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Navbar.run(["validate", try Self.scene(#"{"append": ["fonts/Bad.ttf"]}"#, in: folder)])
        #expect(result.status == 65)
        #expect(result.stderr.contains("fonts.append[0]: "))
        #expect(result.stderr.contains("Bad.ttf' is not a usable font file"))
    }

    @Test func aBadFontsValueIsRefusedWithItsPath() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Navbar.run(["layout", try Self.scene(#"{"prepnd": ["a.ttf"], "append": [""]}"#, in: folder)])
        #expect(result.status == 65)
        #expect(result.stderr.contains("fonts.prepnd: unknown key; did you mean 'prepend'?"))
        #expect(result.stderr.contains("fonts.append[0]: "))
    }

    @Test func fontFileIsTheSameMechanismAsAppend() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try Self.scene(nil, in: folder)
        let viaOption = try Navbar.run(
            ["layout", "--geometry-format", "2", "--font-file", folder + "/fonts/UserSans.ttf", scene])
        let plain = try Navbar.run(["layout", "--geometry-format", "2", scene])
        #expect(viaOption.status == 0)
        #expect(viaOption.stdout == plain.stdout)
        let prepended = try Navbar.run(
            ["layout", "--geometry-format", "2", "--set", #"fonts={"prepend":["fonts/UserSans.ttf"]}"#, scene])
        #expect(prepended.status == 0, "\(prepended)")
        #expect(try Self.texts(prepended).title["fontFamily"] as? String == "DejaVu Sans")
        let missing = try Navbar.run(["layout", "--font-file", folder + "/fonts/Missing.otf", scene])
        #expect(missing.status == 66)
    }
}
