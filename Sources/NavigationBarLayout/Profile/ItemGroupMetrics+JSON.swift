import JSONFormat

extension ItemGroupMetrics {
    /// The keys of a profile's `itemGroups` object.
    static let jsonKeys = ["overflow", "overflowSymbol", "groupSpacing", "titleMinimumWidth"]

    /// `{"overflow", "overflowSymbol", "groupSpacing", "titleMinimumWidth"}`; `groupSpacing` only when given.
    var jsonValue: JSONValue {
        .members([
            ("overflow", .string(overflow.rawValue)), ("overflowSymbol", .string(overflowSymbol)),
            ("groupSpacing", groupSpacing.map { .number($0) }), ("titleMinimumWidth", .number(titleMinimumWidth)),
        ])
    }
}

extension JSONField {
    /// A profile's `itemGroups`: `overflow` required, the rest optional.
    func itemGroupMetrics() -> ItemGroupMetrics? {
        guard let object = object(keys: ItemGroupMetrics.jsonKeys) else { return nil }
        return ItemGroupMetrics(
            overflow: object.required("overflow")?.choice(OverflowBehavior.self) ?? .hide,
            overflowSymbol: object.optional("overflowSymbol")?.nonEmptyString() ?? "ellipsis.circle",
            groupSpacing: object.number("groupSpacing", .length),
            titleMinimumWidth: object.number("titleMinimumWidth", .length) ?? 0)
    }
}
