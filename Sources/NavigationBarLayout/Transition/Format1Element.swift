import JSONFormat
import TextMetrics

/// A node as an element of transition format 1's `elements` and of the transition text: its role, format-1 key
/// and the content fields that format writes.
struct Format1Element: Hashable, Sendable {
    var role: TransitionRole
    var key: String
    var id: String?
    var frame: Frame
    var text: String?
    var truncated = false
    var style: TextStyle?
    var baseline: Double?
    var color: Color?
    var textFrame: Frame?
    var image: Frame?
    var flipped = false
    var bordered = false
    var kind: ItemKindName?
    var systemItem: SystemItem?
    var itemStyle: BarButtonItemStyle?
}

extension Format1Element {
    /// The element of `node`: its format-1 key (`right[0]`) where it has one, else its key (`largeTitle`,
    /// `item.center.share`).
    init(_ node: DisplayNode) {
        role = node.role
        key = node.laneKey
        id = node.key.id
        frame = node.frame
        baseline = node.baseline
        textFrame = node.textFrame
        image = node.imageFrame
        switch node.content {
        case .text(let content):
            (text, truncated, style, color) = (content.text, content.truncated, content.style, content.color)
        case .item(let item):
            text = item.title?.text
            truncated = item.title?.truncated ?? false
            style = item.title?.style
            color = item.title?.color
            (bordered, kind, systemItem, itemStyle) = (item.bordered, item.kind, item.systemItem, item.style)
        case .indicator(let flipped): self.flipped = flipped
        case .backButton(let bordered): self.bordered = bordered
        case .titleView(let truncated): self.truncated = truncated
        case .scopeSegment(let title, _):
            (text, truncated, style, color) = (title.text, title.truncated, title.style, title.color)
        case .background, .shadow, .backImage, .symbol, .capsule, .badge, .roundedRect, .magnifier: break
        }
    }

    /// `{"role", "key", "frame"}` and the keys that apply: `id`, `text`, `truncated`, `style`, `baseline`,
    /// `color`, `textFrame`, `image`, `flipped`, `bordered`, `kind`, `systemItem`, `itemStyle`.
    var jsonValue: JSONValue {
        let isItem = role == .leftItem || role == .rightItem
        return .members([
            ("role", .string(role.rawValue)),
            ("key", .string(key)),
            ("id", id.map { .string($0) }),
            ("frame", frame.jsonValue),
            ("text", text.map { .string($0) }),
            ("truncated", text != nil || role == .titleView ? .bool(truncated) : nil),
            ("style", style?.jsonValue),
            ("baseline", baseline.map { .number($0) }),
            ("color", color?.jsonValue),
            ("textFrame", textFrame?.jsonValue),
            ("image", image?.jsonValue),
            ("flipped", role == .backIndicator ? .bool(flipped) : nil),
            ("bordered", isItem || role == .backButton ? .bool(bordered) : nil),
            ("kind", kind.map { .string($0.rawValue) }),
            ("systemItem", systemItem.map { .string($0.rawValue) }),
            ("itemStyle", itemStyle.map { .string($0.rawValue) }),
        ])
    }
}
