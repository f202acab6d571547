import Foundation
import NavigationBarLayout
import Testing

/// `scripts/release-check`: the version constant, the newest CHANGELOG release heading and the tag must agree.
@Suite struct ReleaseCheckTests {
    /// Runs `scripts/release-check` with `arguments`.
    static func check(_ arguments: [String]) throws -> NavbarRun {
        try InstallTests.run("/bin/bash", [Navbar.root + "/scripts/release-check"] + arguments)
    }

    /// A folder holding a copy of the package's `CHANGELOG.md` and a `Version.swift` declaring `version`.
    static func package(version: String) throws -> String {
        let folder = try Navbar.temporaryFolder()
        let sources = folder + "/Sources/NavigationBarLayout"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Navbar.root + "/CHANGELOG.md", toPath: folder + "/CHANGELOG.md")
        let text = "/// The version.\npublic let navigationBarLayoutVersion = \"\(version)\"\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: sources + "/Version.swift"))
        return folder
    }

    @Test func thisCheckoutAgreesWithATagOfItsVersion() throws {
        let version = navigationBarLayoutVersion
        let agreeing = "release \(version): version constant, CHANGELOG heading and tag"
        #expect(try Self.check([version]) == NavbarRun(status: 0, stdout: "\(agreeing) \(version) agree\n", stderr: ""))
        #expect(try Self.check(["v" + version]).status == 0)
        #expect(
            try Self.check(["9.9.9"])
                == NavbarRun(
                    status: 1, stdout: "",
                    stderr: "Error: the tag is 9.9.9 but the version constant is \(version)\n"))
    }

    @Test func aVersionConstantAheadOfTheChangelogFails() throws {
        let folder = try Self.package(version: "9.9.9")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.check(["--root", folder, "9.9.9"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "Error: the version constant is 9.9.9 but the newest CHANGELOG release heading is "
                + "\(navigationBarLayoutVersion)\n")
    }

    @Test func withoutATagItReadsTheTagOnHead() throws {
        let folder = try Self.package(version: navigationBarLayoutVersion)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let untagged = try Self.check(["--root", folder])
        #expect(untagged.status == 1)
        #expect(untagged.stderr.contains("has no version tag; name the tag to check"), "\(untagged)")
        let git = ["git", "-C", folder, "-c", "user.name=release-check", "-c", "user.email=release-check@invalid"]
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "release"], ["tag", "v0.0.1"]] {
            let run = try InstallTests.run("/usr/bin/env", git + arguments)
            try #require(run.status == 0, "\(run)")
        }
        let wrongTag = try Self.check(["--root", folder])
        #expect(wrongTag.status == 1)
        #expect(
            wrongTag.stderr == "Error: the tag is v0.0.1 but the version constant is \(navigationBarLayoutVersion)\n")
        let tag = try InstallTests.run("/usr/bin/env", git + ["tag", navigationBarLayoutVersion])
        try #require(tag.status == 0, "\(tag)")
        #expect(try Self.check(["--root", folder]).status == 0)
    }

    @Test func missingFilesAndBadUsageHaveTheirStatuses() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = try Self.check(["--root", folder, "0.1.0"])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasSuffix("/Sources/NavigationBarLayout/Version.swift: no such file\n"), "\(missing)")
        #expect(try Self.check(["--nope"]).status == 64)
        #expect(try Self.check(["0.1.0", "0.2.0"]).status == 64)
    }
}
