import JSONFormat
import TextMetrics

/// The bundled system strings table, `Locales/system-strings.json`, read once.
///
/// Found beside the bundled profiles: in the `Locales` folder next to each folder
/// `ProfileLibrary` searches for `Profiles` (the source tree, or `share/navigationbarlayout/`
/// of an installed tool).
enum SystemStringTable {
    /// The table's languages, by tag.
    struct Table: Sendable {
        /// The strings of each language.
        var languages: [String: SystemStrings]
    }

    /// The table, or why it cannot be read.
    static let bundled: Result<Table, LocaleTagError> = load()

    /// The table's tags to try for `tag`, most specific first.
    static func candidates(for tag: LocaleTag) -> [String] {
        var result: [String] = []
        if let script = tag.script { result.append("\(tag.language)-\(script)") }
        if let region = tag.region { result.append("\(tag.language)-\(region)") }
        switch (tag.language, tag.region) {
        case ("zh", "TW"), ("zh", "MO"): result.append("zh-Hant")
        case ("zh", _): result.append("zh-Hans")
        case ("pt", _): result.append("pt-BR")
        case ("es", .some(let region)) where region != "ES": result.append("es-419")
        default: break
        }
        result.append(tag.language)
        return result
    }

    /// Reads the table from the first folder that has it.
    private static func load() -> Result<Table, LocaleTagError> {
        let folders = ProfileLibrary.searchedDirectories.map {
            FilePath.appending(FilePath.deletingLastComponent($0), "Locales")
        }
        for folder in folders {
            let path = FilePath.appending(folder, "system-strings.json")
            guard let bytes = ProfileLibrary.readPrefix(ofFile: path, count: DocumentLimit.maximumBytes) else {
                continue
            }
            guard let document = try? JSONValue.parse(bytes), let table = decode(document) else {
                return .failure(.tableUnavailable("the bundled system strings table \(path) is not valid"))
            }
            return .success(table)
        }
        return .failure(
            .tableUnavailable(
                "the bundled system strings table (system-strings.json) was not found in "
                    + folders.joined(separator: ", ")))
    }

    /// The table of `document`, or `nil` when a language lacks a string or a field has the wrong type.
    private static func decode(_ document: JSONValue) -> Table? {
        guard case .object(let members)? = document["languages"] else { return nil }
        var languages: [String: SystemStrings] = [:]
        for member in members {
            guard let strings = member.value["strings"], let back = entry(strings["back"]) else { return nil }
            var items: [SystemItem: SystemStrings.Entry] = [:]
            // Every text item's title is required; an image item's (its overflow menu title) may be missing.
            for item in SystemItem.allCases {
                if let found = entry(strings[item.rawValue]) {
                    items[item] = found
                } else if item.title != nil {
                    return nil
                }
            }
            let isRightToLeft = member.value["rightToLeft"] == .bool(true)
            languages[member.key] = SystemStrings(
                language: member.key, isRightToLeft: isRightToLeft, back: back, items: items)
        }
        return Table(languages: languages)
    }

    /// `{"text", "label", "source"}`, all strings.
    private static func entry(_ value: JSONValue?) -> SystemStrings.Entry? {
        guard case .string(let text)? = value?["text"], case .string(let label)? = value?["label"],
            case .string(let source)? = value?["source"]
        else { return nil }
        return SystemStrings.Entry(text: text, label: label, source: source)
    }
}
