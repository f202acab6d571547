import Foundation
import NavigationBarLayout
import Testing

/// The `transitions` object of profiles (`docs/PROFILES.md`, "Transitions").
@Suite struct TransitionProfileTests {
    @Test func bundledProfilesCarryTheirChoreography() throws {
        let ios7 = try #require(try ProfileLibrary.bundled("ios7").transitions)
        #expect(ios7.push.duration == 0.5 && ios7.push.curve == .fastEaseInToSlowEaseOut)
        let becomes = try #require(ios7.push.tracks.first { $0.change == .becomes })
        #expect(becomes.role == .title && becomes.into == .backTitle)
        #expect(becomes.fade == FadeWindow(0, 0.7) && becomes.fadeIn == FadeWindow(0.3, 1))
        #expect(ios7.crossFade.curve == .easeInOut)
        let ios6 = try #require(try ProfileLibrary.bundled("ios6").transitions)
        #expect(ios6.push.tracks.allSatisfy { $0.change == .leaves || $0.change == .enters })
        #expect(ios6.push.tracks.allSatisfy { $0.fade == nil })
    }

    @Test func aProfileWithoutTransitionsLoadsAndCrossFades() throws {
        var json = try ProfileLibrary.bundled("ios7").jsonValue
        guard case .object(let members) = json else { return }
        json = .object(members.filter { $0.key != "transitions" })
        let profile = try MetricsProfile.decode(json: JSONWriter.string(json, pretty: false))
        #expect(profile.transitions == nil)
        let scene = Scene(width: 320, items: [NavigationItem(title: "Inbox")])
        let transition = try BarTransition.make(
            from: scene, change: .push(NavigationItem(title: "Message")), profile: profile,
            measurer: TransitionFixture.measurer)
        #expect(transition.duration == TransitionChoreography.fallback.push.duration)
        #expect(TransitionFixture.element(transition.sample(at: 0.5), "from:title")?.alpha == 0.5)
    }

    @Test func userProfilesInFixturesStillLoad() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fixtures/profiles").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files {
            _ = try ProfileLibrary.load(path: folder.appendingPathComponent(file).path)
        }
    }

    @Test func theChoreographyRoundTripsThroughJSON() throws {
        for name in ["ios7", "ios6"] {
            let profile = try ProfileLibrary.bundled(name)
            let decoded = try MetricsProfile.decode(json: profile.encodeJSON())
            #expect(decoded.transitions == profile.transitions)
        }
        let spring = TimingCurve.spring(mass: 3, stiffness: 1000, damping: 500, duration: 0.5)
        var profile = try ProfileLibrary.bundled("ios7")
        profile.transitions?.push.curve = spring
        #expect(try MetricsProfile.decode(json: profile.encodeJSON()).transitions?.push.curve == spring)
    }

    @Test func badChoreographiesNameTheField() throws {
        var json = try ProfileLibrary.bundled("ios7").encodeJSON(pretty: false)
        json = json.replacingOccurrences(of: "\"curve\":\"easeInOut\"", with: "\"curve\":\"easeInOu\"")
        json = json.replacingOccurrences(of: "\"fade\":[0,0.7]", with: "\"fade\":[0.7,0]")
        let error = #expect(throws: JSONDecodingError.self) { try MetricsProfile.decode(json: json) }
        let messages = error?.problems.map { "\($0.path): \($0.message)" } ?? []
        #expect(
            messages.contains {
                $0.hasPrefix("transitions.crossFade.curve: unknown curve 'easeInOu'; did you mean 'easeInOut'?")
            })
        #expect(messages.contains("transitions.push.tracks[0].fade: start must not be after end"))
    }
}
