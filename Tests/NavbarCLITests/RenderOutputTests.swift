import Foundation
import Testing

/// Where `navbar render` writes its picture: a file, or standard output with `-o -`.
@Suite struct RenderOutputTests {
    static let fixture = Navbar.root + "/Fixtures/back-indicator-size-appearance.json"

    @Test("-o - writes the SVG to standard output, the same bytes as -o FILE.svg")
    func svgToStandardOutput() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let piped = try Navbar.run(["render", Self.fixture, "-o", "-"])
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped)")
        #expect(piped.stdout.hasPrefix("<?xml ") && piped.stdout.contains("<svg "))
        let written = try Navbar.run(["render", Self.fixture, "-o", "bar.svg"], in: folder)
        #expect(written == NavbarRun(status: 0, stdout: "", stderr: ""))
        #expect(piped.stdout == (try String(contentsOfFile: folder + "/bar.svg", encoding: .utf8)))
    }

    @Test("-o - --format png writes the PNG to standard output, the same bytes as -o FILE.png")
    func pngToStandardOutput() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        FileManager.default.createFile(atPath: folder + "/stdout.png", contents: nil)
        let piped = try Navbar.run(
            raw: ["render", Self.fixture, "-o", "-", "--format", "png"].map { Array($0.utf8) },
            stdout: .path(folder + "/stdout.png"))
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/stdout.png"))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        _ = try Navbar.run(["render", Self.fixture, "-o", "bar.png"], in: folder)
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: folder + "/bar.png"))))
    }

    @Test("--format decides the format of a file whatever its name; an unknown format is suggested")
    func formatOption() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Navbar.run(["render", Self.fixture, "-o", "bar.picture", "--format", "svg"], in: folder)
        #expect(result == NavbarRun(status: 0, stdout: "", stderr: ""))
        #expect(try String(contentsOfFile: folder + "/bar.picture", encoding: .utf8).contains("<svg "))
        let unknown = try Navbar.run(["render", Self.fixture, "-o", "-", "--format", "pgn"])
        #expect(
            unknown
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr:
                        "Error: the value of '--format' must be one of 'svg', 'png', 'gif', 'apng', got 'pgn'; "
                        + "did you mean 'png'?\n"))
        let unnamed = try Navbar.run(["render", Self.fixture, "-o", "bar.picture"], in: folder)
        #expect(
            unnamed.stderr
                == "Error: the output file must end in '.svg', '.png', '.gif' or '.apng' (or give '--format'), "
                + "got 'bar.picture'\n")
        #expect(unnamed.status == 64)
    }

    @Test("a gallery with a failed scene is still drawn, names the failure and exits 65")
    func galleryWithAFailure() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "items": [{"title": "A"}]}"#.write(
            toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try #"{"width": "wide"}"#.write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        let result = try Navbar.run(["render", "--gallery", ".", "-o", "g.svg"], in: folder)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: b.json: "), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let picture = try String(contentsOfFile: folder + "/g.svg", encoding: .utf8)
        // a.json's title is drawn; b.json appears as its error.
        #expect(picture.contains(#"id="title""#) && picture.contains(#"id="error""#))
        try FileManager.default.removeItem(atPath: folder + "/b.json")
        let good = try Navbar.run(["render", "--gallery", ".", "-o", "-"], in: folder)
        #expect(good.status == 0 && good.stderr.isEmpty, "\(good)")
        #expect(good.stdout.contains("<svg "))
    }
}
