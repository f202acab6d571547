import JSONFormat
import TextMetrics

extension JSONField {
    /// Geometry of format 1 or 2: every key required, `null` allowed where the format allows it; the scene's
    /// `id`, which `navbar` adds, is allowed and not kept; of format 2's display list (`nodes`), which the geometry
    /// gives again (`displayList`), only the glass nodes are read (``JSONField/glassGeometry()``).
    func barGeometry() -> BarGeometry? {
        let keys = [
            "schemaVersion", "bar", "prompt", "backButton", "leftItems", "rightItems", "title", "largeTitle", "id",
            "itemGroups", "nodes", "search", "minimization",
        ]
        guard let object = object(keys: keys) else { return nil }
        var format = GeometryFormat.version1
        if let version = object.required("schemaVersion")?.number() {
            if let known = GeometryFormat.allCases.first(where: { Double($0.schemaVersion) == version }) {
                format = known
            } else {
                let expected = GeometryFormat.allCases.map { String($0.schemaVersion) }.joined(separator: " or ")
                reader.report(
                    "unsupported schema version \(JSONWriter.format(version)); expected \(expected)",
                    at: path.appending("schemaVersion"))
            }
        }
        if format == .version2 {
            // Format 2 writes every key: those format 1 may leave out are required too.
            for key in ["largeTitle", "itemGroups", "nodes", "id"] where !object.contains(key) {
                _ = object.required(key)
            }
        } else if object.contains("nodes") {
            reader.report(
                "is a key of geometry format 2; this document's schemaVersion is 1", at: path.appending("nodes"))
        }
        let bar = object.required("bar")?.barInfo()
        let largeTitle = object.optional("largeTitle")?.largeTitleGeometry()
        var parts = BarParts(
            bar: bar
                ?? BarInfo(
                    width: 0, height: 0, metrics: .default, layoutDirection: .leftToRight, scale: 1, profile: "",
                    contentFrame: Frame(x: 0, y: 0, width: 0, height: 0)),
            prompt: object.nullable("prompt")?.textGeometry(),
            backButton: object.nullable("backButton")?.backButtonGeometry(),
            leftItems: object.required("leftItems")?.array()?.compactMap { $0.itemGeometry() } ?? [],
            rightItems: object.required("rightItems")?.array()?.compactMap { $0.itemGeometry() } ?? [],
            title: object.nullable("title")?.titleGeometry(),
            largeTitle: largeTitle,
            // Format 1 has the key exactly when the bar reports large titles; format 2 always has it.
            reportsLargeTitle: format == .version1 ? object.contains("largeTitle") : largeTitle != nil)
        parts.itemGroups = object.optional("itemGroups")?.itemGroupsGeometry()
        // L70: format 2 only; `null` (or, in files written before the key was always present, absent) without one.
        if format == .version2 {
            parts.search = object.optional("search")?.searchGeometry()
            // L64–L68: the glass is written only as nodes.
            parts.glass = object.optional("nodes")?.glassGeometry()
            // L81: `null` (or, in files written before the key, absent) unless the bar reports it.
            parts.minimization = object.optional("minimization")?.minimizationGeometry()
        }
        return BarGeometry(parts: parts)
    }

    /// The large title: a text's keys and `alpha`, `clipFrame` and `inline`, every key required (L19).
    func largeTitleGeometry() -> LargeTitleGeometry? {
        guard let object = object(keys: Self.textGeometryKeys + ["alpha", "clipFrame", "inline"]) else { return nil }
        return LargeTitleGeometry(
            line: object.textGeometry(), alpha: object.required("alpha")?.number(.range(0...1)) ?? 1,
            clipFrame: object.required("clipFrame")?.frame() ?? Frame(x: 0, y: 0, width: 0, height: 0),
            inline: object.required("inline")?.bool() ?? false)
    }

    /// The bar's info; format 2's `colors`, `userInterfaceStyle` and `statusBar` are optional (without
    /// `colors`, those the profile resolves: `BarInfo.readColors(_:)`).
    func barInfo() -> BarInfo? {
        let keys = [
            "width", "height", "metrics", "layoutDirection", "scale", "profile", "contentFrame", "barStyle",
            "tintColor", "translucent", "bordered", "backgroundFrame", "layoutMargin", "appearance", "colors",
            "userInterfaceStyle", "statusBar",
        ]
        guard let object = object(keys: keys) else { return nil }
        var bar = BarInfo(
            width: object.required("width")?.number(.nonNegative) ?? 0,
            height: object.required("height")?.number(.nonNegative) ?? 0,
            metrics: object.required("metrics")?.choice(BarMetrics.self) ?? .default,
            layoutDirection: object.required("layoutDirection")?.choice(LayoutDirection.self) ?? .leftToRight,
            scale: object.required("scale")?.number(.nonNegative) ?? 1,
            profile: object.required("profile")?.string() ?? "",
            contentFrame: object.required("contentFrame")?.frame() ?? Frame(x: 0, y: 0, width: 0, height: 0),
            barStyle: object.required("barStyle")?.choice(BarStyle.self) ?? .default,
            tintColor: object.nullable("tintColor")?.color(),
            translucent: object.required("translucent")?.bool() ?? true,
            bordered: object.required("bordered")?.bool() ?? false,
            backgroundFrame: object.optional("backgroundFrame")?.frame(),
            layoutMargin: object.optional("layoutMargin")?.number(.nonNegative),
            appearance: object.optional("appearance")?.barAppearanceGeometry(),
            userInterfaceStyle: object.choice("userInterfaceStyle", UserInterfaceStyle.self),
            statusBar: object.optional("statusBar")?.statusBarBand())
        bar.readColors(object.optional("colors")?.barColors())
        return bar
    }

