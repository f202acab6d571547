import JSONFormat
import TextMetrics

extension MetricsProfile {
    /// The keys of a profile object.
    static let jsonKeys = [
        "name", "summary", "height", "titleStyle", "buttonStyle", "doneButtonStyle", "backTitleStyle", "promptStyle",
        "textButton", "borderedButton", "imageButton", "systemImageSize", "customViewEdgeInset", "spaceEdgeInset",
        "itemSpacing", "titleGap", "backButton", "genericBackTitle", "quirks", "transitions", "layoutMargins",
        "layoutMarginsBySizeClass",
        "idioms", "appearanceBackgrounds", "systemColors", "largeTitle", "dynamicType", "sources", "itemGroups",
        "iosVersions", "boldTextWeights", "fonts", "glass", "search", SchemaKey.name,
    ]

    /// Decodes a profile document (`docs/PROFILES.md`), collecting every problem.
    ///
    /// Every per-metrics field needs a `default` value; `height` needs all
    /// four metrics. The optional `sources` object (field → citation) is
    /// checked and dropped.
    ///
    /// - Parameter json: The UTF-8 bytes of a profile document.
    /// - Returns: The profile.
    /// - Throws: `JSONDecodingError` with every problem found: one syntax error, or every value that does not fit.
    public static func decode(json: [UInt8]) throws(JSONDecodingError) -> MetricsProfile {
        try JSONReader.read(json) { $0.metricsProfile() }.get()
    }

    /// Decodes a profile document from UTF-8 bytes in any sequence, such as Foundation's `Data`.
    ///
    /// Generic rather than taking `Data`, so that this library does not link Foundation
    /// (docs/PERFORMANCE.md, start-up): a `Data` argument is read as before.
    ///
    /// - Parameter json: The UTF-8 bytes of a profile document.
    /// - Returns: The profile.
    /// - Throws: `JSONDecodingError` with every problem found.
    @inlinable
    public static func decode(json: some Sequence<UInt8>) throws(JSONDecodingError) -> MetricsProfile {
        try decode(json: [UInt8](json))
    }

    /// Decodes a profile document from a string.
    ///
    /// - Parameter json: A profile document.
    /// - Returns: The profile.
    /// - Throws: `JSONDecodingError` with every problem found.
    public static func decode(json: String) throws(JSONDecodingError) -> MetricsProfile {
        try decode(json: Array(json.utf8))
    }

    /// The profile object; every field is written (`transitions`, `layoutMargins`, `idioms`,
    /// `appearanceBackgrounds`, `largeTitle` and `dynamicType` only when given).
    public var jsonValue: JSONValue {
        .members([
            ("name", .string(name)), ("summary", .string(summary)), ("height", height.jsonValue { .number($0) }),
            ("titleStyle", titleStyle.jsonValue(\.jsonValue)), ("buttonStyle", buttonStyle.jsonValue(\.jsonValue)),
            ("doneButtonStyle", doneButtonStyle.jsonValue(\.jsonValue)),
            ("backTitleStyle", backTitleStyle.jsonValue(\.jsonValue)),
            ("promptStyle", promptStyle.jsonValue(\.jsonValue)), ("textButton", textButton.jsonValue(\.jsonValue)),
            ("borderedButton", borderedButton.jsonValue(\.jsonValue)),
            ("imageButton", imageButton.jsonValue(\.jsonValue)),
            ("systemImageSize", systemImageSize.jsonValue(\.jsonValue)),
            ("customViewEdgeInset", customViewEdgeInset.jsonValue { .number($0) }),
            ("spaceEdgeInset", spaceEdgeInset.jsonValue { .number($0) }),
            ("itemSpacing", itemSpacing.jsonValue { .number($0) }), ("titleGap", titleGap.jsonValue { .number($0) }),
            ("backButton", backButton.jsonValue(\.jsonValue)), ("genericBackTitle", .string(genericBackTitle)),
            ("quirks", quirks.jsonValue), ("transitions", transitions?.jsonValue),
            ("layoutMargins", layoutMargins?.jsonValue),
            ("layoutMarginsBySizeClass", layoutMarginsBySizeClass.isEmpty ? nil : layoutMarginsBySizeClassJSON),
            (
                "idioms",
                idioms.isEmpty
                    ? nil
                    : .object(
                        UserInterfaceIdiom.allCases.compactMap { idiom in
                            idioms[idiom].map { JSONValue.Member(idiom.rawValue, $0.jsonValue) }
                        })
            ),
            ("appearanceBackgrounds", appearanceBackgrounds?.jsonValue),
            ("systemColors", systemColors?.jsonValue),
            ("largeTitle", largeTitle?.jsonValue),
            ("itemGroups", itemGroups?.jsonValue),
            ("search", search?.jsonValue),
            ("dynamicType", dynamicType?.jsonValue),
            ("boldTextWeights", boldTextWeights.isEmpty ? nil : boldTextWeightsJSON),
            ("fonts", fonts.isEmpty ? nil : fonts.jsonValue),
            ("glass", glass?.jsonValue),
            (
                "iosVersions",
                iosVersions.map {
                    .object(["first": .number(Double($0.lowerBound)), "last": .number(Double($0.upperBound))])
                }
            ),
        ])
    }

