import LocalizationAudit
import NavbarCore
import StringCatalogs
import XLIFFReading

#if canImport(Glibc)
    import Glibc
#endif

extension AuditCommand {
    /// Writes to `target` a copy of the one XLIFF file given with `--strings`, each `<trans-unit>` whose key has a
    /// budget given XLIFF 1.2's `maxwidth` and `size-unit`: the fewest characters of the file's target language
    /// that fit (`char`), or the narrowest width in points (`pixel`). The file given is never changed.
    static func writeXLIFFBudgets(_ budgets: [AuditBudget], options: Options, to target: OutputTarget)
        throws(CLIError)
    {
        guard options.strings.count == 1, let source = options.strings.first,
            source.hasSuffix(".xliff") || source.hasSuffix(".xlf")
        else {
            throw .usage("--budgets -o FILE.xliff writes a copy of one XLIFF file: give exactly one --strings")
        }
        guard !sameFile(source, options.output) else {
            throw .usage("--budgets -o \(options.output): the copy must not replace the XLIFF file it is made from")
        }
        let bytes = try SceneInput.read(source)
        let copy: [UInt8]
        do {
            copy = try XLIFFReader.settingMaxWidth(
                bytes, file: SceneInput.displayName(source), unit: options.budgetUnit
            ) { key, language in
                let own = budgets.filter { $0.key == key }
                guard !own.isEmpty else { return nil }
                switch options.budgetUnit {
                case .pixel: return Int(own.map(\.width).min()!.rounded(.down))
                case .char: return language.flatMap { language in own.compactMap { $0.characters[language] }.min() }
                }
            }
        } catch { throw .data(error.description) }
        try target.write(bytes: copy)
    }

    /// Whether `path` and `other` name the same existing file (after symbolic links, `.` and `..`).
    static func sameFile(_ path: String, _ other: String) -> Bool {
        guard path != "-", other != "-" else { return false }
        func resolved(_ path: String) -> String? {
            guard let pointer = realpath(path, nil) else { return nil }
            defer { free(pointer) }
            return String(cString: pointer)
        }
        guard let first = resolved(path), let second = resolved(other) else { return path == other }
        return first == second
    }
}
