import NavigationBarLayout
import TextMetrics

/// Every subcommand's arguments and options: the one table `--help`, `navbar help`,
/// `navbar completions` and `navbar man` are made from, and the scanners suggest from.
enum CommandTable {
    /// The top-level overview line.
    static let overview = "Lays out an iOS navigation bar and measures its text."

    /// `--width`, shared by the commands that lay out scenes.
    static let width = OptionSpec(
        name: "--width", valueName: "points", help: "Lay out at this bar width instead of each scene's.")
    /// `--metrics`.
    static let metrics = OptionSpec(
        name: "--metrics", valueName: "metrics", help: "The bar metrics instead of each scene's.",
        values: ["default", "compact"])
    /// `--profile`.
    static let profile = OptionSpec(
        name: "--profile", valueName: "name-or-file",
        help: "A bundled profile (ios17, the default; ios7, ios6; latest) or a profile JSON file.",
        valueKind: .profile)
    /// `--rtl`.
    static let rtl = OptionSpec(name: "--rtl", help: "Lay out right to left.")
    /// `--confine-profiles`.
    static let confineProfiles = OptionSpec(
        name: "--confine-profiles",
        help: "Read a scene's profile file and font files only from inside the scene's folder (for scenes from "
            + "untrusted sources).")
    /// `--font-file`.
    static let fontFile = OptionSpec(
        name: "--font-file", valueName: "path",
        help:
            "Make the family of this font file available, and append it to every scene's fallback chain (repeatable).",
        repeatable: true, valueKind: .file)

    /// `-o`/`--output` of `layout` and `batch`: the one output rule (`OutputTarget`), or standard output.
    static let output = OptionSpec(
        name: "--output", short: "-o", valueName: "file",
        help: "Write to this file instead of standard output ('-'). " + outputRule, valueKind: .file)
    /// How every `-o` path is written (`OutputTarget`), for the options' help.
    static let outputRule =
        "A file is written whole or not at all (a symbolic link: its target); a pipe or device (/dev/null, "
        + "/dev/stdout) is written directly, once every check has passed."
    /// `--format` of `layout`.
    static let format = OptionSpec(
        name: "--format", valueName: "format",
        help: "json: indented JSON (several scenes: an array); compact: one JSON line a scene, as batch writes; "
            + "text: one line per element, as layout-text snapshots.",
        values: ["json", "compact", "text"], defaultText: "json")
    /// `--format` of `render`.
    static let pictureFormat = OptionSpec(
        name: "--format", valueName: "format",
        help: "The picture's format instead of the output file's extension (standard output: svg); gif and "
            + "apng animate a transition request.",
        values: ["svg", "png", "gif", "apng"])

    /// `--set`: any scene key.
    static let set = OptionSpec(
        name: "--set", valueName: "path=json",
        help: "Set a scene key before the scene is read, like 'items[1].backButtonDisplayMode=\"minimal\"' "
            + "(paths as in error messages; an index one past the end appends; a request's paths start at "
            + "its 'from' scene; repeatable).",
        repeatable: true)
    /// `--dynamic-type`: `contentSizeCategory`.
    static let dynamicType = OptionSpec(
        name: "--dynamic-type", valueName: "category", help: "The scene's Dynamic Type size (contentSizeCategory).",
        values: ContentSizeCategory.allCases.map(\.rawValue))
    /// `--idiom`: `userInterfaceIdiom`.
    static let idiom = OptionSpec(
        name: "--idiom", valueName: "idiom", help: "The device idiom (userInterfaceIdiom).",
        values: UserInterfaceIdiom.allCases.map(\.rawValue))
    /// `--safe-area`: `safeAreaInsets`.
    static let safeArea = OptionSpec(
        name: "--safe-area", valueName: "left,right", help: "The safe-area insets in points (safeAreaInsets).")
    /// `--large-titles`: `prefersLargeTitles`.
    static let largeTitles = OptionSpec(name: "--large-titles", help: "Show large titles (prefersLargeTitles).")
    /// `--scroll-offset`: `scrollOffset`.
    static let scrollOffset = OptionSpec(
        name: "--scroll-offset", valueName: "points",
        help: "Points the content is scrolled under the bar (scrollOffset; negative: pulled down).")

    /// `--dark`: `userInterfaceStyle`.
    static let dark = OptionSpec(
        name: "--dark",
        help: "Draw the dark style (userInterfaceStyle \"dark\"): profiles with system colours (ios17) resolve "
            + "them for it; ios6 and ios7 follow barStyle.")
    /// `--status-bar`: `statusBar`.
    static let statusBar = OptionSpec(
        name: "--status-bar",
        help: "Draw the status-bar band above the bar in pictures (statusBar; on by default with a device): "
            + "the time and, on Dynamic Island devices, the island.")

