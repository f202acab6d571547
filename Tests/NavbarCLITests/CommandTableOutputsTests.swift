import Foundation
import Testing

/// Help, completion scripts and the man page are made from one table, so they list the same
/// subcommands and options; these tests compare each with the help texts.
@Suite struct CommandTableOutputsTests {
    /// The subcommands listed by `navbar --help`.
    static func subcommands() throws -> [String] {
        let help = try Navbar.run(["--help"]).stdout
        let section = try #require(help.components(separatedBy: "SUBCOMMANDS:\n").last)
        let rows = section.prefix { $0 != "\n" || true }.components(separatedBy: "\n\n")[0]
        return rows.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
    }

    /// The option names (long and short) in the OPTIONS section of `navbar SUBCOMMAND --help`.
    static func options(of subcommand: String) throws -> [String] {
        let help = try Navbar.run([subcommand, "--help"]).stdout
        let section = try #require(help.components(separatedBy: "\nOPTIONS:\n").last)
        var names: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            guard line.hasPrefix("  -") else { continue }
            let label = line.dropFirst(2).components(separatedBy: "  ")[0]
            for word in label.split(separator: " ") where word.hasPrefix("-") {
                names.append(String(word.hasSuffix(",") ? word.dropLast() : word))
            }
        }
        return names
    }

    /// The path of `tool` on `$PATH`, if it is installed.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `tool` with `arguments` and `input` on standard input; its status, output and error output.
    static func shell(_ tool: String, _ arguments: [String], input: String = "") throws -> NavbarRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = ["in", "out", "err"].map { folder + "/" + $0 }
        try input.write(toFile: paths[0], atomically: true, encoding: .utf8)
        for path in paths.dropFirst() { FileManager.default.createFile(atPath: path, contents: nil) }
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: paths[0]))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[1]))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[2]))
        try process.run()
        process.waitUntilExit()
        return NavbarRun(
            status: process.terminationStatus, stdout: try String(contentsOfFile: paths[1], encoding: .utf8),
            stderr: try String(contentsOfFile: paths[2], encoding: .utf8))
    }

    /// The script `navbar completions SHELL` prints, which must succeed.
    static func script(_ shell: String) throws -> String {
        let result = try Navbar.run(["completions", shell])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        return result.stdout
    }

    @Test func everySubcommandIsListed() throws {
        #expect(
            try Self.subcommands()
                == [
                    "layout", "batch", "validate", "render", "transition", "audit", "compare", "calibrate", "measure",
                    "profiles", "devices", "fonts", "strings", "help", "completions", "man",
                ])
    }

    @Test("navbar help SUBCOMMAND prints what navbar SUBCOMMAND --help prints")
    func helpSubcommandEqualsHelpOption() throws {
        for subcommand in try Self.subcommands() where subcommand != "help" {
            let viaHelp = try Navbar.run(["help", subcommand])
            #expect(viaHelp.status == 0)
            #expect(viaHelp == (try Navbar.run([subcommand, "--help"])), "\(subcommand)")
        }
        #expect(try Navbar.run(["help"]) == (try Navbar.run(["--help"])))
        #expect(
            try Navbar.run(["help", "--help"]).stdout.hasPrefix("OVERVIEW: Show the help of navbar or of a subcommand.")
        )
    }

    @Test func noLineOfAnyHelpEndsInASpace() throws {
        for subcommand in try Self.subcommands() {
            let help = try Navbar.run([subcommand, "--help"]).stdout
            #expect(!help.contains(" \n"), "\(subcommand)")
        }
    }

    @Test func helpOfAnUnknownSubcommandSuggests() throws {
        let result = try Navbar.run(["help", "layuot"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: unknown subcommand 'layuot'; did you mean 'layout'? expected one of: layout, "))
    }

    @Test("options shared by layout, batch and render are described in the same words")
    func sharedOptionsHaveOneWording() throws {
        let layout = try Navbar.run(["layout", "--help"]).stdout
        for subcommand in ["batch", "render"] {
            let help = try Navbar.run([subcommand, "--help"]).stdout
            for line in layout.split(separator: "\n") where line.hasPrefix("  --width") || line.hasPrefix("  --metrics")
            {
                #expect(help.contains(line), "\(subcommand): \(line)")
            }
        }
        #expect(layout.contains("  --width <points>        Lay out at this bar width instead of each scene's.\n"))
        #expect(!layout.contains("the scene's."))
    }

    @Test("the bash script loads in bash -n and names every subcommand and option")
    func bashScript() throws {
        let script = try Self.script("bash")
        let bash = try #require(Self.tool("bash"))
        let check = try Self.shell(bash, ["-n"], input: script)
        #expect(check == NavbarRun(status: 0, stdout: "", stderr: ""))
        let subcommands = try Self.subcommands()
        let firstWords = try #require(script.split(separator: "\n").first { $0.contains("compgen -W \"layout ") })
        let listed = Set(firstWords.split(separator: "\"")[1].split(separator: " "))
        for subcommand in subcommands {
            #expect(listed.contains(Substring(subcommand)), "\(subcommand)")
            // The subcommand's branch offers every option of its help when a word starting with '-' is completed.
            let branch = try #require(script.components(separatedBy: "\n    \(subcommand))\n").dropFirst().first)
            let offered = try #require(branch.split(separator: "\n").first { $0.contains("compgen -W \"--") })
            let words = Set(offered.split(separator: "\"")[1].split(separator: " ").map(String.init))
            #expect(words == Set(try Self.options(of: subcommand)), "\(subcommand)")
        }
    }

    /// The words bash completes for the command line `words` (the last one being completed).
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let bash = try #require(tool("bash"))
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program =
            try script("bash") + """
                COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
                _navbar
                printf '%s\\n' "${COMPREPLY[@]}"
                """
        let result = try shell(bash, ["-c", program])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("bash completes subcommands, options and enumerated values")
    func bashCompletesWords() throws {
        #expect(try Self.bashCompletions(["navbar", "co"]) == ["compare", "completions"])
        #expect(try Self.bashCompletions(["navbar", "layout", "--me"]) == ["--metrics"])
        #expect(try Self.bashCompletions(["navbar", "layout", "--metrics", ""]) == ["default", "compact"])
        #expect(try Self.bashCompletions(["navbar", "render", "--format", "p"]) == ["png"])
        #expect(try Self.bashCompletions(["navbar", "completions", "f"]) == ["fish"])
        #expect(try Self.bashCompletions(["navbar", "help", "re"]) == ["render"])
        #expect(try Self.bashCompletions(["navbar", "measure", "--weight", "semi"]) == ["semibold"])
    }

    @Test("bash completes the new output options and their values")
    func bashCompletesOutputOptions() throws {
        #expect(try Self.bashCompletions(["navbar", "layout", "--format", ""]) == ["json", "compact", "text"])
        #expect(try Self.bashCompletions(["navbar", "layout", "--fo"]) == ["--format", "--font-file"])
        #expect(try Self.bashCompletions(["navbar", "batch", "--sk"]) == ["--skip-blank"])
        #expect(try Self.bashCompletions(["navbar", "batch", "--out"]) == ["--output"])
        #expect(try Self.bashCompletions(["navbar", "batch", "--comp"]) == [])
    }

    @Test("profiles completes its word 'show' first, then a file, in every shell")
    func profilesCompletesShowThenAFile() throws {
        #expect(try Self.bashCompletions(["navbar", "profiles", ""]) == ["show"])
        #expect(try Self.bashCompletions(["navbar", "profiles", "s"]) == ["show"])
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{}".write(toFile: folder + "/phone.json", atomically: true, encoding: .utf8)
        #expect(try Self.bashCompletions(["navbar", "profiles", "show", folder + "/ph"]) == [folder + "/phone.json"])
        #expect(try Self.bashCompletions(["navbar", "profiles", folder + "/ph"]) == [])
        let zsh = try Self.script("zsh")
        #expect(zsh.contains("\n            '::action:(show)' \\\n            '::name-or-file:_files'\n"))
        let fish = try Self.script("fish")
        #expect(
            fish.contains(
                "complete -c navbar -n '__fish_seen_subcommand_from profiles; and not __fish_seen_subcommand_from show'"
                    + " -a 'show'\n"))
        #expect(
            fish.contains(
                "complete -c navbar -n '__fish_seen_subcommand_from profiles; and __fish_seen_subcommand_from show' -F\n"
            ))
        #expect(!fish.contains("complete -c navbar -n '__fish_seen_subcommand_from profiles' -F"))
    }

    @Test("the zsh and fish scripts name every subcommand and option", arguments: ["zsh", "fish"])
    func zshAndFishScripts(shell: String) throws {
        let script = try Self.script(shell)
        #expect(!script.isEmpty)
        for subcommand in try Self.subcommands() {
            #expect(script.contains(shell == "zsh" ? "\n    \(subcommand))\n" : " -a \(subcommand) "), "\(subcommand)")
            for option in try Self.options(of: subcommand) {
                let written =
                    shell == "zsh"
                    ? option : option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())"
                #expect(script.contains(written), "\(shell) \(subcommand) \(option)")
            }
        }
    }

    @Test(
        "the zsh and fish scripts pass their shell's syntax check (where the shell is installed)",
        .enabled(if: tool("zsh") != nil || tool("fish") != nil, "neither zsh nor fish is installed"))
    func zshAndFishSyntax() throws {
        for shell in ["zsh", "fish"] {
            guard let path = Self.tool(shell) else { continue }
            let folder = try Navbar.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Self.script(shell).write(toFile: folder + "/script", atomically: true, encoding: .utf8)
            let check = try Self.shell(path, ["-n", folder + "/script"])
            #expect(check.status == 0 && check.stderr.isEmpty, "\(shell): \(check)")
        }
    }

    @Test func completionsOfAnUnknownShellSuggest() throws {
        let result = try Navbar.run(["completions", "bsh"])
        #expect(
            result
                == NavbarRun(
                    status: 64, stdout: "",
                    stderr: "Error: the shell must be one of 'bash', 'zsh', 'fish', got 'bsh'; did you mean 'bash'?\n"))
        #expect(try Navbar.run(["completions"]).status == 64)
    }

    @Test("navbar man is roff that names every subcommand and option")
    func manPageNamesEverything() throws {
        let result = try Navbar.run(["man"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix(".TH NAVBAR 1 "))
        for subcommand in try Self.subcommands() {
            #expect(result.stdout.contains(".SS \"\(subcommand)\"\n"), "\(subcommand)")
            for option in try Self.options(of: subcommand) {
                #expect(result.stdout.contains("\\fB\(option.replacingOccurrences(of: "-", with: "\\-"))\\fR"))
            }
        }
    }

    @Test("navbar man has an EXAMPLES section with a GIF, a gallery and --set")
    func manPageExamples() throws {
        let page = try Navbar.run(["man"]).stdout
        let examples = try #require(page.range(of: ".SH EXAMPLES\n"))
        let exitStatus = try #require(page.range(of: ".SH EXIT STATUS\n"))
        #expect(examples.upperBound < exitStatus.lowerBound)
        let section = page[examples.upperBound..<exitStatus.lowerBound]
        #expect(section.contains("\\fBnavbar render push.json \\-o push.gif \\-\\-slowdown 4"))
        #expect(section.contains("\\fBnavbar render \\-\\-gallery scenes \\-o gallery.png \\-\\-columns 3\\fR"))
        #expect(section.contains("\\-\\-set 'items[1].backButtonDisplayMode=\"minimal\"'"))
        #expect(
            section.contains("\\fBnavbar render scene.json \\-o dark.png \\-\\-dark \\-\\-device 'iPhone 15 Pro'\\fR"))
    }

    @Test(
        "navbar man renders with groff -man without warnings",
        .enabled(if: tool("groff") != nil, "groff is not installed (apt-get install groff-base)"))
    func manPageRenders() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Navbar.run(["man"]).stdout.write(toFile: folder + "/navbar.1", atomically: true, encoding: .utf8)
        let groff = try #require(Self.tool("groff"))
        let rendered = try Self.shell(groff, ["-man", "-Tutf8", "-ww", folder + "/navbar.1"])
        #expect(rendered.status == 0)
        #expect(rendered.stderr == "")
        // Bold and underline are overstruck (`x\bx`) or SGR escapes, as grotty is set up; both are removed.
        let text = rendered.stdout.replacingOccurrences(
            of: #".\x{08}|\x{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
        #expect(text.contains("NAVBAR(1)"))
        #expect(text.contains("--confine-profiles"))
        #expect(text.contains("-j, --jobs <n>"))
        #expect(text.contains("-o, --output <file>"))
        #expect(text.contains("--skip-blank"))
        #expect(text.contains("--format <format>"))
        #expect(text.contains("EXIT STATUS"))
    }
}
