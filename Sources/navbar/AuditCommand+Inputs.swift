import LocalizationAudit
import NavbarCore
import NavigationBarLayout
import StringCatalogs
import TextMetrics
import XLIFFReading

extension AuditCommand {
    /// The screens file at `file`: 66 when it cannot be read, 65 with every problem when it is not valid; its
    /// `fonts` relative to its folder, each file checked: 66 when it cannot be read, 65 when it is not a font,
    /// naming the field (`fonts.prepend[0]`).
    static func readScreens(_ file: String) throws(CLIError) -> AuditScreens {
        let bytes = try SceneInput.read(file)
        let screens: AuditScreens
        do {
            // Font files are named relative to the screens file (its own folder; none for standard input).
            let folder = file == "-" ? "" : FilePath.deletingLastComponent(file)
            screens = try AuditScreens.decode(json: bytes).resolvingFontPaths(relativeTo: folder)
        } catch {
            throw CLIError(problems: error.problems.map { InputProblem($0).in(file: SceneInput.displayName(file)) })
        }
        guard !screens.fonts.isEmpty else { return screens }
        let measurer = TextMeasurer()
        for (field, path) in Scene.fields(scene: screens.fonts, profile: FallbackFonts()) {
            do { _ = try measurer.measurer(fallbackFonts: FallbackFonts(append: [path])) } catch {
                throw CLIError(
                    problems: InputProblem.layout(.fontFile(field: field, error)).map {
                        $0.in(file: SceneInput.displayName(file))
                    })
            }
        }
        return screens
    }

    /// The catalogs of `--strings`, with the samples of `--sample` and the pseudo-languages `--locales` names.
    static func readStrings(_ options: Options) throws(CLIError) -> CatalogStrings {
        XLIFFReader.register()
        var catalogs: [StringCatalog] = []
        for file in options.strings {
            do { catalogs.append(try CatalogReading.read(contentsOf: file)) } catch {
                throw CLIError(problems: [problem(error)])
            }
        }
        guard let samples = FormatSample(arguments: options.samples) else {
            throw .usage("--sample takes KEY=TEXT, got '\(options.samples.joined(separator: " "))'")
        }
        let pseudo = (options.locales ?? "").split(separator: ",").compactMap { pseudoLanguage(String($0)) }
        return CatalogStrings(catalogs: catalogs, samples: samples, pseudoLanguages: pseudo)
    }

    /// The pseudo-language `name` names, by its name (`accented`) or locale (`en-XA`).
    static func pseudoLanguage(_ name: String) -> PseudoLanguage? {
        PseudoLanguage(rawValue: name.trimmingSpaces) ?? PseudoLanguage(locale: name.trimmingSpaces)
    }

    /// A catalog's error as a located problem: 66 when the file is missing or unreadable, else 65.
    static func problem(_ error: CatalogError) -> InputProblem {
        let kind: FailureKind =
            switch error.reason {
            case .notFound, .unreadable: .noInput
            default: .data
            }
        var problem = InputProblem(kind: kind, file: error.file, path: error.path, message: error.message)
        problem.line = error.line
        problem.column = error.column
        return problem
    }

    /// The matrix the options ask for: unknown locales, devices, orientations and sizes are usage errors (64)
    /// with the closest name.
    static func matrix(_ options: Options, strings: CatalogStrings) throws(CLIError) -> AuditMatrix {
        var locales = strings.locales
        if let list = options.locales {
            let known = strings.locales.filter { PseudoLanguage(locale: $0) == nil }
            locales = []
            for name in list.split(separator: ",").map({ String($0).trimmingSpaces }) {
                if let pseudo = pseudoLanguage(name) {
                    locales.append(pseudo.locale)
                } else if known.contains(name) {
                    locales.append(name)
                } else {
                    let names = known + PseudoLanguage.allCases.map(\.rawValue)
                    let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                    throw .usage(
                        "--locales: the catalogs have no locale '\(name)'\(hint) (locales: \(known.joined(separator: ", ")); "
                            + "pseudo-languages: \(PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
            }
        }
        let orientations = try list(options.orientations, "--orientations", AuditOrientation.self)
        let categories: [ContentSizeCategory] =
            options.dynamicType == "all"
            ? ContentSizeCategory.allCases : try list(options.dynamicType, "--dynamic-type", ContentSizeCategory.self)
        return AuditMatrix(
            locales: locales, devices: try AuditDevices.devices(options.devices), orientations: orientations,
            categories: categories, boldText: options.boldText)
    }

    /// The values of a comma-separated `text` given to `option`.
    static func list<Value: RawRepresentable & CaseIterable>(_ text: String, _ option: String, _ type: Value.Type)
        throws(CLIError) -> [Value] where Value.RawValue == String
    {
        var values: [Value] = []
        for name in text.split(separator: ",").map({ String($0).trimmingSpaces }) {
            guard let value = Value(rawValue: name) else {
                let names = Value.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw .usage("\(option): no value '\(name)'\(hint) (values: \(names.joined(separator: ", ")))")
            }
            values.append(value)
        }
        guard !values.isEmpty else { throw .usage("\(option) needs at least one value") }
        return values
    }

    /// The geometry lines of `file` (`navbar batch --geometry-format 2` output of `--emit-scenes` scenes), each
    /// with its `id`.
    static func readGeometries(_ file: String) throws(CLIError) -> [(id: String, geometry: BarGeometry)] {
        let reader = try LineReader(path: file)
        let name = SceneInput.displayName(file)
        var geometries: [(id: String, geometry: BarGeometry)] = []
        var number = 0
        while let line = try reader.nextLine() {
            number += 1
            guard case .bytes(let bytes) = line else { throw .data("\(name):\(number): the line is too long") }
            if BatchLine.isBlank(bytes) { continue }
            let document: JSONValue
            do { document = try JSONValue.parse(bytes) } catch {
                throw .data("\(name):\(number):\(error.column): \(error.message)")
            }
            guard case .string(let id)? = document["id"] else {
                let error = document["error"].map { ": " + JSONWriter.string($0, pretty: false) } ?? ""
                throw .data("\(name):\(number): not a geometry with an 'id'\(error)")
            }
            do {
                let geometry = try BarGeometry(jsonValue: document)
                geometries.append((id, geometry))
            } catch { throw .data("\(name):\(number): \(error.description)") }
        }
        return geometries
    }
}
