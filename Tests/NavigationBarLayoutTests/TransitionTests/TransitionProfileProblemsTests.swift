import Foundation
import NavigationBarLayout
import Testing

/// `MetricsProfile.problems()` checks the `transitions` section with the rules its reader uses, with paths.
@Suite struct TransitionProfileProblemsTests {
    @Test func bundledProfilesHaveNoProblems() throws {
        for name in ProfileLibrary.bundledNames {
            #expect(try ProfileLibrary.bundled(name).problems() == [], "\(name)")
        }
    }

    @Test func aProfileBuiltInSwiftWithBadTransitionsNamesEachValue() throws {
        var profile = try ProfileLibrary.bundled("ios7")
        var choreography = try #require(profile.transitions)
        choreography.push.duration = 0
        choreography.crossFade.duration = .infinity
        choreography.push.curve = .cubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
        choreography.crossFade.curve = .spring(mass: 0, stiffness: 1, damping: 1, duration: 1)
        choreography.push.tracks[0].fade = FadeWindow(0.8, 0.2)
        choreography.push.tracks[0].fadeIn = FadeWindow(-0.1, 1)
        choreography.push.tracks[1].curve = .threePointCubic(
            a1: .init(0, 0), b1: .init(0, 0), midpoint: .init(1, 0.5), a2: .init(1, 1), b2: .init(1, 1))
        profile.transitions = choreography
        #expect(
            profile.problems().map(\.description) == [
                "transitions.push.duration: must be a number greater than 0 and at most 3600",
                "transitions.push.curve: x1 and x2 must be from 0 to 1",
                "transitions.push.tracks[0].fade: start must not be after end",
                "transitions.push.tracks[0].fadeIn[0]: must be a number from 0 to 1",
                "transitions.push.tracks[1].curve: the midpoint must lie strictly inside the unit square",
                "transitions.crossFade.duration: must be a number greater than 0 and at most 3600",
                "transitions.crossFade.curve.spring.mass: must be a number greater than 0 and at most 1000000000",
            ])
    }

    @Test func theSolverLeavesTransitionsToTheTransitionWhichRefusesThem() throws {
        var profile = try TransitionFixture.profile()
        var choreography = try #require(profile.transitions)
        choreography.push.duration = 0
        profile.transitions = choreography
        let (scene, message) = TransitionFixture.inbox()
        // The solver reads no choreography, so it lays the bar out (and skips checking it on every solve).
        let geometry = try BarLayout.solve(scene, profile: profile, measurer: TransitionFixture.measurer)
        #expect(geometry.title?.text == "Inbox")
        let error = #expect(throws: BarTransitionError.self) {
            try BarTransition.make(
                from: scene, change: .push(message), profile: profile, measurer: TransitionFixture.measurer)
        }
        guard case .layout(.invalidProfile(let name, let problems)) = error else {
            Issue.record("expected the profile's problems, got \(String(describing: error))")
            return
        }
        #expect(name == "ios7")
        #expect(
            problems.map(\.description) == [
                "transitions.push.duration: must be a number greater than 0 and at most 3600"
            ]
        )
    }

    @Test func theReaderRefusesAZeroDurationWithTheSameMessage() throws {
        var json = try ProfileLibrary.bundled("ios7").jsonValue
        guard case .object(var members) = json, let index = members.firstIndex(where: { $0.key == "transitions" })
        else { return }
        let text = JSONWriter.string(members[index].value, pretty: false)
            .replacingOccurrences(of: #""duration":0.5"#, with: #""duration":0"#)
        members[index] = JSONValue.Member("transitions", try JSONValue.parse(Array(text.utf8)))
        json = .object(members)
        let error = #expect(throws: JSONDecodingError.self) {
            try MetricsProfile.decode(json: JSONWriter.string(json, pretty: false))
        }
        #expect(
            error?.problems.map(\.description) == [
                "transitions.push.duration: must be a number greater than 0 and at most 3600"
            ])
    }
}
