import NavigationBarLayout

/// The reports of `navbar compare` and `navbar calibrate`: a table for people, JSON for tools.
public enum CalibrationReport {
    /// A number with at most 2 decimals, signed when `signed`.
    static func number(_ value: Double, signed: Bool = false) -> String {
        let rounded = (value * 100).rounded() / 100
        let text = JSONWriter.format(rounded == 0 ? 0 : rounded)
        return signed && rounded > 0 ? "+" + text : text
    }

    /// `x y width height`.
    static func frameText(_ frame: Frame?) -> String {
        guard let frame else { return "-" }
        return [frame.x, frame.y, frame.width, frame.height].map { number($0) }.joined(separator: " ")
    }

    /// `text` padded with spaces to `width` characters (never cut).
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }

    /// The status of a node: `ok`, `differs`, `only engine` (not measured) or `only measured` (not drawn).
    static func status(_ node: NodeDifference, tolerance: Double) -> String {
        if node.measured == nil { return "onlyEngine" }
        if node.engine == nil { return "onlyMeasured" }
        return node.isWithin(tolerance) ? "ok" : "differs"
    }

    /// The comparison as a table: one line a node, then a summary line and the notes.
    ///
    /// - Parameters:
    ///   - comparison: The comparison.
    ///   - tolerance: The largest difference that is still a match, in points.
    ///   - notes: Lines added at the end (`note: …`).
    /// - Returns: The lines, each ending in a newline.
    public static func table(_ comparison: FrameComparison, tolerance: Double, notes: [String] = []) -> String {
        let keyWidth = max(4, comparison.nodes.map(\.key.count).max() ?? 0) + 2
        var text =
            pad("NODE", keyWidth) + ["DX", "DY", "DW", "DH", "INNER"].map { pad($0, 8, right: true) }.joined()
            + "  STATUS        ENGINE (X Y W H)          MEASURED (X Y W H)\n"
        for node in comparison.nodes {
            let deltas =
                node.deltas.map { $0.map { pad(number($0, signed: true), 8, right: true) }.joined() }
                ?? String(repeating: " ", count: 31) + "-"
            let inner = node.allDeltas.map { Array($0.dropFirst(4)) } ?? []
            let innerText = inner.isEmpty ? "-" : number(inner.map(abs).max() ?? 0)
            text +=
                pad(node.key, keyWidth) + deltas + pad(innerText, 8, right: true) + "  "
                + pad(status(node, tolerance: tolerance), 14)
                + pad(frameText(node.engine?.frame), 26) + frameText(node.measured?.frame) + "\n"
        }
        text += summary(comparison, tolerance: tolerance) + "\n"
        if !comparison.fontMeasuredTexts.isEmpty {
            text +=
                "note: measured with the fonts (no width in textWidths): "
                + comparison.fontMeasuredTexts.map { "'\($0)'" }.joined(separator: ", ") + "\n"
        }
        for note in notes { text += "note: \(note)\n" }
        return text
    }

    /// `5 nodes: 4 within 0.5 pt, 1 differs (largest 2 pt), 0 only in the engine, 0 only measured`.
    static func summary(_ comparison: FrameComparison, tolerance: Double) -> String {
        let statuses = comparison.nodes.map { status($0, tolerance: tolerance) }
        func count(_ name: String) -> Int { statuses.filter { $0 == name }.count }
        return "\(comparison.nodes.count) nodes: \(count("ok")) within \(number(tolerance)) pt, "
            + "\(count("differs")) differ (largest \(number(comparison.largest)) pt), "
            + "\(count("onlyEngine")) only in the engine, \(count("onlyMeasured")) only measured"
    }

    /// The comparison as JSON: `{"tolerance", "withinTolerance", "largest", "nodes", "fontMeasuredTexts",
    /// "notes"}`, each node `{"key", "status", "engine", "measured", "dx", "dy", "dw", "dh"}`.
    ///
    /// - Parameters:
    ///   - comparison: The comparison.
    ///   - tolerance: The largest difference that is still a match, in points.
    ///   - notes: What the reader should know.
    /// - Returns: The report.
    public static func jsonValue(_ comparison: FrameComparison, tolerance: Double, notes: [String] = []) -> JSONValue {
        .members([
            ("tolerance", .number(tolerance)),
            ("withinTolerance", .bool(comparison.isWithin(tolerance))),
            ("largest", .number(roundedJSON(comparison.largest))),
            ("nodes", .array(comparison.nodes.map { nodeJSON($0, tolerance: tolerance) })),
            ("fontMeasuredTexts", .array(comparison.fontMeasuredTexts.map { .string($0) })),
            ("notes", .array(notes.map { .string($0) })),
        ])
    }

    /// One node of the JSON report.
    static func nodeJSON(_ node: NodeDifference, tolerance: Double) -> JSONValue {
        let deltas = node.deltas
        func delta(_ index: Int) -> JSONValue { deltas.map { .number(roundedJSON($0[index])) } ?? .null }
        return .object([
            JSONValue.Member("key", .string(node.key)),
            JSONValue.Member("status", .string(status(node, tolerance: tolerance))),
            JSONValue.Member("engine", framesJSON(node.engine)),
            JSONValue.Member("measured", framesJSON(node.measured)),
            JSONValue.Member("dx", delta(0)), JSONValue.Member("dy", delta(1)),
            JSONValue.Member("dw", delta(2)), JSONValue.Member("dh", delta(3)),
        ])
    }

    /// A node's frames as `{"x", "y", "width", "height", "textFrame", "imageFrame"}`, or `null`.
    static func framesJSON(_ frames: MeasuredBar.NodeFrames?) -> JSONValue {
        guard let frames, case .object(var members) = frameJSON(frames.frame) else { return .null }
        members.append(JSONValue.Member("textFrame", frameJSON(frames.textFrame)))
        members.append(JSONValue.Member("imageFrame", frameJSON(frames.imageFrame)))
        return .object(members)
    }

    /// A frame as `{"x", "y", "width", "height"}`, or `null`.
    static func frameJSON(_ frame: Frame?) -> JSONValue {
        guard let frame else { return .null }
        return .object([
            JSONValue.Member("x", .number(roundedJSON(frame.x))), JSONValue.Member("y", .number(roundedJSON(frame.y))),
            JSONValue.Member("width", .number(roundedJSON(frame.width))),
            JSONValue.Member("height", .number(roundedJSON(frame.height))),
        ])
    }

    /// `value` rounded to 4 decimals, without a negative zero.
    static func roundedJSON(_ value: Double) -> Double {
        let rounded = (value * 10000).rounded() / 10000
        return rounded == 0 ? 0 : rounded
    }
}
