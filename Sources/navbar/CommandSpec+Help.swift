import NavbarCore

/// The `--help` text of a subcommand, in swift-argument-parser's layout, made from its table.
extension CommandSpec {
    /// The width help text is wrapped to.
    static let helpWidth = 80
    /// The column a help line starts in, after its label.
    static let helpColumn = 26

    /// The whole help text, without a final newline.
    var helpText: String {
        var sections = ["OVERVIEW: \(overview)", usageText]
        if !arguments.isEmpty {
            let rows = arguments.map {
                row(label: "<\($0.name)>", help: $0.help, notes: $0.defaultText.map { ["default: \($0)"] } ?? [])
            }
            sections.append("ARGUMENTS:\n" + rows.joined(separator: "\n"))
        }
        let rows = allOptions.map { row(label: $0.label, help: $0.help, notes: $0.notes) }
        sections.append("OPTIONS:\n" + rows.joined(separator: "\n"))
        sections += discussion.map { Self.wrap($0, width: Self.helpWidth, indent: 0) }
        return sections.joined(separator: "\n\n")
    }

    /// The synopses in the usage line: every argument and option, then `moreUsage`.
    var synopsis: [String] {
        var words: [String] = arguments.compactMap { argument in
            if let form = argument.usageForm { return form.isEmpty ? nil : form }
            let word = "<\(argument.name)>" + (argument.repeatable ? " ..." : "")
            return argument.optional ? "[\(word)]" : word
        }
        for option in options where !option.hiddenFromUsage {
            var word = option.name + (option.valueName.map { " <\($0)>" } ?? "")
            if option.repeatable { word += " ..." }
            words.append(option.required ? word : "[\(word)]")
        }
        return [words.joined(separator: " ")] + moreUsage
    }

    /// `USAGE: navbar NAME ...`, wrapped with continuation lines under the first argument.
    var usageText: String {
        let lead = "navbar \(name) "
        var lines: [String] = []
        for (index, line) in synopsis.enumerated() {
            let prefix = index == 0 ? "USAGE: " : "       "
            guard !line.isEmpty else {
                lines.append(prefix + "navbar \(name)")
                continue
            }
            lines.append(Self.wrapWords(line, first: prefix + lead, indent: 7 + lead.count))
        }
        return lines.joined(separator: "\n")
    }

    /// A labelled row: the label in the first column, the help (and `notes`, in one pair of
    /// parentheses) wrapped beside it.
    private func row(label: String, help: String, notes: [String]) -> String {
        let text = notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
        let labelled = "  " + label
        if labelled.count <= Self.helpColumn - 2 {
            let first = labelled + String(repeating: " ", count: Self.helpColumn - labelled.count)
            return Self.wrapWords(text, first: first, indent: Self.helpColumn)
        }
        return labelled + "\n" + Self.wrap(text, width: Self.helpWidth, indent: Self.helpColumn)
    }

    /// `text` wrapped to `width` columns, every line indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        wrapWords(text, first: String(repeating: " ", count: indent), indent: indent, width: width)
    }

    /// `text` after `first` on its first line, wrapped at spaces to `width` columns, later lines
    /// indented by `indent`; groups in brackets (`[--width <points>]`) are never split.
    static func wrapWords(_ text: String, first: String, indent: Int, width: Int = helpWidth) -> String {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in groups(of: text) {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The words of `text`, with a bracketed group (`[--font-file <path> ...]`) kept as one word.
    static func groups(of text: String) -> [String] {
        var words: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if character == " " && depth <= 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension OptionSpec {
    /// What `--help` adds in parentheses: the allowed values and the default.
    var notes: [String] {
        var notes: [String] = []
        if !values.isEmpty { notes.append("values: " + values.joined(separator: ", ")) }
        if let defaultText { notes.append("default: \(defaultText)") }
        return notes
    }

    /// The label in `--help`: `-j, --jobs <n>`.
    var label: String {
        (short.map { "\($0), " } ?? "") + name + (valueName.map { " <\($0)>" } ?? "")
    }
}

extension CommandSpec {
    /// The scanner of `arguments` after every option has gone to `handle`, its positional arguments left;
    /// `nil` once this subcommand's help has been printed.
    ///
    /// - Parameters:
    ///   - arguments: The subcommand's arguments.
    ///   - handle: Reads the value of an option of this subcommand with the scanner; returns `false` for an
    ///     option it does not know.
    /// - Throws: a usage error naming an unknown option, or what `handle` throws.
    func scannedOrHelp(
        _ arguments: [String], _ handle: (String, inout ArgumentScanner) throws -> Bool
    ) throws -> ArgumentScanner? {
        if ArgumentScanner.wantsHelp(arguments) {
            try Output.out(helpText + "\n")
            return nil
        }
        var scanner = ArgumentScanner(arguments)
        while let option = try scanner.nextOption() {
            guard try handle(option, &scanner) else {
                throw CLIError.unknownOption(option, valid: optionNames, command: name)
            }
        }
        return scanner
    }

    /// The positional arguments of this subcommand, which takes no options but `--help`; `nil`
    /// once its help has been printed.
    ///
    /// - Throws: a usage error naming the first option given.
    func positionalsOrHelp(_ arguments: [String]) throws -> [String]? {
        if ArgumentScanner.wantsHelp(arguments) {
            try Output.out(helpText + "\n")
            return nil
        }
        var scanner = ArgumentScanner(arguments)
        if let option = try scanner.nextOption() {
            throw CLIError.unknownOption(option, valid: optionNames, command: name)
        }
        return scanner.positionals
    }
}
