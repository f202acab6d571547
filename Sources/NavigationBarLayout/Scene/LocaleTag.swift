/// A BCP 47 language tag (`de`, `pt-BR`, `zh-Hant-TW`), checked for form and matched to the bundled
/// system strings table.
///
/// Checked as BCP 47 writes it: a language of 2, 3 or 5–8 letters, then an optional script (4
/// letters), region (2 letters or 3 digits), variants (5–8 letters or digits, or a digit and 3) and
/// extensions or a private use part (a one-character singleton and subtags of 1–8 letters or digits).
/// Case does not matter. A tag with `_` (`de_DE`, as POSIX and Java write locales) is refused with
/// the tag it means as a suggestion.
public struct LocaleTag: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag, lower-cased (`de`).
    public var language: String
    /// The script subtag, title-cased (`Hant`), if any.
    public var script: String?
    /// The region subtag, upper-cased (`BR`, `419`), if any.
    public var region: String?

    /// The tag as given.
    public let description: String

    /// Parses `tag`, or returns why it is not a language tag (with a suggestion when one is near).
    ///
    /// - Parameter tag: The tag, such as `de-DE`.
    /// - Returns: The parsed tag, or the reason it is malformed.
    public static func parse(_ tag: String) -> Result<LocaleTag, LocaleTagError> {
        if tag.contains("_") {
            let hyphenated = String(tag.map { $0 == "_" ? "-" : $0 })
            if case .success = parse(hyphenated) { return .failure(.malformed(tag, suggestion: hyphenated)) }
            return .failure(.malformed(tag, suggestion: nil))
        }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let first = subtags.first, isLetters(first, 2...3) || isLetters(first, 5...8) else {
            return .failure(.malformed(tag, suggestion: nil))
        }
        var parsed = LocaleTag(language: first.lowercased(), script: nil, region: nil, description: tag)
        var index = 1
        if index < subtags.count, isLetters(subtags[index], 4...4) {
            parsed.script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
            index += 1
        }
        if index < subtags.count, isLetters(subtags[index], 2...2) || isDigits(subtags[index], 3) {
            parsed.region = subtags[index].uppercased()
            index += 1
        }
        while index < subtags.count {
            let subtag = subtags[index]
            if subtag.count == 1, isAlphanumeric(subtag) {
                // An extension or private use: at least one subtag of 1–8 letters or digits after it.
                let rest = subtags[(index + 1)...]
                guard !rest.isEmpty, rest.allSatisfy({ (1...8).contains($0.count) && isAlphanumeric($0) }) else {
                    return .failure(.malformed(tag, suggestion: nil))
                }
                return .success(parsed)
            }
            let isVariant =
                isAlphanumeric(subtag)
                && ((5...8).contains(subtag.count)
                    || (subtag.count == 4 && subtag.first!.isASCII && subtag.first!.isNumber))
            guard isVariant else { return .failure(.malformed(tag, suggestion: nil)) }
            index += 1
        }
        return .success(parsed)
    }

    /// Whether `text` is `lengths` ASCII letters long and all letters.
    private static func isLetters(_ text: String, _ lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Whether `text` is `count` ASCII digits.
    private static func isDigits(_ text: String, _ count: Int) -> Bool {
        text.count == count && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `text` is non-empty ASCII letters and digits.
    private static func isAlphanumeric(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}

/// Why a scene's `locale` cannot be used.
public enum LocaleTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a BCP 47 language tag; `suggestion` is the tag perhaps meant.
    case malformed(String, suggestion: String?)
    /// A well-formed tag whose language the system strings table does not have.
    case unknownLanguage(String, suggestion: String?, known: [String])
    /// The bundled system strings table cannot be read.
    case tableUnavailable(String)

    /// The message, as `navbar` prints it after the field.
    public var description: String {
        switch self {
        case .malformed(let tag, let suggestion):
            "'\(tag)' is not a BCP 47 language tag (such as 'de' or 'pt-BR')"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownLanguage(let tag, let suggestion, let known):
            "no system strings for locale '\(tag)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (languages: " + known.joined(separator: ", ") + ")"
        case .tableUnavailable(let reason): reason
        }
    }
}
