import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a run of the `navbar` binary produced.
struct NavbarRun {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String
}

/// Runs and inspects the built `navbar` executable.
enum Navbar {
    /// The `navbar` binary next to the test bundle (or in the package's build directories).
    static let executable: String? = {
        var candidates: [String] = []
        if let bundleExecutable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append((bundleExecutable as NSString).deletingLastPathComponent + "/navbar")
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navbar").path)
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("navbar").path)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        candidates += [root + "/.build-tm/debug/navbar", root + "/.build/debug/navbar"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The repository root (for the bundled fonts).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Runs `navbar` with `arguments`.
    static func run(_ arguments: [String]) throws -> NavbarRun {
        try run(raw: arguments.map { Array($0.utf8) })
    }

    /// Runs `navbar` with arguments given as raw bytes (which need not be UTF-8).
    static func run(raw arguments: [[UInt8]]) throws -> NavbarRun {
        let executable = try #require(executable, "navbar binary not found next to the test bundle")
        let directory = NSTemporaryDirectory() + "navbar-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outPath = directory + "/stdout"
        let errPath = directory + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([Array(executable.utf8)] + arguments).map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        defer {
            for pointer in argv { pointer?.deallocate() }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return NavbarRun(
            status: exited ? (status >> 8) & 0xff : -1,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// Runs `navbar measure` and parses its JSON output, which must succeed.
    static func measureJSON(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(["measure"] + arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }
}

@Suite struct MeasureCommandTests {
    @Test func printsTheMeasurementAsSortedPrettyJSON() throws {
        let result = try Navbar.run(["measure", "Hello, World"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                {
                  "lineMetrics": {
                    "ascent": 16.4688,
                    "capHeight": 12.3636,
                    "descent": 4.1051,
                    "lineHeight": 20.5739
                  },
                  "missingCharacters": [],
                  "runs": [
                    {
                      "face": "Inter Regular",
                      "glyphCount": 12,
                      "width": 96.5426
                    }
                  ],
                  "style": {
                    "family": "Inter",
                    "size": 17,
                    "tracking": 0,
                    "weight": "regular"
                  },
                  "text": "Hello, World",
                  "width": 96.5426
                }

                """)
    }

    @Test func optionsShapeTheStyle() throws {
        let json = try Navbar.measureJSON([
            "Done 完成", "--weight", "semibold", "--size=20", "--tracking", "-0.5", "--family", "inter",
        ])
        let style = try #require(json["style"] as? [String: Any])
        #expect(style["family"] as? String == "inter")
        #expect(style["size"] as? Double == 20)
        #expect(style["weight"] as? String == "semibold")
        #expect(style["tracking"] as? Double == -0.5)
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.map { $0["face"] as? String } == ["Inter Semi Bold", "Droid Sans Fallback Regular"])
        #expect(runs.map { $0["glyphCount"] as? Int } == [5, 2])
        #expect(json["fitted"] == nil)
    }

    @Test func maxWidthAddsTheFittedText() throws {
        let json = try Navbar.measureJSON(["Hello, World", "--max-width", "50"])
        let fitted = try #require(json["fitted"] as? [String: Any])
        #expect(fitted["text"] as? String == "Hell…")
        #expect(fitted["truncated"] as? Bool == true)
        #expect(fitted["width"] as? Double == 44.5043)
        let whole = try #require(try Navbar.measureJSON(["Edit", "--max-width", "100"])["fitted"] as? [String: Any])
        #expect(whole["text"] as? String == "Edit" && whole["truncated"] as? Bool == false)
        let none = try Navbar.measureJSON(["Edit", "--max-width", "1"])
        #expect(none["fitted"] is NSNull)
    }

    @Test func missingCharactersAreListed() throws {
        let json = try Navbar.measureJSON(["A🦩"])
        #expect(json["missingCharacters"] as? [String] == ["🦩"])
    }

    @Test func textAfterDoubleDashMayStartWithADash() throws {
        let json = try Navbar.measureJSON(["--", "-5"])
        #expect(json["text"] as? String == "-5")
    }

    @Test func helpPrintsUsage() throws {
        let result = try Navbar.run(["measure", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Measure a line of text"))
        #expect(result.stdout.contains("--max-width <points>"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["x", "--bogus"], "unknown option '--bogus'; see 'navbar measure --help'"),
        (["x", "--size"], "missing value for --size"),
        (["x", "--size", "big"], "--size expects a number, got 'big'"),
        (["x", "--max-width", "wide"], "--max-width expects a number, got 'wide'"),
        (["x", "--weight", "heavy"], "unknown weight 'heavy'; expected one of: regular, medium, semibold, bold"),
        ([], "missing TEXT; see 'navbar measure --help'"),
        (["a", "b"], "unexpected argument 'b'; TEXT must be one argument (quote it)"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try Navbar.run(["measure"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: \(message)\n")
    }

    @Test func invalidUTF8TextIsAUsageError() throws {
        let result = try Navbar.run(raw: [Array("measure".utf8), [0x41, 0xFF, 0xFE]])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: TEXT is not valid UTF-8\n")
    }

    @Test func unknownFamilyExits1AndListsFamilies() throws {
        let result = try Navbar.run(["measure", "Edit", "--family", "Nope Sans"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: unknown font family 'Nope Sans'; known families: "))
        for family in ["DejaVu Sans", "Droid Sans Fallback", "Inter"] {
            #expect(result.stderr.contains(family))
        }
    }

    @Test func corruptFontFileExits1() throws {
        let path = NSTemporaryDirectory() + "navbar-corrupt-\(UUID().uuidString).ttf"
        try Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Navbar.run(["measure", "Edit", "--font-file", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: '"))
        #expect(result.stderr.hasSuffix("' is not a usable font file: unknown file format\n"))
    }

    @Test func missingFontFileExits1() throws {
        let result = try Navbar.run(["measure", "Edit", "--font-file", "/no/such/font.ttf"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: cannot read font file '/no/such/font.ttf': No such file or directory\n")
    }

    @Test func fontFileAddsItsFamily() throws {
        let json = try Navbar.measureJSON([
            "Edit", "--font-file", Navbar.root + "/Fonts/DejaVuSans-Bold.ttf", "--family", "DejaVu Sans", "--weight",
            "bold",
        ])
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.first?["face"] as? String == "DejaVu Sans Bold")
    }

    @Test(arguments: [
        ("nan", "font size must be a finite number from 0 to 10000, got nan"),
        ("-3", "font size must be a finite number from 0 to 10000, got -3.0"),
        ("1e9", "font size must be a finite number from 0 to 10000, got 1000000000.0"),
    ])
    func invalidSizesExit1(size: String, message: String) throws {
        let result = try Navbar.run(["measure", "Edit", "--size", size])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: \(message)\n")
    }

    @Test func negativeMaxWidthExits1() throws {
        let result = try Navbar.run(["measure", "Edit", "--max-width", "-1"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: maximum width must be a non-negative number, got -1.0\n")
    }
}