    /// The profile as JSON text.
    ///
    /// - Parameter pretty: Whether to indent with one key a line (`true`) or write one line.
    /// - Returns: The JSON text, which ``decode(json:)-(String)`` reads back.
    public func encodeJSON(pretty: Bool = true) -> String {
        JSONWriter.string(jsonValue, pretty: pretty)
    }
}

extension JSONField {
    /// A metrics profile.
    func metricsProfile() -> MetricsProfile? {
        guard let object = object(keys: MetricsProfile.jsonKeys) else { return nil }
        object.checkSchemaKey()
        if let sources = object.optional("sources")?.anyObject() {
            for member in sources.members where member.value.typeName != "string" {
                reader.report("must be a string", at: sources.path.appending(member.key))
            }
        }
        func required<V>(_ key: String, _ read: (JSONField) -> V?) -> PerMetrics<V> {
            object.required(key)?.perMetrics(requiring: [.default], read) ?? PerMetrics()
        }
        let distance: (JSONField) -> Double? = { $0.number(.length) }
        var profile = MetricsProfile(
            name: object.required("name")?.nonEmptyString() ?? "", summary: object.string("summary") ?? "",
            height: object.required("height")?.perMetrics(requiring: BarMetrics.allCases, distance) ?? PerMetrics(),
            titleStyle: required("titleStyle") { $0.textStyle() },
            buttonStyle: required("buttonStyle") { $0.textStyle() },
            doneButtonStyle: required("doneButtonStyle") { $0.textStyle() },
            backTitleStyle: required("backTitleStyle") { $0.textStyle() },
            promptStyle: required("promptStyle") { $0.textStyle() },
            textButton: required("textButton") { $0.buttonMetrics() },
            borderedButton: required("borderedButton") { $0.buttonMetrics() },
            imageButton: required("imageButton") { $0.buttonMetrics() },
            systemImageSize: required("systemImageSize") { $0.size() },
            customViewEdgeInset: required("customViewEdgeInset", distance),
            spaceEdgeInset: required("spaceEdgeInset", distance), itemSpacing: required("itemSpacing", distance),
            titleGap: required("titleGap", distance), backButton: required("backButton") { $0.backButtonMetrics() },
            genericBackTitle: object.string("genericBackTitle") ?? "Back",
            quirks: object.optional("quirks")?.profileQuirks() ?? ProfileQuirks(),
            transitions: object.optional("transitions")?.transitionChoreography(),
            layoutMargins: object.optional("layoutMargins")?.layoutMarginSteps(),
            idioms: object.optional("idioms")?.idiomMetrics() ?? [:],
            appearanceBackgrounds: object.optional("appearanceBackgrounds")?.appearanceBackgrounds(),
            largeTitle: object.optional("largeTitle")?.largeTitleMetrics(),
            dynamicType: object.optional("dynamicType")?.dynamicTypeTable())
        profile.itemGroups = object.optional("itemGroups")?.itemGroupMetrics()
        profile.systemColors = object.optional("systemColors")?.systemColors()
        profile.search = object.optional("search")?.searchMetrics()
        profile.layoutMarginsBySizeClass = object.optional("layoutMarginsBySizeClass")?.sizeClassMargins() ?? [:]
        profile.iosVersions = object.optional("iosVersions")?.iosVersions()
        profile.boldTextWeights = object.optional("boldTextWeights")?.boldTextWeights() ?? [:]
        profile.fonts = object.optional("fonts")?.fallbackFonts() ?? FallbackFonts()
        profile.glass = object.optional("glass")?.glassMetrics()
        return profile
    }
}

extension JSONField {
    /// A profile's `iosVersions`: `{"first", "last"}`, whole major versions from 2 to 99, `first` at most `last`.
    func iosVersions() -> ClosedRange<Int>? {
        guard let object = object(keys: ["first", "last"]) else { return nil }
        let versions: (JSONField) -> Int? = { field in
            guard let number = field.number(.range(2...99)) else { return nil }
            guard number == Double(Int(number)) else { return field.fail("must be a whole number") }
            return Int(number)
        }
        guard let first = object.required("first").flatMap(versions),
            let last = object.required("last").flatMap(versions)
        else { return nil }
        guard first <= last else { return fail("first (\(first)) must be at most last (\(last))") }
        return first...last
    }
}
