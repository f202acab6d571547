import Foundation
import Testing

/// The corpus of malformed inputs in `Malformed/`: each names its problem, exits with the right
/// status, and prints nothing on standard output.
@Suite struct MalformedInputTests {
    /// The most `--jobs` batch allows: 8 per processor, at least 64.
    static let maximumJobs = max(64, 8 * ProcessInfo.processInfo.activeProcessorCount)

    /// Each file of `Malformed/`, the exit status of `navbar layout FILE`, and its `Error:` lines.
    static let corpus: [(name: String, status: Int32, errors: [String])] = [
        ("bad-escape", 65, ["bad-escape.json:1:39: invalid escape sequence '\\x' in string"]),
        ("bare-word", 65, ["bare-word.json:1:36: expected a JSON value, found 'I'"]),
        ("broken-profile", 65, ["broken-profile.json:4:3: expected ',' or '}' after object member, found '\"'"]),
        (
            "conflicting-ids", 65,
            [
                "conflicting-ids.json: items[0].rightBarButtonItems[0].id: is 'a', the id of a different item at items[0].leftBarButtonItems[0]"
            ]
        ),
        ("deep-nesting", 65, ["deep-nesting.json:1:545: nesting is deeper than 512 levels"]),
        ("double-bom", 65, ["double-bom.json:1:1: expected a JSON value, found '\u{FEFF}'"]),
        ("duplicate-key", 65, ["duplicate-key.json:1:16: duplicate key 'width' in object"]),
        ("empty", 65, ["empty.json:1:1: expected a JSON value, found the end of the document"]),
        ("invalid-utf8", 65, ["invalid-utf8.json:1:39: invalid UTF-8"]),
        (
            "item-of-two-kinds", 65,
            [
                "item-of-two-kinds.json: items[0].leftBarButtonItem: sets both 'systemItem' and 'image'; an item is at most one of: systemItem, image, customView, fixedSpace, flexibleSpace"
            ]
        ),
        (
            "item-group-problems", 65,
            [
                "item-group-problems.json: items[1].style: 'browsr' is not one of: navigator, browser, editor; did you mean 'browser'?",
                "item-group-problems.json: items[1].trailingItemGroups[1].items[0]: is the item at items[1].trailingItemGroups[0].items[2] already; a bar button item belongs to at most one group (as an item or as its representative item) or to additionalOverflowItems",
                "item-group-problems.json: items[1].trailingItemGroups[2].representativeItem: is the group's item at items[1].trailingItemGroups[2].items[0]; a representative item must be a separate item",
                "item-group-problems.json: items[1].trailingItemGroups[3].items: must hold at least one item",
            ]
        ),
        ("items-is-an-object", 65, ["items-is-an-object.json: items: must be an array"]),
        ("leading-zero", 65, ["leading-zero.json:1:12: invalid number: leading zeros are not allowed"]),
        (
            "minimum-width-exceeds-width", 65,
            ["minimum-width-exceeds-width.json: items[0].titleView.minimumWidth: must not be greater than width (100)"]
        ),
        (
            "misplaced-and-misspelt", 65,
            [
                "misplaced-and-misspelt.json: items[0].systemItem: unknown key; valid keys: title, prompt, backBarButtonItem, hidesBackButton, leftBarButtonItems, leftBarButtonItem, rightBarButtonItems, rightBarButtonItem, leftItemsSupplementBackButton, titleView, backButtonTitle, backButtonDisplayMode, standardAppearance, "
                    + "compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance, largeTitleDisplayMode, leadingItemGroups, trailingItemGroups, centerItemGroups, "
                    + "pinnedTrailingGroup, additionalOverflowItems, style, customizationIdentifier, subtitle, largeSubtitle, titleAlignment, searchController, hidesSearchBarWhenScrolling, preferredSearchBarPlacement, "
                    + "navigationBarMinimization",
                "misplaced-and-misspelt.json: barStyle: 'blak' is not one of: default, black; did you mean 'black'?",
            ]
        ),
        ("missing-comma", 65, ["missing-comma.json:3:3: expected ',' or '}' after object member, found '\"'"]),
        ("missing-items", 65, ["missing-items.json: items: is required"]),
        (
            "missing-profile-file", 66,
            ["missing-profile-file.json: profile: profile file 'nowhere/profile.json' not found"]
        ),
        ("missing-width", 65, ["missing-width.json: width: is required"]),
        (
            "negative-custom-view", 65,
            [
                "negative-custom-view.json: items[0].rightBarButtonItems[0].customView.width: must be a number from 0 to 100000"
            ]
        ),
        ("negative-width", 65, ["negative-width.json: width: must be a number greater than 0 and at most 100000"]),
        ("not-an-object", 65, ["not-an-object.json: the document must be a JSON object"]),
        ("only-whitespace", 65, ["only-whitespace.json:4:1: expected a JSON value, found the end of the document"]),
        ("scale-out-of-range", 65, ["scale-out-of-range.json: scale: must be a number from 1 to 10"]),
        (
            "scene-with-broken-profile", 65,
            ["broken-profile.json:4:3: expected ',' or '}' after object member"]
        ),
        ("tab-in-string", 65, ["tab-in-string.json:1:39: control character U+0009 must be escaped in a string"]),
        ("trailing-comma", 65, ["trailing-comma.json:4:1: expected a string key in object, found '}'"]),
        ("trailing-value", 65, ["trailing-value.json:1:29: unexpected '{' after the JSON value"]),
        ("truncated-literal", 65, ["truncated-literal.json:1:4: invalid literal; expected 'null'"]),
        (
            "unknown-content-size-category", 65,
            [
                "unknown-content-size-category.json: contentSizeCategory: 'accessibilityExtraExtraExtraLage' is not one of: extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge; did you mean 'accessibilityExtraExtraExtraLarge'?"
            ]
        ),
        (
            "unknown-key", 65,
            ["unknown-key.json: widht: unknown key; did you mean 'width'?", "unknown-key.json: width: is required"]
        ),
        (
            "unknown-nested-keys", 65,
            [
                "unknown-nested-keys.json: items[0].tittle: unknown key; did you mean 'title'?",
                "unknown-nested-keys.json: items[0].rightBarButtonItems[0].titel: unknown key; did you mean 'title'?",
            ]
        ),
        (
            "unknown-profile", 65,
            [
                "unknown-profile.json: profile: unknown profile 'ios8'; did you mean 'ios7'? it stands for iOS 7–10; bundled profiles: ios17, ios26, ios27, ios6, ios7"
            ]
        ),
        ("unpaired-surrogate", 65, ["unpaired-surrogate.json:1:37: invalid \\u escape: unpaired surrogate"]),
        (
            "unterminated-string", 65,
            ["unterminated-string.json:1:36: unterminated string (a line break must be written as \\n)"]
        ),
        (
            "width-is-a-string", 65,
            ["width-is-a-string.json: width: must be a number greater than 0 and at most 100000"]
        ),
        ("width-overflows", 65, ["width-overflows.json: width: must be a finite number"]),
        ("width-too-large", 65, ["width-too-large.json: width: must be a number greater than 0 and at most 100000"]),
        (
            "wrong-choices", 65,
            [
                "wrong-choices.json: metrics: 'compakt' is not one of: default, compact; did you mean 'compact'?",
                "wrong-choices.json: layoutDirection: must be one of: leftToRight, rightToLeft",
            ]
        ),
        (
            "wrong-types-in-item", 65,
            [
                "wrong-types-in-item.json: items[0].title: must be a string",
                "wrong-types-in-item.json: items[0].prompt: must be a string",
            ]
        ),
    ]

    @Test func everyFileOfTheCorpusIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Navbar.malformed).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files) == Set(Self.corpus.map { $0.name + ".json" }))
        #expect(files.count >= 30)
    }

    @Test(arguments: corpus)
    func layoutNamesTheProblem(name: String, status: Int32, errors: [String]) throws {
        let result = try Navbar.run(["layout", name + ".json"], in: Navbar.malformed)
        let expected = errors.map { "Error: \($0)\n" }.joined()
        #expect(result == NavbarRun(status: status, stdout: "", stderr: expected))
    }

    @Test(arguments: corpus)
    func validateReportsTheSameProblems(name: String, status: Int32, errors: [String]) throws {
        let result = try Navbar.run(["validate", name + ".json"], in: Navbar.malformed)
        let expected = errors.map { "Error: \($0)\n" }.joined()
        #expect(result == NavbarRun(status: status, stdout: "", stderr: expected))
    }

    @Test func standardInputIsNamedStdin() throws {
        let result = try Navbar.run(["layout", "-"], stdin: "{\"width\": 320,\n \"items\": [}")
        #expect(
            result
                == NavbarRun(status: 65, stdout: "", stderr: "Error: <stdin>:2:12: expected a JSON value, found '}'\n"))
    }

    @Test func aMissingSceneFileExits66() throws {
        let result = try Navbar.run(["layout", "no-such-scene.json"], in: Navbar.malformed)
        #expect(result == NavbarRun(status: 66, stdout: "", stderr: "Error: no-such-scene.json: no such file\n"))
    }

    @Test func aDirectoryIsNotASceneFile() throws {
        let result = try Navbar.run(["layout", "../Malformed"], in: Navbar.malformed)
        #expect(
            result
                == NavbarRun(
                    status: 66, stdout: "", stderr: "Error: ../Malformed: is a directory, not a scene file\n"))
    }

    @Test func anErrorInTheSecondFileLeavesStandardOutputEmpty() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "items": []}"#.write(toFile: folder + "/good.json", atomically: true, encoding: .utf8)
        let result = try Navbar.run(["layout", "good.json", Navbar.malformed + "/missing-width.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: \(Navbar.malformed)/missing-width.json: width: is required\n")
    }

    @Test func aCorruptFontFileExits65() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(
            to: URL(fileURLWithPath: folder + "/garbage.ttf"))
        let scene = #"{"width": 320, "items": [{"title": "Inbox"}]}"#
        let result = try Navbar.run(["layout", "-", "--font-file", "garbage.ttf"], stdin: scene, in: folder)
        #expect(
            result
                == NavbarRun(
                    status: 65, stdout: "",
                    stderr: "Error: '\(folder)/garbage.ttf' is not a usable font file: unknown file format\n"))
    }

    @Test(arguments: [
        (["layout", "a.json", "--widht", "320"], "unknown option '--widht'; did you mean '--width'?"),
        (["layout", "a.json", "--bogus"], "unknown option '--bogus'; see 'navbar layout --help'"),
        (["layout", "a.json", "--width"], "missing value for '--width'"),
        (["layout", "a.json", "--width", "--rtl"], "missing value for '--width'"),
        (
            ["layout", "a.json", "--width", "wide"],
            "the value of '--width' must be a number greater than 0 and at most 100000, got 'wide'"
        ),
        (
            ["layout", "a.json", "--width", "-5"],
            "the value of '--width' must be a number greater than 0 and at most 100000, got '-5'"
        ),
        (
            ["layout", "a.json", "--metrics", "landscape"],
            "the value of '--metrics' must be one of 'default', 'compact', got 'landscape'"
        ),
        (
            ["layout", "a.json", "--metrics", "compat"],
            "the value of '--metrics' must be one of 'default', 'compact', got 'compat'; did you mean 'compact'?"
        ),
        (["layout"], "missing scene file; see 'navbar layout --help'"),
        (["layout", "-", "-"], "standard input ('-') can be read only once"),
        (
            ["layout", "missing-width.json", "--profile", "ios8"],
            "--profile: unknown profile 'ios8'; did you mean 'ios7'? it stands for iOS 7–10; bundled profiles: ios17, ios26, ios27, ios6, ios7"
        ),
        (
            ["batch", "--jobs", "0"],
            "the value of '--jobs' must be a whole number from 1 to \(MalformedInputTests.maximumJobs), got '0'"
        ),
        // Issue 8: 100,000 jobs took 3.3 GB and 10^6 crashed.
        (
            ["batch", "--jobs", "100000"],
            "the value of '--jobs' must be a whole number from 1 to \(MalformedInputTests.maximumJobs), got '100000'"
        ),
        (
            ["batch", "-j", "1000000"],
            "the value of '-j' must be a whole number from 1 to \(MalformedInputTests.maximumJobs), got '1000000'"
        ),
        // Issue 8: hexadecimal numbers were accepted.
        (
            ["layout", "a.json", "--width", "0x10"],
            "the value of '--width' must be a number greater than 0 and at most 100000, got '0x10'"
        ),
        (["render", "a.json", "-o", "a.png", "--scale", "0x2"], "the value of '--scale' must be a number, got '0x2'"),
        (["layout", "a.json", "--rtl=yes"], "'--rtl' takes no value, got '--rtl=yes'"),
        (["batch", "--compact=no"], "'--compact' is now '--metrics compact'; see 'navbar batch --help'"),
        (["batch", "--skip-blank=yes"], "'--skip-blank' takes no value, got '--skip-blank=yes'"),
        (
            ["layout", "a.json", "--format", "txt"],
            "the value of '--format' must be one of 'json', 'compact', 'text', got 'txt'; did you mean 'text'?"
        ),
        (["layout", "a.json", "-o", ""], "the value of '-o' must be a file name or '-', got ''"),
        (["batch", "--job", "2"], "unknown option '--job'; did you mean '--jobs'?"),
        (["batch", "a.jsonl", "b.jsonl"], "unexpected argument 'b.jsonl'; batch reads one file (or '-')"),
        (["validate"], "missing scene file; see 'navbar validate --help'"),
        (["validate", "--strict", "a.json"], "unknown option '--strict'; see 'navbar validate --help'"),
        (
            ["profiles", "shw", "ios7"],
            "unknown action 'shw'; did you mean 'show'? expected 'show <name-or-file>' or nothing"
        ),
        (["profiles", "show"], "missing profile name; see 'navbar profiles --help'"),
        (["fonts", "--font"], "unknown option '--font'; did you mean '--font-file'?"),
        (
            ["lay"],
            "unknown subcommand 'lay'; did you mean 'layout'? expected one of: layout, batch, validate, render, transition, audit, compare, calibrate, measure, profiles, devices, fonts, strings, help, completions, man"
        ),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try Navbar.run(arguments, in: Navbar.malformed)
        #expect(result == NavbarRun(status: 64, stdout: "", stderr: "Error: \(message)\n"))
    }
}