    /// The iOS 13 appearance a bar used: every key required, `null` where the format allows it.
    func barAppearanceGeometry() -> BarAppearanceGeometry? {
        let keys = [
            "requested", "used", "source", "background", "backgroundColor", "shadowColor", "backgroundEffect",
            "titleTextAttributes", "largeTitleTextAttributes",
        ]
        guard let object = object(keys: keys) else { return nil }
        var title = ResolvedTextAttributes(style: TextStyle(size: 0))
        if let attributes = object.required("titleTextAttributes")?.object(
            keys: ["family", "size", "weight", "tracking", "color"])
        {
            title.style = attributes.resolvedTextStyle()
            title.color = attributes.nullable("color")?.color()
        }
        var large = TextAttributes()
        if let attributes = object.required("largeTitleTextAttributes")?.object(
            keys: ["family", "size", "weight", "tracking", "color"])
        {
            large = TextAttributes(
                family: attributes.nullable("family")?.nonEmptyString(),
                size: attributes.nullable("size")?.number(.range(0...TextStyle.maximumSize)),
                weight: attributes.nullable("weight")?.choice(FontWeight.self),
                tracking: attributes.nullable("tracking")?.number(), color: attributes.nullable("color")?.color())
        }
        return BarAppearanceGeometry(
            requested: object.required("requested")?.choice(AppearanceSlot.self) ?? .standard,
            used: object.required("used")?.choice(AppearanceSlot.self) ?? .standard,
            source: object.required("source")?.choice(AppearanceSource.self) ?? .default,
            background: object.required("background")?.choice(BarBackgroundConfiguration.self) ?? .default,
            barBackground: BarBackground(
                color: object.nullable("backgroundColor")?.color(),
                shadowColor: object.nullable("shadowColor")?.color(),
                effect: object.required("backgroundEffect")?.choice(BackgroundEffect.self) ?? .none),
            titleTextAttributes: title, largeTitleTextAttributes: large)
    }

    /// The keys of a line of text.
    static let textGeometryKeys = [
        "text", "truncated", "frame", "style", "baseline", "color", "fontFamily", "missingCharacters",
    ]

    /// A line of text: `text`, `truncated`, `frame`, `style`, `baseline` and `color`.
    func textGeometry() -> TextGeometry? {
        object(keys: Self.textGeometryKeys).map { $0.textGeometry() }
    }

    /// A resolved text style: `family`, `size`, `weight` and `tracking`, every key required.
    func resolvedTextStyle() -> TextStyle? {
        object(keys: ["family", "size", "weight", "tracking"])?.resolvedTextStyle()
    }

    /// The back button.
    func backButtonGeometry() -> BackButtonGeometry? {
        let keys = ["frame", "indicator", "form", "title", "image", "source", "bordered"]
        guard let object = object(keys: keys) else { return nil }
        let zero = Frame(x: 0, y: 0, width: 0, height: 0)
        var indicator = IndicatorGeometry(frame: zero, flipped: false)
        if let indicatorObject = object.required("indicator")?.object(keys: ["frame", "flipped"]) {
            indicator.frame = indicatorObject.required("frame")?.frame() ?? zero
            indicator.flipped = indicatorObject.required("flipped")?.bool() ?? false
        }
        return BackButtonGeometry(
            frame: object.required("frame")?.frame() ?? zero, indicator: indicator,
            form: object.required("form")?.choice(BackTitleForm.self) ?? .none,
            title: object.nullable("title")?.textGeometry(), image: object.nullable("image")?.frame(),
            source: object.required("source")?.choice(BackButtonSource.self) ?? .genericTitle,
            bordered: object.required("bordered")?.bool() ?? false)
    }

