import Foundation
import Testing

@Suite struct HelpTests {
    @Test(arguments: ["layout", "batch", "validate", "measure", "profiles", "fonts"])
    func everySubcommandHasHelp(subcommand: String) throws {
        for flag in ["--help", "-h"] {
            let result = try Navbar.run([subcommand, "--bogus-before-help", flag])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix("OVERVIEW: "))
            #expect(result.stdout.contains("\n\nUSAGE: navbar \(subcommand)"))
            #expect(result.stdout.contains("\n\nOPTIONS:\n"))
            #expect(result.stdout.contains("  -h, --help              Show "))
            #expect(result.stdout.hasSuffix("\n"))
        }
    }

    @Test func subcommandsWithArgumentsDescribeThem() throws {
        for subcommand in ["layout", "batch", "validate", "measure", "profiles"] {
            let result = try Navbar.run([subcommand, "--help"])
            #expect(result.stdout.contains("\n\nARGUMENTS:\n"), "\(subcommand)")
        }
    }

    @Test func topLevelHelpListsEverySubcommand() throws {
        for flag in ["--help", "-h", "help"] {
            let result = try Navbar.run([flag])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix("OVERVIEW: Lays out an iOS navigation bar and measures its text.\n\n"))
            for name in ["layout", "batch", "validate", "render", "measure", "profiles", "fonts"] {
                #expect(result.stdout.contains("\n  \(name) "))
            }
        }
    }

    @Test func noSubcommandIsAUsageError() throws {
        let result = try Navbar.run([])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: missing subcommand\n\nOVERVIEW: "))
    }

    @Test func batchHelpIsExact() throws {
        let result = try Navbar.run(["batch", "-h"])
        #expect(
            result.stdout.hasPrefix(
                """
                OVERVIEW: Lay out JSON Lines of scenes, one geometry a line, on every core.

                USAGE: navbar batch [<file>] [--jobs <n>] [--output <file>] [--skip-blank]
                                    [--geometry-format <n>] [--width <points>]
                                    [--metrics <metrics>] [--profile <name-or-file>] [--rtl]
                                    [--confine-profiles] [--font-file <path> ...]
                                    [--set <path=json> ...] [--dynamic-type <category>]
                                    [--idiom <idiom>] [--safe-area <left,right>]
                                    [--large-titles] [--scroll-offset <points>] [--dark]
                                    [--status-bar] [--device <name>]
                                    [--orientation <orientation>] [--bold-text]
                                    [--error-format <format>]

                ARGUMENTS:
                  <file>                  A JSON Lines file, one scene a line, or '-' for
                                          standard input. (default: -)

                OPTIONS:
                  -j, --jobs <n>          The number of scenes laid out at once, at most 8 times
                                          the number of processors (and at least 64). (default:
                                          the number of active processors)

                """))
    }
}
