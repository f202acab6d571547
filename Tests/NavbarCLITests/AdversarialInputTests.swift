import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Regression tests for what adversarial testing found in the command line (issue 8).
@Suite struct AdversarialInputTests {
    /// Scenes whose coordinates reach 2^63; the SVG writer trapped on them.
    static let hugeScenes = [
        #"{"width": 375, "items": [{"title": "A"}, {"titleView": {"width": 100, "height": 2e19}}]}"#,
        #"{"width": 375, "appearance": {"titleVerticalPositionAdjustment": {"default": 1e19}}, "items": [{"title": "A"}, {"title": "B"}]}"#,
        #"{"width": 375, "appearance": {"backIndicatorSize": {"default": {"width": 10, "height": 1e308}}}, "items": [{"title": "A"}, {"title": "B"}]}"#,
    ]

    @Test(
        "scenes whose coordinates once reached 2^63 are refused naming the field; a gallery of them is drawn and exits 65"
    )
    func hugeCoordinatesAreRefused() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fields = [
            "items[1].titleView.height", "appearance.titleVerticalPositionAdjustment.default",
            "appearance.backIndicatorSize.default.height",
        ]
        for (index, scene) in Self.hugeScenes.enumerated() {
            try scene.write(toFile: folder + "/huge\(index).json", atomically: true, encoding: .utf8)
            let result = try Navbar.run(["render", "huge\(index).json", "-o", "huge\(index).svg"], in: folder)
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("huge\(index).json: \(fields[index]): must be a number from "))
        }
        let gallery = try Navbar.run(["render", "--gallery", ".", "-o", "gallery.svg"], in: folder)
        #expect(gallery.status == 65, "\(gallery)")
        #expect(gallery.stdout.isEmpty)
        for index in fields.indices {
            #expect(gallery.stderr.contains("Error: huge\(index).json: \(fields[index]): must be a number from "))
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/gallery.svg"))
    }

    @Test(
        "devices are not read as scenes: /dev/zero is refused at once by every command",
        arguments: [
            ["layout", "/dev/zero"], ["validate", "/dev/zero"], ["render", "/dev/zero", "-o", "x.png"],
            ["batch", "/dev/zero"],
        ])
    func devicesAreRefused(arguments: [String]) throws {
        let result = try Navbar.run(arguments)
        let message = "Error: /dev/zero: is not a regular file (a device or a pipe); use '-' to read standard input\n"
        #expect(result == NavbarRun(status: 66, stdout: "", stderr: message))
    }

    @Test("standard input larger than 16 MiB is refused with the limit named")
    func oversizedStandardInput() throws {
        let input = [UInt8](repeating: 0x20, count: 16 * 1024 * 1024 + 1)
        let result = try Navbar.run(["layout", "-"], stdin: input)
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: "",
                    stderr: "Error: <stdin>: the document is larger than 16 MiB (16777216 bytes)\n"))
    }

    @Test("a batch line longer than 16 MiB is an error line; the lines after it are still laid out")
    func oversizedBatchLine() throws {
        var input = [UInt8](repeating: 0x20, count: 16 * 1024 * 1024 + 70_000)
        input += Array("\n{\"width\": 320, \"items\": [{\"title\": \"A\"}]}\n".utf8)
        let result = try Navbar.run(["batch", "-"], stdin: input)
        let lines = result.stdout.split(separator: "\n")
        #expect(result.status == 65)
        #expect(lines.count == 2)
        #expect(lines.first == #"{"error":{"line":1,"message":"the line is longer than 16 MiB (16777216 bytes)"}}"#)
        #expect(lines.last?.hasPrefix(#"{"backButton""#) == true)
    }

    @Test("a gallery neither blocks on a named pipe nor reads a link to /dev/zero")
    func galleryOfSpecialFiles() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "items": [{"title": "A"}]}"#.write(
            toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        #expect(mkfifo(folder + "/fifo.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero.json", withDestinationPath: "/dev/zero")
        let result = try Navbar.run(["render", "--gallery", ".", "-o", "g.png"], in: folder)
        // The two special files fail (and are drawn as their errors); the gallery is still written.
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 2, "\(result)")
        #expect(FileManager.default.fileExists(atPath: folder + "/g.png"))
    }

    static let fixture = Navbar.root + "/Fixtures/back-indicator-size-appearance.json"

    @Test(
        "output that cannot be written is an error (74), to a full disk or a closed standard output",
        arguments: [
            ["layout", fixture], ["validate", fixture], ["measure", "Edit"], ["profiles"],
            ["profiles", "show", "ios7"], ["fonts"], ["batch", fixture],
        ])
    func lostOutputIsAnError(arguments: [String]) throws {
        let full = try Navbar.run(raw: arguments.map { Array($0.utf8) }, stdout: .path("/dev/full"))
        #expect(
            full
                == NavbarRun(
                    status: 74, stdout: "", stderr: "Error: cannot write to standard output: No space left on device\n")
        )
        let closed = try Navbar.run(raw: arguments.map { Array($0.utf8) }, stdout: .closed)
        #expect(
            closed
                == NavbarRun(
                    status: 74, stdout: "", stderr: "Error: cannot write to standard output: Bad file descriptor\n"))
    }

    @Test("a reader that has gone away (| head) ends the program quietly, as SIGPIPE does")
    func brokenPipeIsQuiet() throws {
        let result = try Navbar.run(raw: [Array("layout".utf8), Array(Self.fixture.utf8)], stdout: .brokenPipe)
        #expect(result == NavbarRun(status: -SIGPIPE, stdout: "", stderr: ""))
    }

    @Test("a picture that cannot be written says why in the user's words (74)")
    func unwritablePicture() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/out.png", withIntermediateDirectories: false)
        let intoFolder = try Navbar.run(["render", Self.fixture, "-o", "out.png"], in: folder)
        #expect(
            intoFolder
                == NavbarRun(
                    status: 74, stdout: "",
                    stderr:
                        "Error: out.png: cannot be written: it is a folder; give a file name ending in '.svg', '.png', "
                        + "'.gif' or '.apng'\n"
                ))
        let nowhere = try Navbar.run(["render", Self.fixture, "-o", "no/such/x.png"], in: folder)
        #expect(
            nowhere
                == NavbarRun(
                    status: 74, stdout: "",
                    stderr: "Error: no/such/x.png: cannot be written: the folder 'no/such' does not exist\n"))
    }
}
