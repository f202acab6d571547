import JSONFormat

extension LayoutMarginStep {
    /// `{"minWidth", "margin", "itemSpacing"}`; `itemSpacing` only when given.
    var jsonValue: JSONValue {
        .members([
            ("minWidth", .number(minWidth)), ("margin", .number(margin)),
            ("itemSpacing", itemSpacing.map { .number($0) }),
        ])
    }
}

extension [LayoutMarginStep] {
    /// The steps in order.
    var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}

extension IdiomMetrics {
    /// `{"height", "layoutMargins", "largeTitle"}`, each only when given.
    var jsonValue: JSONValue {
        .members([
            ("height", height?.jsonValue { .number($0) }), ("layoutMargins", layoutMargins?.jsonValue),
            ("largeTitle", largeTitle?.jsonValue),
        ])
    }
}

extension MetricsProfile {
    /// `{"compact": {"margin", "itemSpacing"}, "regular": …}` of `layoutMarginsBySizeClass` (L62).
    var layoutMarginsBySizeClassJSON: JSONValue {
        .members(
            UserInterfaceSizeClass.allCases.map { sizeClass in
                let step = layoutMarginsBySizeClass[sizeClass]
                return (
                    sizeClass.rawValue,
                    step.map {
                        .members([("margin", .number($0.margin)), ("itemSpacing", $0.itemSpacing.map { .number($0) })])
                    }
                )
            })
    }
}

extension JSONField {
    /// Margins by horizontal size class (L62): `{"compact", "regular"}`, each `{"margin", "itemSpacing"}` with
    /// `margin` required.
    func sizeClassMargins() -> [UserInterfaceSizeClass: LayoutMarginStep]? {
        guard let object = object(keys: UserInterfaceSizeClass.allCases.map(\.rawValue)) else { return nil }
        var margins: [UserInterfaceSizeClass: LayoutMarginStep] = [:]
        for sizeClass in UserInterfaceSizeClass.allCases {
            guard let entry = object.optional(sizeClass.rawValue)?.object(keys: ["margin", "itemSpacing"]),
                let margin = entry.required("margin")?.number(.length)
            else { continue }
            margins[sizeClass] = LayoutMarginStep(
                minWidth: 0, margin: margin, itemSpacing: entry.number("itemSpacing", .length))
        }
        return margins
    }

    /// A layout-margin rule (L17): a non-empty array of steps, the first at `minWidth` 0, then increasing.
    func layoutMarginSteps() -> [LayoutMarginStep]? {
        guard let elements = array() else { return nil }
        guard !elements.isEmpty else { return fail(SceneRule.layoutMarginOrder(previous: nil).message) }
        var steps: [LayoutMarginStep] = []
        for element in elements {
            guard let object = element.object(keys: ["minWidth", "margin", "itemSpacing"]) else { continue }
            guard let minWidth = object.required("minWidth")?.number(.length),
                let margin = object.required("margin")?.number(.length)
            else { continue }
            let step = LayoutMarginStep(
                minWidth: minWidth, margin: margin, itemSpacing: object.number("itemSpacing", .length))
            steps.append(step)
        }
        // The order is one rule of `SceneRule`, checked on the steps read.
        for (index, rule) in steps.orderBreaks() {
            reader.report(rule.message, at: path.appending(index: index).appending("minWidth"))
        }
        return steps.count == elements.count ? steps : nil
    }

    /// The per-idiom values: an object keyed by idiom names, each `{"height", "layoutMargins", "largeTitle"}` (L18).
    func idiomMetrics() -> [UserInterfaceIdiom: IdiomMetrics]? {
        guard let object = object(keys: UserInterfaceIdiom.allCases.map(\.rawValue)) else { return nil }
        var idioms: [UserInterfaceIdiom: IdiomMetrics] = [:]
        for idiom in UserInterfaceIdiom.allCases {
            guard let entry = object.optional(idiom.rawValue)?.object(keys: ["height", "layoutMargins", "largeTitle"])
            else {
                continue
            }
            idioms[idiom] = IdiomMetrics(
                height: entry.optional("height")?.perMetrics(requiring: BarMetrics.allCases) { $0.number(.length) },
                layoutMargins: entry.optional("layoutMargins")?.layoutMarginSteps(),
                largeTitle: entry.optional("largeTitle")?.largeTitleMetrics())
        }
        return idioms
    }
}

extension [LayoutMarginStep] {
    /// L17: the steps whose `minWidth` breaks the order (the first at 0, then increasing), by index.
    func orderBreaks() -> [(index: Int, rule: SceneRule)] {
        indices.compactMap { index in
            let previous = index == 0 ? nil : self[index - 1].minWidth
            let broken = previous.map { self[index].minWidth <= $0 } ?? (self[index].minWidth != 0)
            return broken ? (index, .layoutMarginOrder(previous: previous)) : nil
        }
    }
}
