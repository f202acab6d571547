import JSONFormat

extension LargeTitleMetrics {
    /// The keys of a profile's `largeTitle` object.
    static let jsonKeys = ["rowHeight", "style", "bottomInset", "collapseThreshold", "magnification"]

    /// `{"rowHeight", "style", "bottomInset", "collapseThreshold", "magnification"}`; `magnification` only when
    /// given.
    var jsonValue: JSONValue {
        .members([
            ("rowHeight", .number(rowHeight)), ("style", style.jsonValue), ("bottomInset", .number(bottomInset)),
            ("collapseThreshold", .number(collapseThreshold)),
            (
                "magnification",
                magnification.map {
                    .object([
                        "rate": .number($0.rate), "distance": .number($0.distance), "maximum": .number($0.maximum),
                    ])
                }
            ),
        ])
    }
}

extension JSONField {
    /// A profile's `largeTitle` section (L19–L21): every key but `magnification` required; lengths, and a text
    /// style.
    func largeTitleMetrics() -> LargeTitleMetrics? {
        guard let object = object(keys: LargeTitleMetrics.jsonKeys) else { return nil }
        let rowHeight = object.required("rowHeight")?.number(.length)
        let style = object.required("style")?.textStyle()
        let bottomInset = object.required("bottomInset")?.number(.length)
        let threshold = object.required("collapseThreshold")?.number(.length)
        var magnification: LargeTitleMagnification?
        if let entry = object.optional("magnification")?.object(keys: ["rate", "distance", "maximum"]) {
            let rate = entry.required("rate")?.number(.length)
            let distance = entry.required("distance")?.number(.length)
            let maximum = entry.required("maximum")?.number(.length)
            if let rate, let distance, let maximum {
                magnification = LargeTitleMagnification(rate: rate, distance: distance, maximum: maximum)
            }
        }
        guard let rowHeight, let style, let bottomInset, let threshold else { return nil }
        return LargeTitleMetrics(
            rowHeight: rowHeight, style: style, bottomInset: bottomInset, collapseThreshold: threshold,
            magnification: magnification)
    }
}
