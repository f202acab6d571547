import JSONFormat

extension SearchMetrics {
    /// The keys of a profile's `search` object, with the lengths among them.
    static let lengthKeys = [
        "rowHeight", "fieldHeight", "fieldBottomInset", "cornerRadius", "magnifierSize", "magnifierInset",
        "textInset", "scopeRowHeight", "scopeSegmentHeight", "cancelGap", "inlineWidth", "inlineMinimumWidth",
    ]

    /// The keys of a profile's `search` object.
    static let jsonKeys =
        lengthKeys + ["style", "placeholder", "scopeStyle", "cancelStyle", "cancelTitle", "cancelDiameter"]

    /// Every key of the `search` object.
    var jsonValue: JSONValue {
        let lengths = [
            rowHeight, fieldHeight, fieldBottomInset, cornerRadius, magnifierSize, magnifierInset, textInset,
            scopeRowHeight, scopeSegmentHeight, cancelGap, inlineWidth, inlineMinimumWidth,
        ]
        let members: [(String, JSONValue?)] = zip(Self.lengthKeys, lengths).map { ($0, .number($1)) }
        return .members(
            members + [
                ("style", style.jsonValue), ("placeholder", .string(placeholder)), ("scopeStyle", scopeStyle.jsonValue),
                ("cancelStyle", cancelStyle.jsonValue), ("cancelTitle", .string(cancelTitle)),
                ("cancelDiameter", cancelDiameter.map { .number($0) }),
            ])
    }
}

extension JSONField {
    /// A profile's `search` section (L70–L77): every length and style required, each length from 0 to
    /// `SceneRule.maximumLength`; `placeholder` and `cancelTitle` default to "Search" and "Cancel"; the optional
    /// `cancelDiameter` draws Cancel as a glass circle with an ✕ (L75).
    func searchMetrics() -> SearchMetrics? {
        guard let object = object(keys: SearchMetrics.jsonKeys) else { return nil }
        let lengths = SearchMetrics.lengthKeys.map { object.required($0)?.number(.length) }
        let style = object.required("style")?.textStyle()
        let scopeStyle = object.required("scopeStyle")?.textStyle()
        let cancelStyle = object.required("cancelStyle")?.textStyle()
        let values = lengths.compactMap { $0 }
        guard values.count == lengths.count, let style, let scopeStyle, let cancelStyle else { return nil }
        var metrics = SearchMetrics(
            rowHeight: values[0], fieldHeight: values[1], fieldBottomInset: values[2], cornerRadius: values[3],
            magnifierSize: values[4], magnifierInset: values[5], textInset: values[6], style: style,
            placeholder: object.optional("placeholder")?.nonEmptyString() ?? "Search", scopeRowHeight: values[7],
            scopeSegmentHeight: values[8], scopeStyle: scopeStyle, cancelGap: values[9], cancelStyle: cancelStyle,
            cancelTitle: object.optional("cancelTitle")?.nonEmptyString() ?? "Cancel", inlineWidth: values[10],
            inlineMinimumWidth: values[11])
        metrics.cancelDiameter = object.optional("cancelDiameter")?.number(.length)
        return metrics
    }
}
