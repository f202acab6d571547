/// Text escaped for XML and HTML markup: the SVG writer's and the audit's HTML report's one escaper.
package enum MarkupText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities, safe in element content and in
    /// attribute values in quotes; control characters (tabs and line breaks included) become spaces, except
    /// line breaks when `keepingLineBreaks`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - keepingLineBreaks: Whether line breaks stay (HTML text that may show them); `false` for SVG, where
    ///     a line break in an attribute or text would be read as a space anyway.
    /// - Returns: The escaped text.
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\r\n", "\r":
                if keepingLineBreaks { out.append(character) } else { out += " " }
            default:
                if let ascii = character.asciiValue, ascii < 0x20 { out += " " } else { out.append(character) }
            }
        }
        return out
    }
}