    /// `--device`: `device`.
    static let device = OptionSpec(
        name: "--device", valueName: "name",
        help: "Lay out on this device, like 'iPhone 15 Pro' (device; 'navbar devices' lists them): its width, "
            + "scale, safe area, idiom, size classes and bar metrics, except keys the scene sets.")
    /// `--orientation`: `orientation`.
    static let orientation = OptionSpec(
        name: "--orientation", valueName: "orientation", help: "How the device is held (orientation).",
        values: DeviceOrientation.allCases.map(\.rawValue))

    /// `--bold-text`: `boldText`.
    static let boldText = OptionSpec(
        name: "--bold-text",
        help: "Turn the Bold Text setting on (boldText): text takes the profile's heavier weights; ios6 and ios7 "
            + "ignore it.")

    /// The options that set scene keys, `--set` first: each named one wins over `--set` for its key.
    static let sceneKeyOptions = [
        set, dynamicType, idiom, safeArea, largeTitles, scrollOffset, dark, statusBar, device, orientation, boldText,
    ]

    /// `--geometry-format` of the commands that print geometry (`layout`, `batch`, `transition`).
    static let geometryFormatOption = OptionSpec(
        name: "--geometry-format", valueName: "n",
        help: "The geometry format written: 2, with every key ('null' where absent) and the display list "
            + "('nodes'), or 1, the format of release 0.1; see docs/FORMATS.md.",
        values: ["1", "2"], defaultText: "2")

    /// `--error-format` of the commands that read scenes (`ErrorReport`).
    static let errorFormat = OptionSpec(
        name: "--error-format", valueName: "format",
        help: "text: one 'Error: ' line a problem; json: one JSON object a line on standard error, "
            + "{\"column\", \"file\", \"line\", \"message\", \"path\", \"status\"}, for tools.",
        values: ErrorReport.formats, defaultText: "text")

    /// The options `SceneOptions` reads, and `--error-format`.
    static let sceneOptions =
        [width, metrics, profile, rtl, confineProfiles, fontFile] + sceneKeyOptions + [errorFormat]

    /// The limit every scene file has, as the help texts say it.
    static let sizeLimit = "A scene file may have at most 16 MiB."

    static let layout = CommandSpec(
        name: "layout", summary: "Print the geometry of scenes as JSON or text.",
        overview: "Print the geometry of scenes as JSON or text.",
        arguments: [
            ArgumentSpec(
                name: "scene",
                help: "A scene JSON file, or '-' for standard input. Several scenes are written in order.",
                repeatable: true)
        ],
        options: [format, geometryFormatOption, output] + sceneOptions,
        discussion: [
            "A scene with an 'id' gets it as the geometry's top-level 'id' in JSON. Nothing is written if any "
                + "scene fails; '-o' replaces its file only when every scene was laid out.",
            sizeLimit + " See docs/FORMATS.md for the scene and geometry formats and docs/LAYOUT.md for the rules.",
        ])

    static let batch = CommandSpec(
        name: "batch", summary: "Lay out JSON Lines of scenes, one geometry a line, on every core.",
        overview: "Lay out JSON Lines of scenes, one geometry a line, on every core.",
        arguments: [
            ArgumentSpec(
                name: "file", help: "A JSON Lines file, one scene a line, or '-' for standard input.", optional: true,
                defaultText: "-")
        ],
        options: [
            OptionSpec(
                name: "--jobs", short: "-j", valueName: "n",
                help:
                    "The number of scenes laid out at once, at most 8 times the number of processors (and at least 64).",
                defaultText: "the number of active processors"),
            output,
            OptionSpec(
                name: "--skip-blank",
                help: "Write nothing for a blank line (it is still counted) instead of an error entry."),
            geometryFormatOption,
        ] + sceneOptions,
        discussion: [
            "Each input line gives one output line, in order: the compact geometry JSON, or "
                + #"{"error":{"line":N,"message":"..."}} for a line that cannot be laid out, a blank line "#
                + "included (unless --skip-blank). Either line has the scene's 'id' when it has one. A line "
                + "may have at most 16 MiB. The exit status is 65 when any line failed; '-o' still writes every "
                + "line then, and writes nothing if the run stops. A progress line (rate, and ETA for a file) "
                + "is drawn on standard error when it is a terminal. '--compact' is now '--metrics compact'."
        ])

