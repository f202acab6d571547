import JSONFormat

extension DynamicTypeTable {
    /// `{"title": [12 sizes], …}`: the roles given, in the order of `DynamicTypeRole.allCases`.
    var jsonValue: JSONValue {
        .members(
            DynamicTypeRole.allCases.map { role in
                (role.rawValue, sizes[role].map { column in .array(column.map { .number($0) }) })
            })
    }
}

extension JSONField {
    /// L50: a `dynamicType` table: an object keyed by role names, each an array of one size per content size
    /// category (`SceneRule.dynamicTypeSize`, `SceneRule.dynamicTypeSizeCount`).
    func dynamicTypeTable() -> DynamicTypeTable? {
        guard let object = object(keys: DynamicTypeRole.allCases.map(\.rawValue)) else { return nil }
        var sizes: [DynamicTypeRole: [Double]] = [:]
        for role in DynamicTypeRole.allCases {
            guard let field = object.optional(role.rawValue), let elements = field.array() else { continue }
            guard elements.count == DynamicTypeTable.categoryCount else {
                reader.report(SceneRule.dynamicTypeSizeCount(found: elements.count).message, at: field.path)
                continue
            }
            let column = elements.compactMap { $0.number(.dynamicTypeSize) }
            if column.count == elements.count { sizes[role] = column }
        }
        return DynamicTypeTable(sizes: sizes)
    }
}
