import JSONFormat

extension DisplayNode: JSONEncodable {
    /// `{"key", "kind", "side", "id", "frame", "textFrame", "imageFrame", "baseline", "clip", "alpha", "color",
    /// "content"}`, every key present (geometry format 2).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("alpha", alpha)
        json.member("baseline", baseline)
        json.member("clip", clip)
        json.member("color", color)
        json.member("content", content)
        json.member("frame", frame)
        json.member("id", key.id)
        json.member("imageFrame", imageFrame)
        json.member("key", key.description)
        json.member("kind", key.kind)
        json.member("side", key.side)
        json.member("textFrame", textFrame)
        json.endObject()
    }
}

extension NodeContent: JSONEncodable {
    /// `{"type", …}`: the type (`background`, `shadow`, `text`, `indicator`, `backButton`, `backImage`, `item`,
    /// `symbol`, `titleView`, `roundedRect`, `magnifier`, `scopeSegment`) and the keys of that type, every one present.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        switch self {
        case .background(let look), .shadow(let look):
            // `null` colours and effect: the bar style's own look (the renderer's palette).
            json.member("color", look?.color)
            json.member("effect", look?.effect)
            json.member("shadowColor", look?.shadowColor)
            json.member("type", isBackground ? "background" : "shadow")
        case .text(let text):
            text.encodeMembers(to: &json)
            json.member("type", "text")
        case .indicator(let flipped):
            json.member("flipped", flipped)
            json.member("type", "indicator")
        case .backButton(let bordered):
            json.member("bordered", bordered)
            json.member("type", "backButton")
        case .backImage:
            json.member("type", "backImage")
        case .item(let item):
            json.member("bordered", item.bordered)
            json.member("itemKind", item.kind)
            json.member("itemStyle", item.style)
            json.member("systemItem", item.systemItem)
            json.member("title", item.title)
            json.member("type", "item")
        case .symbol(let symbol):
            json.member("symbol", symbol)
            json.member("type", "symbol")
        case .titleView(let truncated):
            json.member("truncated", truncated)
            json.member("type", "titleView")
        case .capsule(let capsule):
            json.member("cornerRadius", capsule.cornerRadius)
            json.member("highlight", capsule.highlight)
            json.member("items", capsule.items.lazy.map(NodeKeyText.init))
            json.member("prominent", capsule.prominent)
            json.member("shadow", capsule.shadow)
            json.member("shadowRadius", capsule.shadowRadius)
            json.member("type", "capsule")
        case .badge(let text, let textColor):
            json.member("text", text)
            json.member("textColor", textColor)
            json.member("type", "badge")
        case .roundedRect(let radius):
            json.member("cornerRadius", radius)
            json.member("type", "roundedRect")
        case .magnifier:
            json.member("type", "magnifier")
        case .scopeSegment(let title, let selected):
            json.member("selected", selected)
            json.member("title", title)
            json.member("type", "scopeSegment")
        }
        json.endObject()
    }

    /// Whether this is a background (not a hairline).
    private var isBackground: Bool {
        if case .background = self { return true }
        return false
    }
}

extension NodeText: JSONEncodable {
    /// `{"color", "style", "text", "truncated"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        encodeMembers(to: &json)
        json.endObject()
    }

    /// Writes the keys `color`, `style`, `text` and `truncated` into the open object (before `type`).
    func encodeMembers<Sink: JSONSink>(to json: inout Sink) {
        json.member("color", color)
        if let fonts { json.member("fontFamily", fonts.fontFamily) }
        if let fonts { json.member("missingCharacters", fonts.codePointValues) }
        json.member("style", style)
        json.member("text", text)
        json.member("truncated", truncated)
    }
}

/// A node key's text as a JSON string (a capsule's `items`).
struct NodeKeyText: JSONEncodable {
    /// The key's description.
    let text: String

    func encode<Sink: JSONSink>(to json: inout Sink) { json.write(text) }
}
