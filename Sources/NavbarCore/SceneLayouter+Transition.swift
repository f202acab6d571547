import NavigationBarLayout

extension SceneLayouter {
    /// Decodes the transition request `json`, read from `file`, applies the overrides to its `from` scene (the
    /// command line's `--set` paths are relative to that scene) and
    /// makes the transition with the scene's profile (or the overriding one).
    ///
    /// - Throws: every problem of the request or its profile (65, or 66 for a missing profile file), the
    ///   seed's error at `change` for an impossible change (65: a push of an item already on the stack, a pop
    ///   of the only item), and the solver's problems.
    ///
    /// - Parameters:
    ///   - json: The request document's bytes.
    ///   - file: Where it was read from (`-` for standard input); a profile file the scene names is read
    ///     relative to its folder.
    ///   - scale: The scale to lay the bar out at instead of the scene's (`navbar render --scale`).
    /// - Returns: The request, with the overrides applied to `from`, and its transition.
    public func transition(json: [UInt8], file: String, scale: Double? = nil) throws(CLIError)
        -> (TransitionRequest, BarTransition)
    {
        var request = try reader.decodeEditedRequest(json: json)
        let profile: BarLayouter
        do { (request.from, profile) = try reader.prepare(request.from, file: file) } catch {
            // The scene's fields are under `from` in a request; a profile file's problems are that file's.
            throw CLIError(
                problems: error.problems.map { problem in
                    var moved = problem
                    if !moved.path.isEmpty, moved.file == nil { moved.path = "from." + moved.path }
                    return moved
                })
        }
        if let scale { request.from.scale = scale }
        do {
            return (request, try request.transition(layouter: profile, measurer: measurer))
        } catch {
            switch error {
            case .change(let error):
                throw CLIError(problems: [InputProblem(path: "change", message: error.description)])
            case .layout(let error): throw CLIError(problems: InputProblem.layout(error))
            }
        }
    }
}
