import JSONFormat
import TextMetrics

/// Which fonts measured a text and which of its characters none has: what geometry format 2 reports
/// of each text, so a width measured with a stand-in font or `.notdef` glyphs is visible as one.
public struct TextFonts: Hashable, Sendable {
    /// The families of the faces that set the text, in the order their runs come, each once (the
    /// style's family and the fallbacks used).
    public var families: [String]
    /// The characters no font of the chain has (set in the primary face's `.notdef`), each once.
    public var missingCharacters: [Character]

    /// Creates a report of one text.
    ///
    /// - Parameters:
    ///   - families: The families that set the text, in run order, each once.
    ///   - missingCharacters: The characters no font has.
    public init(families: [String], missingCharacters: [Character]) {
        self.families = families
        self.missingCharacters = missingCharacters
    }

    /// The families as format 2 writes them (`fontFamily`): comma-separated, as a CSS `font-family` list.
    public var fontFamily: String { families.joined(separator: ", ") }

    /// The missing characters' code points as format 2 writes them: `U+0915`, one string each.
    public var codePoints: [String] {
        missingCharacters.flatMap(\.unicodeScalars).map(Self.codePoint)
    }

    /// `scalar` written `U+XXXX` (at least four hex digits).
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The fonts that set `text` in `style` with `measurer`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: Its style.
    ///   - measurer: What measured it.
    /// - Returns: The families and missing characters.
    /// - Throws: `TextMetricsError` when the text cannot be measured.
    public static func of(_ text: String, style: TextStyle, measurer: any TextMeasuring) throws(TextMetricsError)
        -> TextFonts
    {
        let measurement = try measurer.measure(text, style: style)
        // A run names its face (`Family Style`); the chain gives each face's family.
        let chain = try (measurer as? TextMeasurer)?.fallbackChain(for: style) ?? []
        var families: [String] = []
        for run in measurement.runs {
            let family = chain.first { $0.name == run.face }?.family ?? run.face
            if !families.contains(family) { families.append(family) }
        }
        if families.isEmpty { families = [style.family] }
        return TextFonts(families: families, missingCharacters: measurement.missingCharacters)
    }
}

extension BarGeometry {
    /// This geometry with ``TextFonts`` attached to every text: the back title, the items' titles (the item
    /// groups' too), the title, the large title and the prompt; what format 2 writes as `fontFamily` and
    /// `missingCharacters` (`navbar` attaches them whenever it writes format 2; format 1 never writes them).
    ///
    /// - Parameter measurer: The measurer the geometry was laid out with.
    /// - Returns: The geometry with the fonts of each text.
    /// - Throws: `TextMetricsError` when a text cannot be measured.
    public func attachingFonts(measurer: any TextMeasuring) throws(TextMetricsError) -> BarGeometry {
        var failure: TextMetricsError?
        let parts = parts.updatingFonts { fonts, text, style in
            guard failure == nil else { return }
            do throws(TextMetricsError) { fonts = try TextFonts.of(text, style: style, measurer: measurer) } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return BarGeometry(parts: parts)
    }
}

extension BarParts {
    /// Whether any text has fonts attached.
    var hasAttachedFonts: Bool {
        func attached(_ item: ItemGeometry) -> Bool { item.title?.fonts != nil }
        if backButton?.title?.fonts != nil || prompt?.fonts != nil || title?.fonts != nil
            || largeTitle?.line.fonts != nil || leftItems.contains(where: attached)
            || rightItems.contains(where: attached)
        {
            return true
        }
        return itemGroups?.groups.contains { group in
            group.items.contains(where: attached) || group.representativeItem.map(attached) == true
        } ?? false
    }

    /// This geometry with no fonts attached to any text (what format 1 writes).
    var withoutFonts: BarParts { updatingFonts { fonts, _, _ in fonts = nil } }

    /// This geometry with `body` called on the fonts of every text, with the text and its style.
    func updatingFonts(_ body: (inout TextFonts?, String, TextStyle) -> Void) -> BarParts {
        var geometry = self
        func update(_ line: inout TextGeometry?) {
            guard line != nil else { return }
            body(&line!.fonts, line!.text, line!.style)
        }
        func update(_ items: inout [ItemGeometry]) {
            for index in items.indices { update(&items[index].title) }
        }
        if geometry.backButton != nil { update(&geometry.backButton!.title) }
        update(&geometry.leftItems)
        update(&geometry.rightItems)
        update(&geometry.prompt)
        if let groups = geometry.itemGroups {
            for index in groups.groups.indices {
                update(&geometry.itemGroups!.groups[index].items)
                if groups.groups[index].representativeItem != nil {
                    update(&geometry.itemGroups!.groups[index].representativeItem!.title)
                }
            }
        }
        if geometry.search != nil {
            let search = geometry.search!
            body(&geometry.search!.text.fonts, search.text.text, search.text.style)
            update(&geometry.search!.cancel)
            for index in search.scopeBar?.segments.indices ?? 0..<0 {
                let title = search.scopeBar!.segments[index].title
                body(&geometry.search!.scopeBar!.segments[index].title.fonts, title.text, title.style)
            }
        }
        if geometry.largeTitle != nil {
            let line = geometry.largeTitle!.line
            body(&geometry.largeTitle!.line.fonts, line.text, line.style)
        }
        if let title = geometry.title, let text = title.text, let style = title.style {
            body(&geometry.title!.fonts, text, style)
        }
        return geometry
    }
}

extension TextFonts {
    /// The missing characters' code points as JSON strings (`"U+0915"`), for the format-2 encoders.
    var codePointValues: [CodePointValue] { missingCharacters.flatMap(\.unicodeScalars).map(CodePointValue.init) }
}

/// A code point written as a JSON string, `"U+0915"`.
struct CodePointValue: JSONEncodable {
    /// The code point.
    let scalar: Unicode.Scalar

    func encode<Sink: JSONSink>(to json: inout Sink) { json.write(TextFonts.codePoint(scalar)) }
}