    static let validate = CommandSpec(
        name: "validate", summary: "Check scenes as layout would, without the geometry; report every problem.",
        overview: "Check scenes as layout would, without the geometry; report every problem.",
        arguments: [
            ArgumentSpec(name: "scene", help: "A scene JSON file, or '-' for standard input.", repeatable: true)
        ],
        options: [confineProfiles, fontFile] + sceneKeyOptions + [errorFormat],
        discussion: [
            "A scene is valid when 'navbar layout' lays it out and every character of its texts has a font: its "
                + "JSON, its profile and its font families are checked, and a text with characters no font has is "
                + "reported with their code points (U+XXXX) and the fonts tried. Prints '<scene>: ok' on standard output for each valid scene, and one 'Error: ' line on "
                + "standard error for each problem: 'FILE:LINE:COLUMN: message' for a syntax error, "
                + "'FILE: field.path: message' for a value. The exit status is 65 when a scene is invalid and 66 "
                + "when a file is missing. A transition request (a document with 'change', see 'navbar transition') "
                + "is checked as 'navbar transition' would make it."
        ])

    static let render = CommandSpec(
        name: "render", summary: "Draw a scene, a gallery or a transition as SVG, PNG, GIF or APNG.",
        overview: "Draw a scene's bar as SVG or PNG, or a transition as an animated SVG, GIF or APNG, text drawn with "
            + "the bundled fonts' glyphs.",
        arguments: [
            ArgumentSpec(
                name: "scene", help: "A scene or transition request JSON file, or '-' for standard input.")
        ],
        options: [
            OptionSpec(
                name: "--output", short: "-o", valueName: "file",
                help: "The picture to write, or '-' for standard output; '.svg', '.png', '.gif' or '.apng' chooses "
                    + "the format. " + outputRule,
                required: true, valueKind: .file),
            pictureFormat,
            OptionSpec(
                name: "--gallery", valueName: "folder",
                help: "Draw every scene ('*.json') of the folder in one picture, each under its name, in name order, "
                    + "row by row in a grid.",
                hiddenFromUsage: true, valueKind: .folder),
            OptionSpec(
                name: "--columns", valueName: "n",
                help: "The gallery's columns, 1 to 100.",
                defaultText: "as many as fit in 1200 points, at most 4; more for a tall page", hiddenFromUsage: true),
            OptionSpec(
                name: "--scale", valueName: "n",
                help: "Pixels per point, 1 to 10, instead of the scene's; the layout is rounded to this grid "
                    + "(a gallery is drawn at 2 unless given)."),
            OptionSpec(name: "--debug", help: "Outline every frame and list the hidden items below the bar."),
            OptionSpec(
                name: "--frames", valueName: "n",
                help: "For a transition request: the moments drawn, 2 to 10000 (PNG: a filmstrip of n frames, "
                    + "default the request's frames or 5; SVG: the animation's key times, default 31)."),
            OptionSpec(
                name: "--progress", valueName: "t",
                help: "For a transition request: draw the one moment at this progress, 0 (before) to 1 (after); "
                    + "at 0 and 1 the picture is the static render of that end, byte for byte."),
            OptionSpec(
                name: "--slowdown", valueName: "n",
                help: "Play a transition n times slower than its duration (SVG, GIF, APNG), 0.1 to 100.",
                defaultText: "1"),
            OptionSpec(
                name: "--fps", valueName: "n", help: "Frames a second of a GIF or APNG, 1 to 50.", defaultText: "25"),
            OptionSpec(
                name: "--background", valueName: "colour",
                help: "The opaque page colour '#RRGGBB' a GIF or APNG is drawn over.", defaultText: "#E2E4E9"),
        ] + sceneOptions,
        moreUsage: [
            "--gallery <folder> --output <file> [--format <format>] [--columns <n>] [--scale <n>] [--debug] ..."
        ],
        discussion: [
            "Nothing is written if anything fails, except in a gallery: a scene that fails is drawn as its error, "
                + "and the exit status is then 65. See docs/RENDERING.md for what is drawn.",
            "A transition request (a document with 'change', see docs/FORMATS.md) is drawn as a filmstrip "
                + "PNG, its frames top to bottom, each labelled with its progress, or as an SVG that plays the "
                + "transition in a browser, over and over; a request with 'progress' draws that one moment. "
                + "As GIF or APNG (for chat tools, issue trackers and slides) it plays at '--fps' frames a second, "
                + "at most 1000 frames, the first and last held a second, over an opaque '--background'.",
        ])

