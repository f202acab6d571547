import NavigationBarLayout

extension SceneReader {
    /// The scene `json` with the command line's edits made, decoded by the same rules as a file.
    ///
    /// - Throws: a document that is not JSON gets the file's own syntax error; a problem at or under a
    ///   path the command line set is reported as that option's (usage, 64), with the file's message.
    func decodeEdited(json: [UInt8]) throws(CLIError) -> Scene {
        guard let document = try? JSONValue.parse(json), case .object = document else {
            do { return try Scene.decode(json: json) } catch {
                throw CLIError(problems: error.problems.map(InputProblem.init))
            }
        }
        let edited = try overrides.edits.apply(to: document)
        do { return try Scene.decode(jsonValue: edited) } catch {
            throw CLIError(problems: error.problems.map { overrides.edits.attribute($0, under: "") })
        }
    }

    /// The transition request `json` with the command line's edits made to its `from` scene.
    ///
    /// Paths are relative to the `from` scene, as for a scene file; a `from` given as a bare stack of
    /// items is first written as the scene it stands for (`{"width": 320, "items": [...]}`).
    ///
    /// - Throws: as ``decodeEdited(json:)``; problems under `from` keep their `from.` prefix unless a
    ///   command-line option set them.
    func decodeEditedRequest(json: [UInt8]) throws(CLIError) -> TransitionRequest {
        guard !overrides.edits.isEmpty, let document = try? JSONValue.parse(json),
            case .object(var members) = document,
            let position = members.firstIndex(where: { $0.key == "from" })
        else {
            do { return try TransitionRequest.decode(json: json) } catch {
                throw CLIError(problems: error.problems.map(InputProblem.init))
            }
        }
        var from = members[position].value
        if case .array = from { from = .object(["width": .number(TransitionRequest.stackWidth), "items": from]) }
        if case .object = from { members[position].value = try overrides.edits.apply(to: from) }
        do { return try TransitionRequest.decode(jsonValue: .object(members)) } catch {
            throw CLIError(problems: error.problems.map { overrides.edits.attribute($0, under: "from") })
        }
    }
}

extension [SceneEdit] {
    /// `document` with every edit made, in order.
    func apply(to document: JSONValue) throws(CLIError) -> JSONValue {
        var edited = document
        for edit in self { edited = try edit.apply(to: edited) }
        return edited
    }

    /// `problem`, found in an edited document at a path under `base` (`""` for a scene, `from` in a
    /// request), as the problem of the last edit it lies at or under: a usage problem placed at the option
    /// (`--set items[0].titel: unknown key; ...`); any other problem as the document's.
    func attribute(_ problem: JSONProblem, under base: String) -> InputProblem {
        let found = InputProblem(problem)
        guard problem.line == nil else { return found }
        var path = problem.path
        if !base.isEmpty {
            guard path == base || path.hasPrefix(base + ".") || path.hasPrefix(base + "[") else { return found }
            path = String(path.dropFirst(base.count))
            if path.hasPrefix(".") { path.removeFirst() }
        }
        for edit in reversed() {
            let set = edit.pathText
            guard path == set || path.hasPrefix(set + ".") || path.hasPrefix(set + "[") else { continue }
            return InputProblem(kind: .usage, path: "\(edit.flag) \(path)", message: problem.message)
        }
        return found
    }
}
