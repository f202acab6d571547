import NavbarCore
import NavigationBarLayout
import StringCatalogs
import XLIFFReading

/// `navbar strings`: lists the strings of String Catalogs, `.strings` files and XLIFF exports as JSON Lines
/// (see `navbar strings --help`).
enum StringsCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        var locales: [String] = []
        var pseudoLanguages: [PseudoLanguage] = []
        var samples: [String] = []
        let scanned = try CommandTable.strings.scannedOrHelp(arguments) { option, scanner in
            switch option {
            case "--locale": locales.append(try scanner.value(of: option))
            case "--pseudo":
                let name = try scanner.choice(of: option, PseudoLanguage.allCases.map(\.rawValue))
                pseudoLanguages.append(PseudoLanguage(rawValue: name)!)
            case "--sample":
                let sample = try scanner.value(of: option)
                guard FormatSample(arguments: [sample]) != nil else {
                    throw CLIError.usage("the value of '--sample' must be KEY=TEXT, got '\(sample)'")
                }
                samples.append(sample)
            default: return false
            }
            return true
        }
        guard let files = scanned?.positionals else { return }
        guard !files.isEmpty else { throw CLIError.usage("missing catalog file; see 'navbar strings --help'") }
        XLIFFReader.register()
        let sample = FormatSample(arguments: samples) ?? FormatSample()
        var catalogs: [StringCatalog] = []
        for file in files { catalogs.append(try read(file)) }
        try checkLocales(locales, among: catalogs)
        var text = ""
        for catalog in catalogs {
            let wanted = locales.isEmpty ? catalog.locales : locales
            for line in lines(of: catalog, locales: wanted, pseudoLanguages: pseudoLanguages, sample: sample) {
                text += line + "\n"
            }
        }
        try Output.out(text)
    }

    /// The catalog in `file`, or the error for its problem.
    static func read(_ file: String) throws(CLIError) -> StringCatalog {
        do {
            return try CatalogReading.read(contentsOf: file)
        } catch {
            throw CLIError(problems: [problem(error)])
        }
    }

    /// The problem of a catalog that cannot be read: no input (66) for a missing or unreadable file,
    /// bad data (65) otherwise.
    static func problem(_ error: CatalogError) -> InputProblem {
        let kind: FailureKind = error.reason == .notFound || error.reason == .unreadable ? .noInput : .data
        guard let line = error.line else {
            return InputProblem(kind: kind, file: error.file, path: error.path, message: error.message)
        }
        // Located by line and column, the field goes into the message ('FILE:LINE:COLUMN: field: message').
        var problem = InputProblem(
            kind: kind, file: error.file,
            message: error.path.isEmpty ? error.message : "\(error.path): \(error.message)")
        problem.line = line
        problem.column = error.column ?? 1
        return problem
    }

    /// Fails when a locale asked for has no string in any of `catalogs`, with the closest of theirs.
    static func checkLocales(_ asked: [String], among catalogs: [StringCatalog]) throws(CLIError) {
        let known = Set(catalogs.flatMap(\.locales)).sorted()
        for locale in asked where !known.contains(locale) {
            let hint = Suggestion.closest(to: locale, among: known).map { "; did you mean '\($0)'?" }
            throw CLIError.usage(
                "no string in locale '\(locale)'" + (hint ?? "; the locales: " + known.joined(separator: ", ")))
        }
    }

    /// One JSON line per string of each entry in `locales`, then in each pseudo-language (made from the source
    /// language's strings).
    static func lines(
        of catalog: StringCatalog, locales: [String], pseudoLanguages: [PseudoLanguage], sample: FormatSample
    ) -> [String] {
        var lines: [String] = []
        for entry in catalog.entries {
            for locale in locales {
                for string in entry.strings(for: locale) {
                    lines.append(line(catalog: catalog, entry: entry, locale: locale, string: string, sample: sample))
                }
            }
            for pseudo in pseudoLanguages {
                for string in entry.strings(for: catalog.sourceLanguage) {
                    var pseudoString = string
                    pseudoString.value = pseudo.apply(to: string.value)
                    lines.append(
                        line(
                            catalog: catalog, entry: entry, locale: pseudo.locale, string: pseudoString, sample: sample)
                    )
                }
            }
        }
        return lines
    }

    /// The JSON line of one string: its file, key, locale, variant, state, value and the value as shown.
    static func line(
        catalog: StringCatalog, entry: CatalogEntry, locale: String, string: CatalogString, sample: FormatSample
    ) -> String {
        let shown = sample.fill(string.value, key: entry.key, locale: locale, category: string.pluralCategory)
        let value: JSONValue = [
            "file": .string(catalog.file), "key": .string(entry.key), "locale": .string(locale),
            "variant": string.variant.map(JSONValue.string) ?? .null, "state": .string(string.state.rawValue),
            "value": .string(string.value), "shown": .string(shown),
        ]
        return JSONWriter.string(value, pretty: false)
    }
}
