import LocalizationAudit
import NavbarCore
import NavigationBarLayout
import StringCatalogs
import XLIFFReading

/// `navbar audit`: lays a screens file out in every locale of its catalogs on every device, orientation and
/// text size, and reports what is truncated, hidden or untranslated (see `navbar audit --help`, docs/AUDIT.md).
enum AuditCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.audit.helpText }

    /// The exit status when `--fail-on` kinds were found.
    static let findingsStatus: Int32 = 1

    /// The command line's choices.
    struct Options {
        var screens: String?
        var strings: [String] = []
        var locales: String?
        var devices = "iphone"
        var orientations = "portrait"
        var dynamicType = "large"
        /// `--bold-text`.
        var boldText = false
        var profile: String?
        var format: String?
        var output = "-"
        var failOn: Set<FindingKind> = []
        var emitScenes = false
        var fromGeometry: String?
        var samples: [String] = []
        var budgets = false
        var budgetUnit = XLIFFSizeUnit.char
    }

    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        if ArgumentScanner.wantsHelp(arguments) {
            try Output.out(usage + "\n")
            return
        }
        let options = try parse(arguments)
        let screens = try readScreens(options.screens!)
        let strings = try readStrings(options)
        let matrix = try self.matrix(options, strings: strings)
        var auditOptions = LocalizationAudit.Options(
            profile: try SceneLayouter.commandLineProfile(options.profile), drawsPictures: options.format == "html")
        let target = try OutputTarget(path: options.output)
        if options.emitScenes {
            do {
                var lines: [UInt8] = []
                try LocalizationAudit.scenes(screens: screens, strings: strings, matrix: matrix, options: auditOptions)
                { scene in
                    lines += Array(scene.encodeJSON(pretty: false).utf8) + [0x0A]
                    if lines.count > 1 << 16 {
                        try target.write(bytes: lines)
                        lines.removeAll(keepingCapacity: true)
                    }
                }
                try target.write(bytes: lines)
            } catch let error as AuditError { throw CLIError.data(error.description) }
            try target.commit()
            return
        }
        if options.budgets {
            do {
                let budgets = try LocalizationAudit.budgets(
                    screens: screens, strings: strings, matrix: matrix, options: auditOptions)
                try writeBudgets(budgets, options: options, to: target)
            } catch let error as AuditError { throw CLIError.data(error.description) }
            try target.commit()
            return
        }
        let report: AuditReport
        if let file = options.fromGeometry {
            let geometries = try readGeometries(file)
            do {
                report = try LocalizationAudit.report(
                    screens: screens, strings: strings, matrix: matrix, options: auditOptions, geometries: geometries)
            } catch { throw CLIError.data("\(SceneInput.displayName(file)): \(error.description)") }
        } else {
            let progress = AuditProgress()
            if progress.enabled { auditOptions.progress = { done, total in progress.update(done: done, total: total) } }
            do {
                report = try LocalizationAudit.run(
                    screens: screens, strings: strings, matrix: matrix, options: auditOptions)
            } catch { throw CLIError.data(error.description) }
            progress.finish()
        }
        // Written only now, after the whole matrix has been laid out.
        if options.format == "html" {
            try target.write(report.html)
        } else {
            try target.write(JSONWriter.string(report.jsonValue) + "\n")
        }
        try target.commit()
        if !options.failOn.isEmpty, !report.findings(of: options.failOn).isEmpty {
            throw ExitStatus(status: findingsStatus)
        }
    }

    /// The options in `arguments`.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options {
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        while let option = try scanner.nextOption() {
            switch option {
            case "--strings": options.strings.append(try scanner.value(of: option))
            case "--locales": options.locales = try scanner.value(of: option)
            case "--devices": options.devices = try scanner.value(of: option)
            case "--orientations": options.orientations = try scanner.value(of: option)
            case "--dynamic-type": options.dynamicType = try scanner.value(of: option)
            case "--bold-text": options.boldText = try scanner.flag(option)
            case "--profile": options.profile = try scanner.value(of: option)
            case "--format": options.format = try scanner.choice(of: option, ["json", "html"])
            case "-o", "--output": options.output = try scanner.outputPath(of: option)
            case "--fail-on": options.failOn = try kinds(try scanner.value(of: option))
            case "--emit-scenes": options.emitScenes = true
            case "--budgets": options.budgets = true
            case "--budget-unit":
                options.budgetUnit = XLIFFSizeUnit(
                    rawValue: try scanner.choice(of: option, XLIFFSizeUnit.allCases.map(\.rawValue)))!
            case "--from-geometry": options.fromGeometry = try scanner.value(of: option)
            case "--sample": options.samples.append(try scanner.value(of: option))
            default: throw .unknownOption(option, valid: CommandTable.audit.optionNames, command: "audit")
            }
        }
        guard scanner.positionals.count == 1 else {
            throw .usage(
                scanner.positionals.isEmpty
                    ? "missing screens file; see 'navbar audit --help'"
                    : "one screens file at a time, got \(scanner.positionals.count)")
        }
        options.screens = scanner.positionals[0]
        guard !options.strings.isEmpty else { throw .usage("missing --strings FILE; see 'navbar audit --help'") }
        if options.format == nil { options.format = options.output.hasSuffix(".html") ? "html" : "json" }
        if options.emitScenes, options.fromGeometry != nil {
            throw .usage("--emit-scenes and --from-geometry are two halves of a split run: give one")
        }
        return options
    }

    /// The kinds of `--fail-on`: comma-separated kinds, or `any`.
    static func kinds(_ list: String) throws(CLIError) -> Set<FindingKind> {
        var kinds: Set<FindingKind> = []
        for name in list.split(separator: ",").map({ String($0).trimmingSpaces }) {
            if name == "any" {
                kinds.formUnion(FindingKind.allCases)
                continue
            }
            guard let kind = FindingKind(rawValue: name) else {
                let names = FindingKind.allCases.map(\.rawValue) + ["any"]
                let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw .usage("--fail-on: no finding kind '\(name)'\(hint) (kinds: \(names.joined(separator: ", ")))")
            }
            kinds.insert(kind)
        }
        return kinds
    }
}
