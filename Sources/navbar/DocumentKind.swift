import JSONFormat
import NavbarCore
import NavigationBarLayout

/// Which kind of document a file holds, to tell a user who gave a scene to `transition` or a transition
/// request to `layout` what to do instead.
enum DocumentKind {
    /// Whether `json` is a transition request (an object with `change`) rather than a scene.
    static func isTransitionRequest(_ json: [UInt8]) -> Bool {
        guard let value = try? JSONValue.parse(json) else { return false }
        return TransitionRequest.isRequest(value)
    }

    /// Whether `json` looks like a scene: an object with `items` or `width` and neither `from` nor `change`.
    static func isScene(_ json: [UInt8]) -> Bool {
        guard case .object(let members)? = try? JSONValue.parse(json) else { return false }
        let keys = Set(members.map(\.key))
        return (keys.contains("items") || keys.contains("width")) && !keys.contains("from")
            && !keys.contains("change")
    }

    /// The hint added to a transition request's errors in `layout` (`nil` for a document that is not one).
    static func requestHint(_ json: [UInt8]) -> InputProblem? {
        guard isTransitionRequest(json) else { return nil }
        return InputProblem(
            message: "this is a transition request (it has 'change'), not a scene: give it to 'navbar transition' "
                + "or 'navbar render'")
    }

    /// The hint added to a scene's errors in `transition` (`nil` for a document that does not look like one).
    static func sceneHint(_ json: [UInt8]) -> InputProblem? {
        guard isScene(json) else { return nil }
        return InputProblem(
            message: "this is a scene, not a transition request (which has 'from' and 'change'): lay it out with "
                + "'navbar layout', or make it the request's 'from'")
    }
}
