import NavigationBarLayout

extension CommandTable {
    /// `--tolerance` of `compare` and `calibrate`.
    static let tolerance = OptionSpec(
        name: "--tolerance", valueName: "points",
        help: "The largest difference in x, y, width or height that still counts as a match.", defaultText: "0.5")
    /// `--json` of `compare` and `calibrate`.
    static let jsonReport = OptionSpec(name: "--json", help: "Print the report as JSON instead of a table.")

    /// `navbar compare` (docs/CALIBRATION.md).
    static let compare = CommandSpec(
        name: "compare", summary: "Compare a scene's layout with frames measured on a device.",
        overview: "Lay a scene out with the text widths measured on a device and print, node by node, how far the "
            + "engine's frames are from the measured ones.",
        arguments: [
            ArgumentSpec(name: "scene", help: "The scene JSON file that was measured."),
            ArgumentSpec(name: "measured", help: "The measurement JSON file (docs/CALIBRATION.md)."),
        ],
        options: [tolerance, jsonReport] + sceneOptions,
        discussion: [
            "The scene is laid out with the measurement's text widths (its 'textWidths'; other texts with the "
                + "bundled fonts, which the report notes) at the device's scale, so that only layout constants "
                + "differ. Each node gets the engine's value minus the measured one for x, y, width and height "
                + "(DX DY DW DH), and a status: ok, differs, onlyEngine (drawn but not measured) or onlyMeasured "
                + "(measured but not drawn). The exit status is 0 when every node is on both sides and within "
                + "the tolerance, 1 when not, 65 for a file that is not valid and 66 for a missing one."
        ])

    /// `navbar calibrate` (docs/CALIBRATION.md).
    static let calibrate = CommandSpec(
        name: "calibrate", summary: "Fit a profile's layout constants to bars measured on a device.",
        overview: "Fit a profile's layout constants (margins, spacings, insets, paddings, heights) to one or more "
            + "measured scenes and write the fitted profile.",
        arguments: [
            ArgumentSpec(
                name: "measured", help: "A measurement JSON file naming its scene in 'scene' (docs/CALIBRATION.md).",
                repeatable: true)
        ],
        options: [
            OptionSpec(
                name: "--output", short: "-o", valueName: "file",
                help: "The profile to write (the profile format, docs/PROFILES.md). " + outputRule, required: true,
                valueKind: .file),
            tolerance, jsonReport,
        ] + sceneOptions,
        discussion: [
            "The profile is '--profile' or the one the scenes name (they must name the same one). Its constants "
                + "are every number of its layout sections (text styles, colours, transitions, Dynamic Type and "
                + "thresholds such as minWidth are not fitted); they are fitted by least squares on the frame "
                + "differences, with the scenes laid out with their measured text widths. The report lists the "
                + "fitted constants (was, now), the constants the scenes cannot identify (one that moves no "
                + "measured frame, or one that moves frames only together with others: measure a scene that "
                + "tells them apart) and each scene's residuals. The written profile is a full copy named "
                + "NAME-calibrated, with a source for each changed constant; use it with '--profile'. Exit "
                + "status 0 when every residual is within the tolerance, 1 when not, 65 for an invalid file."
        ])
}
