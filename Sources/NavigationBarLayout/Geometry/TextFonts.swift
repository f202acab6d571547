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
        func attach(_ fonts: inout TextFonts?, _ text: String, _ style: TextStyle) {
            guard failure == nil else { return }
            do throws(TextMetricsError) { fonts = try TextFonts.of(text, style: style, measurer: measurer) } catch {
                failure = error
            }
        }
        // In the nodes, where the texts are drawn, and in the report, where a text that is not drawn is kept;
        // the parts read back from the two then have them too.
        var geometry = self
        for index in geometry.displayList.nodes.indices {
            geometry.displayList.nodes[index].attachFonts(attach)
        }
        geometry.report.attachFonts(attach)
        if let failure { throw failure }
        return geometry
    }
}

extension DisplayNode {
    /// Calls `attach` on the fonts of the text this node draws, when it is one ``BarGeometry/attachingFonts(measurer:)``
    /// covers: the prompt, back title, title, large title, item and representative titles, and the search bar's
    /// texts; not the glass subtitles or badges.
    mutating func attachFonts(_ attach: (inout TextFonts?, String, TextStyle) -> Void) {
        func attached(_ text: NodeText) -> NodeText {
            guard let style = text.style else { return text }
            var text = text
            attach(&text.fonts, text.text, style)
            return text
        }
        switch (key.kind, content) {
        case (.prompt, .text(let text)), (.backTitle, .text(let text)), (.title, .text(let text)),
            (.largeTitle, .text(let text)), (.searchText, .text(let text)), (.searchPlaceholder, .text(let text)),
            (.searchCancel, .text(let text)):
            content = .text(attached(text))
        case (.item, .item(var item)), (.representative, .item(var item)):
            guard let title = item.title else { return }
            item.title = attached(title)
            content = .item(item)
        case (.scopeSegment, .scopeSegment(let text, let selected)):
            content = .scopeSegment(attached(text), selected: selected)
        default:
            return
        }
    }
}

extension LayoutReport {
    /// Calls `attach` on the fonts of the texts the report keeps because no node draws them: a title not
    /// displayed, and a search bar in the toolbar or its integrated button's text.
    mutating func attachFonts(_ attach: (inout TextFonts?, String, TextStyle) -> Void) {
        if let undrawn = title?.undrawn, let text = undrawn.text, let style = undrawn.style {
            attach(&title!.undrawn!.fonts, text, style)
        }
        guard let record = search?.value, record.undrawn != nil || record.undrawnText != nil else { return }
        var copy = record
        copy.undrawn?.updateFonts(attach)
        if let text = copy.undrawnText { attach(&copy.undrawnText!.fonts, text.text, text.style) }
        search = Shared(copy)
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
        geometry.search?.updateFonts(body)
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

extension SearchGeometry {
    /// Calls `body` on the fonts of the field's text, Cancel's title and each scope segment's title.
    mutating func updateFonts(_ body: (inout TextFonts?, String, TextStyle) -> Void) {
        body(&text.fonts, text.text, text.style)
        if let cancel { body(&self.cancel!.fonts, cancel.text, cancel.style) }
        guard let segments = scopeBar?.segments else { return }
        for index in segments.indices {
            body(&scopeBar!.segments[index].title.fonts, segments[index].title.text, segments[index].title.style)
        }
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
