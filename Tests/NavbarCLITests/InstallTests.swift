import Foundation
import NavigationBarLayout
import Testing

/// `scripts/install PREFIX` lays out navbar, its fonts and its profiles so that a moved copy still finds them.
///
/// The test installs the already-built binary (`--binary`, so nothing is
/// compiled), moves the prefix, and runs the moved `navbar` with no
/// `NAVBAR_*` variables. To tell the installed files from the source tree
/// (the last place searched), the moved prefix gets one extra profile, which
/// `navbar profiles` must list, and loses the CJK fallback font, which
/// `navbar fonts` must then not list as bundled.
@Suite struct InstallTests {
    /// Runs `executable` with `arguments` and only `PATH` and `HOME` in its environment.
    static func run(_ executable: String, _ arguments: [String]) throws -> NavbarRun {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = URL(fileURLWithPath: folder + "/out")
        let err = URL(fileURLWithPath: folder + "/err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let inherited = ProcessInfo.processInfo.environment
        process.environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": folder]
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return NavbarRun(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    @Test func aMovedInstallFindsItsFontsAndProfiles() throws {
        let binary = try #require(Navbar.executable, "navbar binary not found next to the test bundle")
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let install = try Self.run("/bin/bash", [Navbar.root + "/scripts/install", "--binary", binary, folder + "/a"])
        try #require(install.status == 0, "\(install)")
        let manager = FileManager.default
        try manager.moveItem(atPath: folder + "/a", toPath: folder + "/moved")
        let prefix = folder + "/moved"
        let share = prefix + "/share/navigationbarlayout"
        for file in [
            "bin/navbar", "share/navigationbarlayout/Profiles/ios7.json", "share/navigationbarlayout/Fonts/README.md",
            "share/navigationbarlayout/Fonts/Inter-LICENSE.txt", "share/doc/navigationbarlayout/LICENSE",
        ] {
            #expect(manager.fileExists(atPath: prefix + "/" + file), "\(file) is not installed")
        }
        let navbar = prefix + "/bin/navbar"

        let version = try Self.run(navbar, ["--version"])
        #expect(version == NavbarRun(status: 0, stdout: navigationBarLayoutVersion + "\n", stderr: ""))

        let scene = Navbar.root + "/Fixtures/seed-003-back-button-previous-title.json"
        let moved = try Self.run(navbar, ["layout", scene])
        let built = try Navbar.run(["layout", scene])
        #expect(moved.status == 0, "\(moved)")
        #expect(moved.stdout == built.stdout)
        #expect(moved.stdout.contains(#""Inbox""#))

        try manager.copyItem(atPath: share + "/Profiles/ios6.json", toPath: share + "/Profiles/installed-only.json")
        let profiles = try Self.run(navbar, ["profiles"])
        #expect(profiles.stdout.contains("installed-only"), "\(profiles)")

        let families = try Self.run(navbar, ["fonts"])
        #expect(families.stdout.contains("Droid Sans Fallback") && families.stdout.contains("bundled"), "\(families)")
        try manager.removeItem(atPath: share + "/Fonts/DroidSansFallbackFull.ttf")
        let fewer = try Self.run(navbar, ["fonts"])
        let droid = fewer.stdout.split(separator: "\n").filter { $0.contains("Droid Sans Fallback") }
        #expect(droid.allSatisfy { !$0.contains("bundled") }, "\(fewer)")
    }

    /// The `docs/*.md` files that `navbar help SUBCOMMAND` and `navbar man` name, in the order first named.
    static func docsNamedByHelp(_ navbar: String) throws -> [String] {
        let subcommands = ["layout", "batch", "validate", "render", "transition", "profiles", "fonts", "measure"]
        var texts = try subcommands.map { try run(navbar, ["help", $0]).stdout }
        texts.append(try run(navbar, ["man"]).stdout)
        var names: [String] = []
        for text in texts {
            for match in text.matches(of: /docs\/[A-Z]+\.md/) where !names.contains(String(match.output)) {
                names.append(String(match.output))
            }
        }
        return names
    }

    @Test func theDocsTheHelpNamesAndTheSchemasAreInstalled() throws {
        let binary = try #require(Navbar.executable, "navbar binary not found next to the test bundle")
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let install = try Self.run("/bin/bash", [Navbar.root + "/scripts/install", "--binary", binary, folder])
        try #require(install.status == 0, "\(install)")
        let named = try Self.docsNamedByHelp(folder + "/bin/navbar")
        #expect(
            Set(named) == [
                "docs/FORMATS.md", "docs/LAYOUT.md", "docs/RENDERING.md", "docs/PROFILES.md", "docs/CATALOGS.md",
                "docs/AUDIT.md", "docs/CALIBRATION.md",
            ])
        let doc = folder + "/share/doc/navigationbarlayout/"
        for name in named + ["schemas/scene.schema.json", "schemas/profile.schema.json"] {
            let installed = FileManager.default.contents(atPath: doc + name)
            #expect(installed != nil, "\(name) is not installed")
            #expect(installed == FileManager.default.contents(atPath: Navbar.root + "/" + name), "\(name)")
        }
    }
}