    static let transition = CommandSpec(
        name: "transition", summary: "Print the geometry of an animated change (push, pop, setItems, ...).",
        overview: "Print the geometry of an animated change of a bar at one moment, or at several, as JSON.",
        arguments: [
            ArgumentSpec(name: "request", help: "A transition request JSON file, or '-' for standard input.")
        ],
        options: [
            OptionSpec(
                name: "--progress", valueName: "t",
                help: "Print the bar at this progress, 0 (before) to 1 (after), instead of the request's."),
            OptionSpec(
                name: "--frames", valueName: "n",
                help: "Print the bar at n moments evenly spaced from 0 to 1 (n from 2 to 10000), instead of the "
                    + "request's.",
                defaultText: "the request's, or 5"),
            OptionSpec(
                name: "--output", short: "-o", valueName: "file",
                help: "Write the JSON to this file instead of standard output ('-'). " + outputRule,
                valueKind: .file),
            geometryFormatOption,
        ] + sceneOptions,
        discussion: [
            "The request names the bar before ('from': a scene or a stack), the change ('push', 'pop', 'setItems', "
                + "'setLeftBarButtonItems', 'setRightBarButtonItems', 'setHidesBackButton', 'setTitle', 'setPrompt', "
                + "'setTitleView') and optionally 'progress' or 'frames'. An impossible change (a pop of the only "
                + "item, a push of an item already on the stack) is an error with exit status 65. Nothing is written "
                + "if anything fails. See docs/FORMATS.md for the request and output formats and docs/LAYOUT.md "
                + "(T1-T9) for the rules."
        ])

    static let measure = CommandSpec(
        name: "measure", summary: "Measure a line of text with the bundled fonts.",
        overview: "Measure a line of text with the bundled fonts and print JSON.",
        arguments: [ArgumentSpec(name: "text", help: "The text, one line. Put '--' before it if it starts with '-'.")],
        options: [
            OptionSpec(
                name: "--family", valueName: "family", help: "Font family of the primary face.", defaultText: "Inter"),
            OptionSpec(name: "--size", valueName: "points", help: "Point size, 0 to 10000.", defaultText: "17"),
            OptionSpec(
                name: "--weight", valueName: "weight", help: "The weight of the primary face.",
                values: FontWeight.allCases.map(\.rawValue), defaultText: "regular"),
            OptionSpec(
                name: "--tracking", valueName: "points", help: "Extra space after every character.", defaultText: "0"),
            fontFile,
            OptionSpec(
                name: "--max-width", valueName: "points", help: "Also fit the text to this width with a tail ellipsis."),
        ],
        discussion: [
            "Lengths are in points, rounded to 4 decimal places. Fonts are looked up in the bundled Fonts/ directory "
                + "($NAVBAR_FONTS_DIR overrides), then --font-file files, then system fonts."
        ])

    static let profiles = CommandSpec(
        name: "profiles", summary: "List the bundled metrics profiles, or show one.",
        overview: "List the bundled metrics profiles, or show one.",
        arguments: [
            ArgumentSpec(
                name: "action", help: "'show' to print one profile; nothing to list them.", optional: true,
                values: ["show"], usageForm: "[show <name-or-file>]"),
            ArgumentSpec(
                name: "name-or-file",
                help: "After 'show': a bundled profile (ios17, ios7, ios6, latest) or a profile JSON file.",
                optional: true, usageForm: ""),
        ],
        discussion: [
            "'navbar profiles' prints one line per bundled profile: its name, the iOS versions it stands for and its summary; the default (ios17) and the alias latest are marked. 'navbar profiles show' "
                + "prints the profile as JSON (see docs/PROFILES.md)."
        ])

    /// `--devices` of `devices`.
    static let devicesGroup = OptionSpec(
        name: "--devices", valueName: "group",
        help: "Only these devices: iphone, ipad, ipad-multitasking, all, or device names (comma-separated; "
            + "repeatable).",
        repeatable: true)
    /// `--format` of `devices`.
    static let devicesFormat = OptionSpec(
        name: "--format", valueName: "format",
        help: "table: one line a device with each value's label; json: the devices with every value's source.",
        values: ["table", "json"], defaultText: "table")

    static let devices = CommandSpec(
        name: "devices", summary: "List the iPhones and iPads a scene may name, with their sources.",
        overview: "List the iPhones and iPads a scene may name ('device'), with their sources.",
        options: [devicesGroup, devicesFormat],
        discussion: [
            "Every iPhone and iPad supported by iOS 26 or 27: the screen in points, scale, safe areas (top, left, "
                + "bottom, right) in portrait and landscape, status bar, Dynamic Island, notch or Home button, size "
                + "classes and the bar metrics in landscape; iPads also list their multitasking windows. Each value "
                + "is followed by its label: D documented by Apple, M measured, R from a framework imitating iOS, "
                + "I inferred. See docs/FORMATS.md for the catalog and the scene keys 'device' and 'orientation'."
        ])

