import NavbarCore
import NavigationBarLayout
import TextMetrics

/// The usage text of `navbar measure`, made from the command table.
var measureUsage: String { CommandTable.measure.helpText }

/// `navbar measure`: measures a line of text (see `navbar measure --help`).
enum MeasureCommand {
    /// Parses `arguments`, measures, and prints JSON to standard output.
    static func run(_ arguments: [String]) throws {
        let options: MeasureOptions
        switch try MeasureOptions.parse(arguments, invalidUTF8: RawArguments.invalidUTF8Indices(for: arguments)) {
        case .help:
            try Output.out(measureUsage + "\n")
            return
        case .measure(let parsed):
            options = parsed
        }
        let json: JSONValue
        do throws(TextMetricsError) {
            json = try measure(options)
        } catch {
            // `--family` is a value of the command line; a font file's problems are its own.
            guard case .unknownFamily = error else { throw CLIError(problems: [InputProblem.measurement(error)]) }
            throw CLIError.usage("--family: \(error.description)")
        }
        try Output.out(JSONWriter.string(json, pretty: true) + "\n")
    }

    /// Measures (and fits) as `options` say, returning the JSON document.
    static func measure(_ options: MeasureOptions) throws(TextMetricsError) -> JSONValue {
        let library = FontLibrary.shared
        for path in options.fontFiles {
            try library.add(fontFile: path)
        }
        let measurer = TextMeasurer(library: library)
        let style = options.style
        let measurement = try measurer.measure(options.text, style: style)
        var document: [JSONValue.Member] = [
            JSONValue.Member("text", .string(options.text)),
            JSONValue.Member(
                "style",
                .object([
                    JSONValue.Member("family", .string(style.family)), JSONValue.Member("size", .number(style.size)),
                    JSONValue.Member("weight", .string(style.weight.rawValue)),
                    JSONValue.Member("tracking", .number(style.tracking)),
                ])
            ),
            JSONValue.Member("width", .number(measurement.width)),
            JSONValue.Member(
                "lineMetrics",
                .object([
                    JSONValue.Member("ascent", .number(measurement.lineMetrics.ascent)),
                    JSONValue.Member("descent", .number(measurement.lineMetrics.descent)),
                    JSONValue.Member("lineHeight", .number(measurement.lineMetrics.lineHeight)),
                    JSONValue.Member("capHeight", .number(measurement.lineMetrics.capHeight)),
                ])
            ),
            JSONValue.Member(
                "runs",
                .array(
                    measurement.runs.map { run in
                        .object([
                            JSONValue.Member("face", .string(run.face)),
                            JSONValue.Member("glyphCount", .number(Double(run.glyphCount))),
                            JSONValue.Member("width", .number(run.width)),
                        ])
                    })
            ),
            JSONValue.Member("missingCharacters", .array(measurement.missingCharacters.map { .string(String($0)) })),
        ]
        if let maxWidth = options.maxWidth {
            let fitted = try measurer.fit(options.text, style: style, maxWidth: maxWidth)
            document.append(
                JSONValue.Member(
                    "fitted",
                    fitted.map { fitted in
                        .object([
                            JSONValue.Member("text", .string(fitted.text)),
                            JSONValue.Member("width", .number(fitted.width)),
                            JSONValue.Member("truncated", .bool(fitted.truncated)),
                        ])
                    } ?? .null
                ))
        }
        return .object(document)
    }
}
