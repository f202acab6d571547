import JSONFormat
import TextMetrics

extension GlassMetrics {
    /// The keys of a profile's `glass` object.
    static let jsonKeys = [
        "cornerRadius", "showsBackTitle", "customViewMinimumWidth", "subtitleStyle", "largeSubtitleStyle",
        "largeSubtitleRowHeight", "badge", "colors", "shadowRadius", "sceneKeys",
    ]

    /// The `glass` object, every key written; `sceneKeys` in ``knownSceneKeys`` order.
    var jsonValue: JSONValue {
        .members([
            ("cornerRadius", .number(cornerRadius)), ("showsBackTitle", .bool(showsBackTitle)),
            ("customViewMinimumWidth", .number(customViewMinimumWidth)),
            ("subtitleStyle", subtitleStyle.jsonValue), ("largeSubtitleStyle", largeSubtitleStyle.jsonValue),
            ("largeSubtitleRowHeight", .number(largeSubtitleRowHeight)), ("badge", badge.jsonValue),
            ("colors", colors.jsonValue), ("shadowRadius", .number(shadowRadius)),
            ("sceneKeys", .array(Self.knownSceneKeys.filter(sceneKeys.contains).map { .string($0) })),
        ])
    }
}

extension BadgeMetrics {
    /// The keys of `glass.badge`.
    static let jsonKeys = ["height", "minimumWidth", "padding", "indicatorDiameter", "overhang", "style"]

    /// `{"height", "minimumWidth", "padding", "indicatorDiameter", "overhang", "style"}`.
    var jsonValue: JSONValue {
        .members([
            ("height", .number(height)), ("minimumWidth", .number(minimumWidth)), ("padding", .number(padding)),
            ("indicatorDiameter", .number(indicatorDiameter)), ("overhang", .number(overhang)),
            ("style", style.jsonValue),
        ])
    }
}

extension GlassColors {
    /// The keys of `glass.colors`, in the order written.
    static let jsonKeys = ["fill", "highlight", "shadow", "prominentContent", "badgeFill", "badgeText"]

    /// The colours by key, in `jsonKeys` order.
    var byKey: [DynamicColor] { [fill, highlight, shadow, prominentContent, badgeFill, badgeText] }

    /// Each colour as `{"light", "dark"}`.
    var jsonValue: JSONValue {
        .members(
            zip(Self.jsonKeys, byKey).map { key, color in (key, color.jsonValue) })
    }
}

extension JSONField {
    /// A profile's `glass` section: every key required; lengths, text styles, colours `{"light", "dark"}`, and
    /// `sceneKeys` among ``GlassMetrics/knownSceneKeys`` (did-you-mean for others).
    func glassMetrics() -> GlassMetrics? {
        guard let object = object(keys: GlassMetrics.jsonKeys) else { return nil }
        let radius = object.required("cornerRadius")?.number(.length)
        let showsBack = object.required("showsBackTitle")?.bool()
        let minimum = object.required("customViewMinimumWidth")?.number(.length)
        let subtitle = object.required("subtitleStyle")?.textStyle()
        let largeSubtitle = object.required("largeSubtitleStyle")?.textStyle()
        let row = object.required("largeSubtitleRowHeight")?.number(.length)
        let badge = object.required("badge")?.badgeMetrics()
        let colors = object.required("colors")?.glassColors()
        let shadow = object.required("shadowRadius")?.number(.length)
        let keys = object.required("sceneKeys")?.array { $0.choice(GlassMetrics.knownSceneKeys.map(SceneKeyName.init)) }
        guard let radius, let showsBack, let minimum, let subtitle, let largeSubtitle, let row, let badge,
            let colors, let shadow, let keys
        else { return nil }
        return GlassMetrics(
            cornerRadius: radius, showsBackTitle: showsBack, customViewMinimumWidth: minimum,
            subtitleStyle: subtitle, largeSubtitleStyle: largeSubtitle, largeSubtitleRowHeight: row, badge: badge,
            colors: colors, shadowRadius: shadow, sceneKeys: Set(keys.map(\.rawValue)))
    }

    /// `glass.badge`: every key required.
    func badgeMetrics() -> BadgeMetrics? {
        guard let object = object(keys: BadgeMetrics.jsonKeys) else { return nil }
        let lengths = ["height", "minimumWidth", "padding", "indicatorDiameter", "overhang"].map {
            object.required($0)?.number(.length)
        }
        let style = object.required("style")?.textStyle()
        guard let style, case let values = lengths.compactMap({ $0 }), values.count == lengths.count else {
            return nil
        }
        return BadgeMetrics(
            height: values[0], minimumWidth: values[1], padding: values[2], indicatorDiameter: values[3],
            overhang: values[4], style: style)
    }

    /// `glass.colors`: every colour required, each `{"light", "dark"}`.
    func glassColors() -> GlassColors? {
        guard let object = object(keys: GlassColors.jsonKeys) else { return nil }
        let colors = GlassColors.jsonKeys.map { object.required($0)?.dynamicColor() }
        guard case let values = colors.compactMap({ $0 }), values.count == colors.count else { return nil }
        return GlassColors(
            fill: values[0], highlight: values[1], shadow: values[2], prominentContent: values[3],
            badgeFill: values[4], badgeText: values[5])
    }

    /// A colour with a light and a dark value: `{"light", "dark"}`, both required.
    func dynamicColor() -> DynamicColor? {
        guard let pair = object(keys: ["light", "dark"]) else { return nil }
        let light = pair.required("light")?.color()
        let dark = pair.required("dark")?.color()
        guard let light, let dark else { return nil }
        return DynamicColor(light: light, dark: dark)
    }
}

/// A scene key a glass profile may follow, as a choice of `glass.sceneKeys`.
struct SceneKeyName: RawRepresentable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
}