    static let fonts = CommandSpec(
        name: "fonts", summary: "List the font families that can be resolved.",
        overview: "List the font families that can be resolved.",
        options: [fontFile],
        discussion: [
            "Prints one line per family: its name and where it comes from: 'bundled' (the Fonts/ directory, or "
                + "$NAVBAR_FONTS_DIR), 'added' (--font-file) or 'system' (fontconfig). Families are sorted ignoring case."
        ])

    static let strings = CommandSpec(
        name: "strings", summary: "List the strings of String Catalogs, .strings files and XLIFF as JSON Lines.",
        overview: "List the strings of String Catalogs (.xcstrings), .strings files and XLIFF 1.2 exports "
            + "(.xliff, .xlf) as JSON Lines, one string of one locale a line.",
        arguments: [
            ArgumentSpec(name: "file", help: "A .xcstrings, .strings, .xliff or .xlf file.", repeatable: true)
        ],
        options: [
            OptionSpec(
                name: "--locale", valueName: "locale", help: "List this locale only (repeatable).",
                defaultText: "every locale of each file", repeatable: true),
            OptionSpec(
                name: "--pseudo", valueName: "name",
                help: "Also list the source language's strings in this pseudo-language (repeatable): accented "
                    + "(en-XA), double-length (en-XL), bounded (en-XB), right-to-left (ar-XB).",
                values: ["accented", "double-length", "bounded", "right-to-left"], repeatable: true),
            OptionSpec(
                name: "--sample", valueName: "key=text",
                help: "A sample for the %@ of the string KEY in 'shown' (repeatable; the longest is used).",
                defaultText: "WWWWWWWW", repeatable: true),
        ],
        discussion: [
            #"Each line is {"file", "key", "locale", "variant", "state", "value", "shown"}: 'variant' is null for "#
                + "a plain string, or the path through Xcode's variations ('plural.one', 'device.ipad', "
                + "'device.iphone.plural.few', 'substitutions.NAME.plural.other'); 'state' is translated, "
                + "needs_review, new or stale; 'value' is as in the file and 'shown' has its format specifiers "
                + "filled: numbers with the widest count of the locale's plural category (CLDR), %@ with the "
                + "sample. Nothing is written if a file cannot be read: the error names the file, line and column "
                + "and the exit status is 65 (66 for a missing file). See docs/CATALOGS.md."
        ])

    static let help = CommandSpec(
        name: "help", summary: "Show the help of a subcommand.",
        overview: "Show the help of navbar or of a subcommand.",
        arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand whose help to show.", optional: true)],
        discussion: ["'navbar help SUBCOMMAND' prints the same text as 'navbar SUBCOMMAND --help'."])

    static let completions = CommandSpec(
        name: "completions", summary: "Print a shell completion script (bash, zsh or fish).",
        overview: "Print a completion script for bash, zsh or fish.",
        arguments: [
            ArgumentSpec(name: "shell", help: "The shell: bash, zsh or fish.", values: CompletionScript.shells)
        ],
        discussion: [
            "bash: 'navbar completions bash > ~/.local/share/bash-completion/completions/navbar'. "
                + "zsh: 'navbar completions zsh > ~/.zfunc/_navbar' with ~/.zfunc in $fpath before compinit. "
                + "fish: 'navbar completions fish > ~/.config/fish/completions/navbar.fish'."
        ])

    static let man = CommandSpec(
        name: "man", summary: "Print the manual page (roff, section 1).",
        overview: "Print navbar's manual page in roff, section 1.",
        discussion: ["Read it with 'navbar man > navbar.1 && man -l navbar.1'."])

    /// Every subcommand, in the order they are listed.
    static let all = [
        layout, batch, validate, render, transition, audit, compare, calibrate, measure, profiles, devices, fonts,
        strings, help, completions, man,
    ]

    /// The subcommand named `name`.
    static func command(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The top-level usage text, without a final newline.
    static var usage: String {
        let width = (all.map(\.name.count).max() ?? 0) + 4
        let rows = all.map { "  " + $0.name.padded(to: width) + $0.summary }
        return """
            OVERVIEW: \(overview)

            USAGE: navbar <subcommand> [options]

            SUBCOMMANDS:
            \(rows.joined(separator: "\n"))

            OPTIONS:
              \("--version".padded(to: width))Print the version and exit.
              \("-h, --help".padded(to: width))Show this help and exit.

              See 'navbar help <subcommand>' for the options of each.
            """
    }
}
