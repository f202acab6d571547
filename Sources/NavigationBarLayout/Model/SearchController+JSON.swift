import JSONFormat

extension SearchController {
    /// The keys of a `searchController` object.
    static let jsonKeys = [
        "placeholder", "text", "scopeButtonTitles", "selectedScopeButtonIndex", "showsScopeBar", "showsCancelButton",
        "isActive",
    ]

    /// The `searchController` object of the scene format: the properties set, defaults left out.
    var jsonValue: JSONValue {
        .members([
            ("placeholder", placeholder.map { .string($0) }),
            ("text", text.map { .string($0) }),
            ("scopeButtonTitles", scopeButtonTitles.isEmpty ? nil : .array(scopeButtonTitles.map { .string($0) })),
            (
                "selectedScopeButtonIndex",
                selectedScopeButtonIndex == 0 ? nil : .number(Double(selectedScopeButtonIndex))
            ),
            ("showsScopeBar", showsScopeBar ? .bool(true) : nil),
            ("showsCancelButton", showsCancelButton ? .bool(true) : nil),
            ("isActive", isActive ? .bool(true) : nil),
        ])
    }
}

extension JSONField {
    /// A `searchController` object: every key optional; that a shown scope bar has two or more titles and that the
    /// selected index is one of them is checked by `Scene.problems()`.
    func searchController() -> SearchController? {
        guard let object = object(keys: SearchController.jsonKeys) else { return nil }
        let index = object.number("selectedScopeButtonIndex", .range(0...1000)) ?? 0
        return SearchController(
            placeholder: object.string("placeholder"), text: object.string("text"),
            scopeButtonTitles: object.optional("scopeButtonTitles")?.array { $0.string() } ?? [],
            selectedScopeButtonIndex: Int(index.rounded(.down)),
            showsScopeBar: object.bool("showsScopeBar") ?? false,
            showsCancelButton: object.bool("showsCancelButton") ?? false, isActive: object.bool("isActive") ?? false)
    }
}
