import Foundation
import Testing

/// A screens file's `fonts`: font files in every bar's fallback chain, named relative to the screens file, and
/// refused with their field when they cannot be used.
@Suite struct AuditFontsCommandTests {
    /// A folder with `screens.json` (one screen, `fonts` as given) and `fonts/UserSans.ttf` (DejaVu Sans) and
    /// `fonts/Bad.ttf` (not a font); the path of the screens file.
    static func screens(fonts: String) throws -> (folder: String, file: String) {
        let folder = try SceneFontsCommandTests.folder()
        let json = #"{"fonts": \#(fonts), "screens": [{"id": "inbox", "title": {"text": "Inbox"}}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/screens.json"))
        return (folder, folder + "/screens.json")
    }

    /// `navbar audit` of `file` with the example's catalog, in English on one phone, with `arguments`.
    static func audit(_ file: String, _ arguments: [String] = []) throws -> NavbarRun {
        try Navbar.run(
            ["audit", file, "--strings", AuditCommandTests.catalog, "--locales", "en", "--devices", "iPhone 16"]
                + arguments)
    }

    @Test func everyBarCarriesTheFontsRelativeToTheScreensFile() throws {
        let (folder, file) = try Self.screens(fonts: #"{"prepend": ["fonts/UserSans.ttf"]}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.audit(file, ["--emit-scenes"])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            let scene = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let fonts = try #require(scene["fonts"] as? [String: Any], "\(line)")
            #expect(fonts["prepend"] as? [String] == [folder + "/fonts/UserSans.ttf"])
        }
        let report = try Self.audit(file)
        #expect(report.status == 0, "\(report)")
    }

    @Test(arguments: [("fonts/Missing.ttf", Int32(66)), ("fonts/Bad.ttf", Int32(65))])
    func aFontFileThatCannotBeUsedIsNamedByItsField(path: String, status: Int32) throws {
        let (folder, file) = try Self.screens(fonts: #"{"append": ["fonts/UserSans.ttf", "\#(path)"]}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.audit(file)
        #expect(run.status == status, "\(run)")
        #expect(run.stderr.contains("fonts.append[1]"), "\(run.stderr)")
        #expect(run.stderr.contains("screens.json"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func fontsMustBePrependAndAppendListsOfPaths() throws {
        let (folder, file) = try Self.screens(fonts: #"{"prepend": [""], "first": []}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.audit(file)
        #expect(run.status == 65, "\(run)")
        #expect(run.stderr.contains("fonts.prepend[0]"), "\(run.stderr)")
        #expect(run.stderr.contains("first"), "\(run.stderr)")
    }
}
