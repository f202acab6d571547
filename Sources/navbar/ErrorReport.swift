import JSONFormat
import NavbarCore

/// How problems are written to standard error: `Error: ` lines (`text`), or one JSON object a line
/// (`--error-format json`) for tools to read.
enum ErrorReport {
    /// The formats `--error-format` takes.
    static let formats = ["text", "json"]
    /// The subcommands that take `--error-format`.
    static let commands: Set<String> = [
        "layout", "validate", "render", "transition", "batch", "compare", "calibrate",
    ]

    /// Whether problems are written as JSON lines; set once, before the subcommand runs.
    nonisolated(unsafe) static var json = false

    /// `arguments` without `--error-format FORMAT` (or `--error-format=FORMAT`), before any `--`; sets `json`.
    ///
    /// - Throws: `CLIError.usage` (64) for a missing or unknown format.
    static func take(from arguments: [String]) throws(CLIError) -> [String] {
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            var value: String?
            if argument == "--error-format" {
                guard index + 1 < arguments.count else {
                    throw .usage("'--error-format' needs a value: \(formats.joined(separator: " or "))")
                }
                value = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--error-format=") {
                value = String(argument.dropFirst("--error-format=".count))
            }
            index += 1
            guard let value else {
                rest.append(argument)
                continue
            }
            guard formats.contains(value) else {
                throw .usage(
                    "the value of '--error-format' must be one of \(formats.joined(separator: ", ")), got '\(value)'")
            }
            json = value == "json"
        }
        return rest
    }

    /// Writes `problem` to standard error in the chosen format.
    static func write(_ problem: InputProblem) {
        guard json else {
            Output.err("Error: \(problem)")
            return
        }
        Output.err(line(problem))
    }

    /// `problem` as one line of JSON: `file`, `path`, `line`, `column` (`null` when they do not apply),
    /// `message` and `status`, keys sorted.
    static func line(_ problem: InputProblem) -> String {
        let value = JSONValue.object([
            .init("column", problem.column.map { .number(Double($0)) } ?? .null),
            .init("file", problem.file.map { .string($0) } ?? .null),
            .init("line", problem.line.map { .number(Double($0)) } ?? .null),
            .init("message", .string(problem.message)),
            .init("path", .string(problem.path)),
            .init("status", .number(Double(problem.kind.status))),
        ])
        return JSONWriter.string(value, pretty: false)
    }
}
