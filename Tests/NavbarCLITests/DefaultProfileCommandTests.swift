import Foundation
import Testing

/// The default profile and the version did-you-mean, from the command line (issue 30): a scene that names no
/// profile is an iOS 17 bar, transparent at the scroll edge and the material with its shadow once scrolled (L34).
@Suite struct DefaultProfileCommandTests {
    /// The bar line and the appearance line of `scene`, laid out as text.
    static func barLines(_ scene: String, _ arguments: [String] = []) throws -> [String] {
        let result = try Navbar.run(["layout", "-", "--format", "text"] + arguments, stdin: scene)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        return result.stdout.split(separator: "\n").prefix(2).map(String.init)
    }

    @Test func aSceneThatNamesNoProfileIsAnIOS17Bar() throws {
        let scene = #"{"width": 375, "items": [{"title": "Inbox"}, {"title": "Message"}]}"#
        let atEdge = try Self.barLines(scene)
        #expect(atEdge.first?.contains("profile=ios17") == true)
        #expect(
            atEdge.last
                == "appearance  used=standard requested=scrollEdge source=default background=transparent color=none "
                + "shadow=none effect=none title=Inter/17/semibold/none")
        let scrolled = try Self.barLines(scene, ["--set", "scrollOffset=40"])
        #expect(
            scrolled.last
                == "appearance  used=standard requested=standard source=default background=default color=none "
                + "shadow=rgba(0,0,0,0.3) effect=systemChromeMaterial title=Inter/17/semibold/none")
        // Named, the old default lays out as before: no appearance line.
        let ios7 = try Self.barLines(#"{"width": 375, "profile": "ios7", "items": [{"title": "Inbox"}]}"#)
        #expect(ios7.first?.contains("profile=ios7") == true)
        #expect(ios7.last?.hasPrefix("appearance") == false)
    }

    @Test func latestIsTheNewestBundledProfile() throws {
        let lines = try Self.barLines(#"{"width": 375, "profile": "latest", "items": [{"title": "Inbox"}]}"#)
        #expect(lines.first?.contains("profile=ios17") == true)
    }

    @Test func profilesSaysWhichIOSVersionsEachStandsFor() throws {
        let result = try Navbar.run(["profiles"])
        let lines = result.stdout.split(separator: "\n")
        #expect(result.status == 0)
        #expect(lines.count == 5)
        #expect(lines.first?.hasPrefix("ios17   iOS 11–17  ") == true)
        #expect(lines.first?.hasSuffix("(the default; also 'latest')") == true)
        #expect(lines.dropFirst().first?.hasPrefix("ios26   iOS 26     ") == true)
        #expect(lines.dropFirst(3).first?.hasPrefix("ios6    iOS 5–6    ") == true)
        #expect(lines.last?.hasPrefix("ios7    iOS 7–10   ") == true)
    }

    @Test func anIOSVersionWithoutAProfileSuggestsTheOneThatStandsForIt() throws {
        let scene = Navbar.root + "/Fixtures/ios17-portrait-375.json"
        let later = try Navbar.run(["layout", scene, "--profile", "ios18"])
        #expect(
            later
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr:
                        "Error: --profile: unknown profile 'ios18': no bundled profile stands for iOS 18; did you "
                        + "mean 'ios17' (iOS 11–17, the newest before it)? bundled profiles: ios17, ios26, ios27, ios6, ios7\n"
                ))
        let within = try Navbar.run(["layout", "-"], stdin: #"{"width": 375, "profile": "ios9", "items": []}"#)
        #expect(within.status == 65)
        #expect(
            within.stderr
                == "Error: <stdin>: profile: unknown profile 'ios9'; did you mean 'ios7'? it stands for iOS 7–10; "
                + "bundled profiles: ios17, ios26, ios27, ios6, ios7\n")
    }

    @Test func completionsOfferTheBundledProfilesAndFiles() throws {
        let bash = try Navbar.run(["completions", "bash"])
        #expect(
            bash.stdout.contains(#"compgen -W "ios17 ios26 ios27 ios6 ios7 latest" -- "$cur") $(compgen -f -- "$cur")"#)
        )
        let zsh = try Navbar.run(["completions", "zsh"])
        #expect(
            zsh.stdout.contains("_alternative 'names:name:(ios17 ios26 ios27 ios6 ios7 latest)' 'files:file:_files'"))
        let fish = try Navbar.run(["completions", "fish"])
        #expect(fish.stdout.contains("-r -F -a 'ios17 ios26 ios27 ios6 ios7 latest'"))
    }
}
