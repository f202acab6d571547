import Foundation
import NavigationBarLayout
import Testing

/// The version is written once (`navigationBarLayoutVersion`); `navbar --version` and CHANGELOG.md agree with it.
@Suite struct VersionTests {
    @Test func versionFlagPrintsTheVersion() throws {
        let result = try Navbar.run(["--version"])
        #expect(result == NavbarRun(status: 0, stdout: navigationBarLayoutVersion + "\n", stderr: ""))
    }

    @Test func theNewestReleaseInTheChangelogIsTheVersion() throws {
        let changelog = try String(contentsOfFile: Navbar.root + "/CHANGELOG.md", encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        let newest = try #require(releases.first)
        #expect(newest.hasPrefix("## [\(navigationBarLayoutVersion)] - "))
    }

    @Test func theRepositoryHasALicenseAndTheFontsKeepTheirs() throws {
        let license = try String(contentsOfFile: Navbar.root + "/LICENSE", encoding: .utf8)
        #expect(license.hasPrefix("MIT License\n"))
        #expect(license.contains("the NavigationBarLayout authors"))
        for file in ["Inter-LICENSE.txt", "DejaVu-LICENSE.txt", "DroidSansFallback-LICENSE.txt"] {
            #expect(FileManager.default.fileExists(atPath: Navbar.root + "/Fonts/" + file), "\(file)")
        }
    }
}
