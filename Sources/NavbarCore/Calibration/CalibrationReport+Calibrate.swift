import NavigationBarLayout

extension CalibrationReport {
    /// What the report says of a constant's status.
    static func statusText(_ status: CalibratedConstant.Status) -> String {
        switch status {
        case .fitted: "fitted"
        case .movesNothing: "moves no measured frame"
        case .movesWith(let others):
            others.isEmpty
                ? "moves frames only as the fitted constants do"
                : "moves frames only together with " + others.joined(separator: ", ")
        }
    }

    /// The calibration as text: the fitted constants (was, now), the constants the scenes cannot identify, and
    /// each scene's residuals after the fit.
    ///
    /// - Parameters:
    ///   - result: The calibration.
    ///   - names: The measurement files' names, in the order of the scenes.
    ///   - tolerance: The largest residual that is still a match, in points.
    /// - Returns: The lines, each ending in a newline.
    public static func table(_ result: CalibrationResult, names: [String], tolerance: Double) -> String {
        let fitted = result.constants.filter { $0.status == .fitted }
        let width = max(8, fitted.map(\.name.count).max() ?? 0) + 2
        var text = pad("CONSTANT", width) + pad("WAS", 10, right: true) + pad("NOW", 10, right: true) + "\n"
        for constant in fitted {
            text +=
                pad(constant.name, width) + pad(number(constant.initial), 10, right: true)
                + pad(number(constant.value), 10, right: true) + (constant.changed ? "  *" : "")
                + "\n"
        }
        let together = result.constants.filter { $0.status != .fitted && $0.status != .movesNothing }
        let idle = result.constants.filter { $0.status == .movesNothing }
        if !together.isEmpty || !idle.isEmpty {
            text += "not identified by these scenes (kept as they are):\n"
            for constant in together {
                text += "  \(constant.name) (\(number(constant.initial))): \(statusText(constant.status))\n"
            }
            if !idle.isEmpty {
                text += "  moving no measured frame: " + idle.map(\.name).joined(separator: ", ") + "\n"
            }
        }
        for (name, (before, after)) in zip(names, zip(result.before, result.after)) {
            text +=
                "\n\(name): residuals after the fit (squared error \(number(before.squaredError)) before, "
                + "\(number(after.squaredError)) after)\n"
            text += table(after, tolerance: tolerance)
        }
        return text
    }

    /// The calibration as JSON: `{"profile", "constants", "scenes"}`; each constant `{"name", "initial",
    /// "value", "status", "movesWith"}` (`status` `fitted`, `movesNothing` or `movesWith`), each scene
    /// `{"file", "before", "after"}`, comparisons as `navbar compare --json` writes them.
    ///
    /// - Parameters:
    ///   - result: The calibration.
    ///   - names: The measurement files' names, in the order of the scenes.
    ///   - tolerance: The largest residual that is still a match, in points.
    /// - Returns: The report.
    public static func jsonValue(_ result: CalibrationResult, names: [String], tolerance: Double) -> JSONValue {
        .members([
            ("profile", .string(result.profile.name)),
            ("constants", .array(result.constants.map(constantJSON))),
            (
                "scenes",
                .array(
                    zip(names, zip(result.before, result.after)).map { name, pair in
                        .object([
                            JSONValue.Member("file", .string(name)),
                            JSONValue.Member("before", jsonValue(pair.0, tolerance: tolerance)),
                            JSONValue.Member("after", jsonValue(pair.1, tolerance: tolerance)),
                        ])
                    })
            ),
        ])
    }

    /// One constant of the JSON report.
    static func constantJSON(_ constant: CalibratedConstant) -> JSONValue {
        let status: String
        var partners: [String] = []
        switch constant.status {
        case .fitted: status = "fitted"
        case .movesNothing: status = "movesNothing"
        case .movesWith(let others):
            status = "movesWith"
            partners = others
        }
        return .object([
            JSONValue.Member("name", .string(constant.name)),
            JSONValue.Member("initial", .number(constant.initial)),
            JSONValue.Member("value", .number(roundedJSON(constant.value))),
            JSONValue.Member("status", .string(status)),
            JSONValue.Member("movesWith", .array(partners.map { .string($0) })),
        ])
    }
}
