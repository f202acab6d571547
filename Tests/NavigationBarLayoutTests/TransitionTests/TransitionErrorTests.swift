import NavigationBarLayout
import Testing
import TextMetrics

/// Impossible changes get the seed's error (seed 001), never a crash or a partial transition.
@Suite struct TransitionErrorTests {
    typealias F = TransitionFixture

    @Test func popOfTheOnlyItemIsNothingToPopTo() throws {
        let scene = Scene(width: 320, items: [NavigationItem(title: "Inbox")])
        #expect(throws: BarTransitionError.change(.nothingToPopTo(title: "Inbox"))) {
            try F.transition(scene, .pop)
        }
        #expect(throws: BarTransitionError.change(.nothingToPopTo(title: nil))) {
            try F.transition(Scene(width: 320, items: []), .pop)
        }
        let message = BarTransitionError.change(.nothingToPopTo(title: "Inbox")).description
        #expect(message.contains("cannot pop navigation item \"Inbox\""))
    }

    @Test func pushOfAnItemAlreadyOnTheStackIsItemAlreadyOnStack() throws {
        let inbox = NavigationItem(title: "Inbox")
        let scene = Scene(width: 320, items: [inbox, NavigationItem(title: "Message")])
        #expect(throws: BarTransitionError.change(.itemAlreadyOnStack(title: "Inbox"))) {
            try F.transition(scene, .push(inbox))
        }
        #expect(throws: BarTransitionError.change(.itemAlreadyOnStack(title: "Inbox"))) {
            try F.transition(scene, .setItems([inbox, inbox]))
        }
    }

    @Test func anInPlaceChangeOfAnEmptyStackIsEmptyStack() {
        #expect(throws: BarTransitionError.change(.emptyStack)) {
            try F.transition(Scene(width: 320, items: []), .setTitle("Inbox"))
        }
    }

    @Test func aSceneTheSolverRejectsIsALayoutError() throws {
        let scene = Scene(width: -1, items: [NavigationItem(title: "Inbox")])
        let error = #expect(throws: BarTransitionError.self) {
            try F.transition(scene, .push(NavigationItem(title: "Message")))
        }
        guard case .layout(.invalidScene(let problems))? = error else {
            Issue.record("expected an invalid scene, got \(String(describing: error))")
            return
        }
        #expect(problems.map(\.path).contains("width"))
    }

    @Test func progressOutsideTheUnitIntervalIsClamped() throws {
        let (scene, message) = F.inbox()
        let transition = try F.transition(scene, .push(message))
        #expect(transition.sample(at: -3).lanes == transition.sample(at: 0).lanes)
        #expect(transition.sample(at: 7).lanes == transition.sample(at: 1).lanes)
    }
}
