import JSONFormat

extension JSONField {
    /// A number that satisfies the scene rule `rule`, or `nil` after reporting the rule's message.
    func number(_ rule: SceneRule) -> Double? {
        number(rule.numberRule ?? .finite)
    }

    /// A string, or `nil` after reporting the message of `SceneRule.nonEmptyString` when it is empty.
    func nonEmptyString() -> String? {
        guard let text = stringValue, !text.isEmpty else { return fail(SceneRule.nonEmptyString.message) }
        return text
    }
}

extension JSONObjectReader {
    /// The optional number `key`: `nil` when absent, `null`, or reported as breaking the scene rule `rule`.
    func number(_ key: String, _ rule: SceneRule) -> Double? {
        optional(key)?.number(rule)
    }
}

extension JSONReader {
    /// Reports each of `problems` at the place in the document its value was read from.
    func report(_ problems: [SceneProblem]) {
        for problem in problems {
            var rule = problem.rule
            if case .distinctIDs(let id, let firstPath) = rule {
                rule = .distinctIDs(id: id, firstPath: documentPath(firstPath))
            }
            report(rule.message, atModelPath: problem.path)
        }
    }
}
