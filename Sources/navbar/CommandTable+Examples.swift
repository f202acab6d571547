extension CommandTable {
    /// One example of the manual page: what it does and the command.
    struct Example {
        /// What the command does, one sentence.
        var summary: String
        /// The command line.
        var command: String
    }

    /// The manual page's EXAMPLES, in the order a new user meets them.
    static let examples = [
        Example(summary: "Print the geometry of a scene as JSON.", command: "navbar layout scene.json"),
        Example(
            summary: "Lay a scene out at Dynamic Type accessibility sizes, on an iPad, with large titles.",
            command: "navbar layout scene.json --dynamic-type accessibilityLarge --idiom pad --large-titles"),
        Example(
            summary: "Set any scene key for this run (paths as in error messages; an index one past the end appends).",
            command: "navbar layout scene.json --set 'items[1].backButtonDisplayMode=\"minimal\"'"),
        Example(
            summary: "Check every scene of a folder without laying it out.", command: "navbar validate scenes/*.json"),
        Example(
            summary: "Lay out a million scenes, one JSON line each, on every core.",
            command: "navbar batch scenes.jsonl -o geometry.jsonl"),
        Example(
            summary: "Draw a scene as PNG at 3 pixels per point.",
            command: "navbar render scene.json -o bar.png --scale 3"),
        Example(
            summary: "Draw the top of an iPhone 15 Pro screen in Dark Mode: the status bar, the island and the bar.",
            command: "navbar render scene.json -o dark.png --dark --device 'iPhone 15 Pro'"),
        Example(
            summary: "Draw every scene of a folder in one picture, three columns.",
            command: "navbar render --gallery scenes -o gallery.png --columns 3"),
        Example(
            summary: "Animate a push as a GIF for a chat or an issue, four times slower, on a white page.",
            command: "navbar render push.json -o push.gif --slowdown 4 --background '#FFFFFF'"),
        Example(
            summary: "The same as an APNG at 50 frames a second.",
            command: "navbar render push.json -o push.apng --fps 50"),
        Example(summary: "Print a push's geometry at 5 moments.", command: "navbar transition push.json --frames 5"),
        Example(
            summary: "Compare a scene's layout with the frames a device measured (docs/CALIBRATION.md).",
            command: "navbar compare scene.json measured.json"),
        Example(
            summary: "Fit the profile's margins, spacings, paddings and heights to measured bars.",
            command: "navbar calibrate measured/*.json -o mine.json"),
    ]
}
