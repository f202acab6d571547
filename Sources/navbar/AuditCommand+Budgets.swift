import LocalizationAudit
import NavbarCore
import NavigationBarLayout

extension AuditCommand {
    /// The marker that starts the budget line `--budgets` writes into a string's comment (replaced on a rerun).
    static let budgetMarker = "[navbar audit budget]"

    /// Writes the budgets to `target`: as JSON, or, for an `-o` file ending in `.xcstrings`, as a copy of the one
    /// `.xcstrings` catalog given with each key's budget in its comment.
    static func writeBudgets(_ budgets: [AuditBudget], options: Options, to target: OutputTarget) throws(CLIError) {
        if options.output.hasSuffix(".xliff") || options.output.hasSuffix(".xlf") {
            try writeXLIFFBudgets(budgets, options: options, to: target)
            return
        }
        guard options.output.hasSuffix(".xcstrings") else {
            try target.write(JSONWriter.string(["budgets": .array(budgets.map(\.jsonValue))]) + "\n")
            return
        }
        guard options.strings.count == 1, let source = options.strings.first, source.hasSuffix(".xcstrings") else {
            throw .usage(
                "--budgets -o FILE.xcstrings writes a copy of one .xcstrings catalog: give exactly one --strings")
        }
        let bytes = try SceneInput.read(source)
        guard case .object(var members)? = try? JSONValue.parse(bytes),
            let stringsIndex = members.firstIndex(where: { $0.key == "strings" }),
            case .object(var entries) = members[stringsIndex].value
        else { throw .data("\(source): not a string catalog") }
        for index in entries.indices {
            let key = entries[index].key
            let own = budgets.filter { $0.key == key }
            guard !own.isEmpty, case .object(var fields) = entries[index].value else { continue }
            var comment = ""
            if case .string(let old)? = entries[index].value["comment"] {
                comment = old.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix(budgetMarker) }.joined(separator: "\n")
            }
            let line = budgetLine(own)
            comment = comment.isEmpty ? line : comment + "\n" + line
            fields.removeAll { $0.key == "comment" }
            fields.insert(JSONValue.Member("comment", .string(comment)), at: 0)
            entries[index].value = .object(fields)
        }
        members[stringsIndex].value = .object(entries)
        try target.write(JSONWriter.string(.object(members)) + "\n")
    }

    /// One key's budgets in a line for translators: the narrowest width and device, and the fewest characters per
    /// locale.
    static func budgetLine(_ budgets: [AuditBudget]) -> String {
        let narrowest = budgets.min { $0.width < $1.width }!
        var characters: [String: Int] = [:]
        for budget in budgets {
            for (locale, count) in budget.characters { characters[locale] = min(characters[locale] ?? count, count) }
        }
        let counts = characters.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let width = String(Int(narrowest.width.rounded(.down)))
        return
            "\(budgetMarker) \(width) pt on the \(narrowest.place.device) (\(narrowest.element) of \(narrowest.screen)); "
            + "characters that fit: \(counts)"
    }
}
