import LocalizationAudit
import NavigationBarLayout

extension CommandTable {
    /// `navbar audit` (docs/AUDIT.md).
    static let audit = CommandSpec(
        name: "audit", summary: "Find the bar texts that are truncated or hidden, per language, device and size.",
        overview:
            "Lay out every screen of a screens file in every locale of its string catalogs, on every device, "
            + "orientation and Dynamic Type size, and report what is truncated, hidden or untranslated.",
        arguments: [
            ArgumentSpec(name: "screens", help: "A screens JSON file (docs/AUDIT.md), or '-' for standard input.")
        ],
        options: [
            OptionSpec(
                name: "--strings", valueName: "file",
                help: "A string catalog: .xcstrings, .strings or XLIFF (repeatable).",
                repeatable: true, required: true, valueKind: .file),
            OptionSpec(
                name: "--locales", valueName: "list",
                help:
                    "Comma-separated locales of the catalogs, and pseudo-languages (accented, double-length, bounded, "
                    + "right-to-left).",
                defaultText: "every locale of the catalogs"),
            OptionSpec(
                name: "--devices", valueName: "list",
                help: "Comma-separated device names, or the groups iphone, ipad, "
                    + "ipad-multitasking (each multitasking window), all.",
                defaultText: "iphone"),
            OptionSpec(
                name: "--orientations", valueName: "list", help: "portrait, landscape, or both comma-separated.",
                defaultText: "portrait"),
            OptionSpec(
                name: "--dynamic-type", valueName: "list", help: "Comma-separated Dynamic Type sizes, or all.",
                values: ["all"] + ContentSizeCategory.allCases.map(\.rawValue), defaultText: "large"),
            OptionSpec(
                name: "--bold-text",
                help: "Lay every bar out with the Bold Text setting on (boldText): the profile's heavier weights."),
            OptionSpec(
                name: "--profile", valueName: "name-or-file",
                help: "The profile of screens that name none: a bundled profile or a profile JSON file.",
                defaultText: "ios17",
                valueKind: .file),
            OptionSpec(
                name: "--format", valueName: "format",
                help: "json: the findings as JSON; html: a page with a picture of each distinct failing bar.",
                values: ["json", "html"], defaultText: "html for an -o file ending in .html, else json"),
            OptionSpec(
                name: "--output", short: "-o", valueName: "file",
                help: "Write the report (or the scenes) to this file instead of standard output. " + outputRule,
                valueKind: .file),
            OptionSpec(
                name: "--fail-on", valueName: "kinds",
                help: "Exit with status 1 when any finding is of these comma-separated kinds (or any): "
                    + FindingKind.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            OptionSpec(
                name: "--sample", valueName: "key=text", help: "The text for a %@ of the string KEY (repeatable).",
                repeatable: true),
            OptionSpec(
                name: "--budgets",
                help: "Write each string's room instead of a report: its width on each device and about how many "
                    + "characters fit per locale, as JSON, or with -o FILE.xcstrings a copy of the catalog with each "
                    + "budget in the string's comment, or with -o FILE.xliff a copy of the XLIFF file with each "
                    + "trans-unit's maxwidth."),
            OptionSpec(
                name: "--budget-unit", valueName: "unit",
                help: "The size-unit of the maxwidth --budgets writes into an XLIFF copy: char (the characters of "
                    + "the file's target language that fit) or pixel (points, the pixels of a 1x screen).",
                values: ["char", "pixel"], defaultText: "char"),
            OptionSpec(
                name: "--emit-scenes",
                help:
                    "Write the matrix as JSON Lines scenes, each with an id, for 'navbar batch' anywhere, instead of a report."
            ),
            OptionSpec(
                name: "--from-geometry", valueName: "file",
                help:
                    "Make the report from the geometry lines 'navbar batch --geometry-format 2' wrote for --emit-scenes.",
                valueKind: .file),
        ],
        discussion: [
            "Each finding names the screen, element, locale, device, orientation and text size, the full text and the "
                + "text shown. Without --fail-on the exit status is 0 whatever is found; 65 for a screens file or "
                + "catalog that is not valid (with its file, line and column), 64 for an unknown option, locale, "
                + "device or size (with the closest name). The report is written once every bar is laid out. A "
                + "progress line is drawn on standard error when it is a terminal. See docs/AUDIT.md."
        ])
}
