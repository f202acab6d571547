import Foundation
import Testing
import TextMetrics

@Suite struct ProfilesAndFontsCommandTests {
    @Test func profilesListsTheBundledProfiles() throws {
        let result = try Navbar.run(["profiles"])
        let expected = """
            ios17   iOS 11–17  iOS 11-17 navigation bar: layout margins, safe-area insets, iPad metrics, large titles (the default; also 'latest')
            ios26   iOS 26     iOS 26 Liquid Glass navigation bar: 54-pt row, glass capsules, a circular back button, subtitles, badges
            ios27   iOS 27     iOS 27 navigation bar: iOS 26 Liquid Glass with visibility priorities, title alignment and padding removal
            ios6    iOS 5–6    iOS 5-6 iPhone navigation bar: bordered buttons, arrow-shaped back button
            ios7    iOS 7–10   iOS 7-10 iPhone navigation bar: flat bar, plain text buttons, chevron back button

            """
        #expect(result == NavbarRun(status: 0, stdout: expected, stderr: ""))
    }

    @Test func profilesShowPrintsTheBundledFile() throws {
        let result = try Navbar.run(["profiles", "show", "ios7"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let shown = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(shown["name"] as? String == "ios7")
        #expect(
            shown["summary"] as? String
                == "iOS 7-10 iPhone navigation bar: flat bar, plain text buttons, chevron back button")
        #expect(shown["genericBackTitle"] as? String == "Back")
        #expect(result.stdout.hasPrefix("{\n  \"backButton\": {\n"))
    }

    @Test func profilesShowReadsAProfileFile() throws {
        let result = try Navbar.run(["profiles", "show", "broken-profile.json"], in: Navbar.malformed)
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: "",
                    stderr: "Error: broken-profile.json:4:3: expected ',' or '}' after object member\n"))
        let missing = try Navbar.run(["profiles", "show", "nope/p.json"])
        #expect(missing == NavbarRun(status: 66, stdout: "", stderr: "Error: nope/p.json: no such profile file\n"))
    }

    @Test func anUnknownProfileListsTheBundledOnes() throws {
        let result = try Navbar.run(["profiles", "show", "iOS7"])
        #expect(
            result
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr:
                        "Error: profiles show: unknown profile 'iOS7'; did you mean 'ios7'? bundled profiles: ios17, ios26, ios27, ios6, ios7\n"
                ))
    }

    /// An environment in which fontconfig knows no fonts, so only bundled and added ones are listed.
    static func withoutSystemFonts(_ folder: String) throws -> [String: String] {
        try "<fontconfig></fontconfig>\n".write(toFile: folder + "/fonts.conf", atomically: true, encoding: .utf8)
        return ["FONTCONFIG_FILE": folder + "/fonts.conf"]
    }

    /// The bundled families, as `navbar fonts` lists them (TextMetricsTests checks their names).
    static let bundledFamilies = try! FontLibrary(includeSystemFonts: false).families

    /// `navbar fonts` output for `families`: each name padded to the longest name and two spaces.
    static func fontLines(_ families: [(String, String)]) -> String {
        let width = families.map(\.0.count).max()! + 2
        return families.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
    }

    @Test func fontsListsFamiliesAndWhereTheyComeFrom() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = try Self.withoutSystemFonts(folder)
        let result = try Navbar.run(["fonts"], environment: environment)
        let expected = Self.fontLines(Self.bundledFamilies.map { ($0, "bundled") })
        #expect(result == NavbarRun(status: 0, stdout: expected, stderr: ""))
    }

    @Test func fontsShowsAddedFamilies() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = try Self.withoutSystemFonts(folder)
        // A bundled file added again keeps its family 'bundled'.
        let again = try Navbar.run(
            ["fonts", "--font-file", Navbar.root + "/Fonts/DejaVuSans-Bold.ttf"], environment: environment)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("DejaVu Sans           bundled\n"))
        // A family of the system's fonts (fontconfig told to know none) is 'added'.
        let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
        if FileManager.default.fileExists(atPath: mono) {
            let result = try Navbar.run(["fonts", "--font-file", mono], environment: environment)
            var families = Self.bundledFamilies.map { ($0, "bundled") }
            families.insert(("DejaVu Sans Mono", "added"), at: 1)
            let expected = Self.fontLines(families)
            #expect(result == NavbarRun(status: 0, stdout: expected, stderr: ""))
        }
        let systemFonts = try Navbar.run(["fonts"])
        #expect(systemFonts.status == 0)
        #expect(systemFonts.stdout.contains("DejaVu Sans"))
        for line in systemFonts.stdout.split(separator: "\n") {
            #expect(line.hasSuffix(" bundled") || line.hasSuffix(" system"))
        }
    }

    @Test func aMissingFontFileExits66() throws {
        let result = try Navbar.run(["fonts", "--font-file", "/no/such/font.ttf"])
        #expect(
            result
                == NavbarRun(
                    status: 66, stdout: "",
                    stderr: "Error: cannot read font file '/no/such/font.ttf': No such file or directory\n"))
    }
}