    /// A left or right item: displayed with a frame and no hidden reason, or hidden with a reason and nothing else.
    ///
    /// - Parameter withState: Whether the item has a `state` (an item of a group, L42–L44), which must agree
    ///   with `displayed` and `hiddenReason`.
    func itemGeometry(withState: Bool = false) -> ItemGeometry? {
        let keys = [
            "id", "kind", "style", "systemItem", "displayed", "hiddenReason", "frame", "title", "image", "bordered",
        ]
        guard let object = object(keys: withState ? keys + ["state"] : keys) else { return nil }
        let state = withState ? object.required("state")?.choice(ItemState.self) : nil
        let displayed = object.required("displayed")?.bool() ?? false
        let reasonField = object.nullable("hiddenReason")
        let frameField = object.nullable("frame")
        let frame = frameField?.frame()
        let title = object.nullable("title")?.textGeometry()
        let image = object.nullable("image")?.frame()
        let placement: ItemPlacement
        if displayed {
            object.expectNull("hiddenReason", when: "the item is displayed")
            if frameField == nil, object.contains("frame") {
                reader.report("must be a frame when the item is displayed", at: path.appending("frame"))
            }
            placement = .displayed(frame: frame ?? Frame(x: 0, y: 0, width: 0, height: 0), title: title, image: image)
        } else {
            if reasonField == nil, object.contains("hiddenReason") {
                reader.report("must be a reason when the item is not displayed", at: path.appending("hiddenReason"))
            }
            for key in ["frame", "title", "image"] { object.expectNull(key, when: "the item is not displayed") }
            placement = .hidden(reason: reasonField?.choice(HiddenReason.self) ?? .lowerPriority)
        }
        let item = ItemGeometry(
            id: object.nullable("id")?.string(), kind: object.required("kind")?.choice(ItemKindName.self) ?? .text,
            style: object.nullable("style")?.choice(BarButtonItemStyle.self),
            systemItem: object.nullable("systemItem")?.choice(SystemItem.self), placement: placement,
            bordered: object.required("bordered")?.bool() ?? false)
        if let state, state != item.state {
            reader.report(
                "must be '\(item.state.rawValue)' for an item with these 'displayed' and 'hiddenReason'",
                at: path.appending("state"))
        }
        return item
    }

    /// The title or title view: displayed with a frame, or not displayed with none.
    func titleGeometry() -> TitleGeometry? {
        let keys = [
            "kind", "text", "truncated", "displayed", "frame", "style", "baseline", "color", "alpha", "fontFamily",
            "missingCharacters",
        ]
        guard let object = object(keys: keys) else { return nil }
        let displayed = object.required("displayed")?.bool() ?? false
        let frameField = object.nullable("frame")
        let frame = frameField?.frame()
        let baseline = object.nullable("baseline")?.number()
        let placement: TitlePlacement
        if displayed {
            if frameField == nil, object.contains("frame") {
                reader.report("must be a frame when the title is displayed", at: path.appending("frame"))
            }
            placement = .displayed(frame: frame ?? Frame(x: 0, y: 0, width: 0, height: 0), baseline: baseline)
        } else {
            for key in ["frame", "baseline"] { object.expectNull(key, when: "the title is not displayed") }
            placement = .hidden
        }
        var title = TitleGeometry(
            kind: object.required("kind")?.choice(TitleKind.self) ?? .text, text: object.nullable("text")?.string(),
            truncated: object.required("truncated")?.bool() ?? false,
            style: object.nullable("style")?.resolvedTextStyle(), color: object.nullable("color")?.color(),
            placement: placement, alpha: object.optional("alpha")?.number(.range(0...1)))
        title.fonts = object.textFonts()
        return title
    }
}

extension JSONObjectReader {
    /// Reports `must be null when CONDITION` when the member `key` is present and not `null`.
    func expectNull(_ key: String, when condition: String) {
        guard optional(key) != nil else { return }
        reader.report("must be null when \(condition)", at: path.appending(key))
    }
}

extension JSONObjectReader {
    /// The resolved text style of this object's `family`, `size`, `weight` and `tracking`, every key required.
    func resolvedTextStyle() -> TextStyle {
        TextStyle(
            family: required("family")?.nonEmptyString() ?? "",
            size: required("size")?.number(.range(0...TextStyle.maximumSize)) ?? 0,
            weight: required("weight")?.choice(FontWeight.self) ?? .regular,
            tracking: required("tracking")?.number() ?? 0)
    }

    /// The members of a line of text in this object, every one required.
    func textGeometry() -> TextGeometry {
        var line = TextGeometry(
            text: required("text")?.string() ?? "", truncated: required("truncated")?.bool() ?? false,
            frame: required("frame")?.frame() ?? Frame(x: 0, y: 0, width: 0, height: 0),
            style: required("style")?.resolvedTextStyle() ?? TextStyle(size: 0),
            baseline: required("baseline")?.number() ?? 0, color: nullable("color")?.color())
        line.fonts = textFonts()
        return line
    }

    /// The fonts of a text (format 2): `fontFamily`, a comma-separated list, and `missingCharacters`, code
    /// points written `U+0915`; `nil` when the object has neither.
    func textFonts() -> TextFonts? {
        let family = optional("fontFamily")?.string()
        let points = optional("missingCharacters")?.array { field -> Character? in
            guard let text = field.string() else { return nil }
            let scalar = text.hasPrefix("U+") ? UInt32(text.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) : nil
            guard let scalar else { return field.fail("must be a code point written U+XXXX") }
            return Character(scalar)
        }
        guard family != nil || points != nil else { return nil }
        let families = family.map { $0.split(separator: ", ").map(String.init) } ?? []
        return TextFonts(families: families, missingCharacters: points ?? [])
    }
}
