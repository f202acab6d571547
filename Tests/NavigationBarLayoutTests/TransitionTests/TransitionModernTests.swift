import SceneGenerators
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// The ios17 choreography, the background frame through a transition (L16), and generated ios17 pairs and
/// requests written and read back (T7, T9).
@Suite struct TransitionModernTests {
    typealias F = TransitionFixture

    @Test func ios17PushIsTheIos7PushWithTheFirstChevronEnteringFromTwiceItsWidth() throws {
        let ios7 = try #require(try F.profile("ios7").transitions)
        let ios17 = try #require(try F.profile("ios17").transitions)
        #expect(ios17.push.duration == 0.5 && ios17.push.curve == ios7.push.curve)
        // L70: and the search bar's tracks, which ios7 lacks.
        var crossFade = ios17.crossFade
        crossFade.tracks.removeAll { $0.role == .search }
        #expect(crossFade == ios7.crossFade)
        let enters = try #require(ios17.push.tracks.first { $0.role == .backIndicator && $0.change == .enters })
        #expect(enters.offset == .slide(barWidths: 0, points: 26))
        #expect(enters.fade == FadeWindow(0.4, 1))
        // T12: and the tracks of the large title and the iOS 16 groups, which ios7 lacks.
        let modern: [TransitionRole] = [.largeTitle, .centerItem, .representative, .overflowButton, .search]
        let others = ios17.push.tracks.filter {
            !($0.role == .backIndicator && $0.change == .enters) && !modern.contains($0.role)
        }
        #expect(others == ios7.push.tracks.filter { !($0.role == .backIndicator && $0.change == .enters) })
        let large = ios17.push.tracks.filter { $0.role == .largeTitle }
        #expect(large.map(\.change) == [.becomes, .leaves, .enters])
        #expect(
            large[0].into == .backTitle && large[0].fade == FadeWindow(0, 0.6) && large[0].fadeIn == FadeWindow(0.4, 1))
        #expect(large[1].offset == .slide(barWidths: 0.25, points: 0) && large[1].fade == FadeWindow(0, 0.4))
        #expect(large[2].offset == .slide(barWidths: 1, points: 0) && large[2].fade == FadeWindow(0.3, 1))

        let (scene, message) = F.inbox(width: 390, profile: "ios17")
        let transition = try F.transition(scene, .push(message))
        let end = try #require(F.element(transition.sample(at: 1), "to:back.indicator")).frame
        let early = try #require(F.element(transition.sample(at: 0.05), "to:back.indicator")).frame
        #expect(early.x > end.x && early.x <= end.x + 26)
        #expect(F.element(transition.sample(at: 0.3), "to:back.indicator")?.alpha == 0)
    }

    @Test func theBackgroundFrameIsCarriedThroughAndFollowsTheBarsHeight() throws {
        var scene = Scene(
            width: 844, metrics: .default, scale: 3, profile: "ios17",
            items: [NavigationItem(title: "Inbox")], safeAreaInsets: SafeAreaInsets(left: 47, right: 47))
        scene.items[0].rightBarButtonItem = .system(.compose, id: "compose")
        let transition = try F.transition(scene, .setPrompt("Choose a folder"))
        let start = try #require(transition.from.bar.format1BackgroundFrame)
        let end = try #require(transition.to.bar.format1BackgroundFrame)
        #expect(transition.sample(at: 0).format1BackgroundFrame == start)
        #expect(transition.sample(at: 1).format1BackgroundFrame == end)
        #expect(end.height > start.height)
        var previous = start.height
        for sample in transition.samples(count: 11) {
            let frame = try #require(sample.format1BackgroundFrame)
            #expect(frame.x == start.x && frame.width == start.width && frame.y == start.y)
            #expect(frame.height >= previous && frame.height == sample.height)
            previous = frame.height
        }
        let ios7 = try F.transition(
            Scene(width: 320, profile: "ios7", items: [NavigationItem(title: "A")]), .setPrompt("B"))
        #expect(ios7.samples(count: 3).allSatisfy { $0.format1BackgroundFrame == nil })
    }

    /// Generated scenes moved onto the ios17 profile, with symmetric safe-area insets on every other one.
    static func ios17Scenes(count: Int) -> [Scene] {
        GeneratedScenes.scenes(count: count).enumerated().map { index, scene in
            var moved = scene
            moved.profile = "ios17"
            if index.isMultiple(of: 2), moved.width >= 320 {
                moved.safeAreaInsets = SafeAreaInsets(left: 44, right: 44)
            }
            return moved
        }
    }

    @Test func t7Ios17GeneratedPairsStartAndEndOnTheSolvedGeometriesWithTheirBackgrounds() throws {
        var generator = SplitMix64(state: 23)
        let profile = try F.profile("ios17")
        var pairs = 0
        for scene in Self.ios17Scenes(count: 150) {
            for change in TransitionEndpointTests.changes(of: scene, using: &generator) {
                let transition = try BarTransition.make(
                    from: scene, change: change, profile: profile, measurer: F.measurer)
                let start = transition.sample(at: 0)
                let end = transition.sample(at: 1)
                // T7: node for node, the large title, groups and backgrounds included.
                #expect(start.nodes == transition.from.displayList.nodes)
                #expect(end.nodes == transition.to.displayList.nodes)
                #expect(start.format1BackgroundFrame == transition.from.bar.format1BackgroundFrame)
                #expect(end.format1BackgroundFrame == transition.to.bar.format1BackgroundFrame)
                #expect(start.contentFrame == transition.from.bar.contentFrame)
                #expect(end.contentFrame == transition.to.bar.contentFrame)
                pairs += 1
            }
        }
        #expect(pairs >= 1000)
    }

    @Test func t9Ios17RightToLeftWithInsetsIsTheMirrorAtEveryProgress() throws {
        var generator = SplitMix64(state: 29)
        let profile = try F.profile("ios17")
        for scene in Self.ios17Scenes(count: 40) {
            for change in TransitionEndpointTests.changes(of: scene, using: &generator) {
                var ltr = scene
                ltr.layoutDirection = .leftToRight
                var rtl = scene
                rtl.layoutDirection = .rightToLeft
                let a = try BarTransition.make(from: ltr, change: change, profile: profile, measurer: F.measurer)
                let b = try BarTransition.make(from: rtl, change: change, profile: profile, measurer: F.measurer)
                let width = PixelGridWidth.of(a.from)
                for step in 0...8 {
                    let t = Double(step) / 8
                    let left = a.sample(at: t)
                    let right = b.sample(at: t)
                    #expect(left.lanes.map(\.name) == right.lanes.map(\.name))
                    #expect(left.format1BackgroundFrame == right.format1BackgroundFrame)
                    for (l, r) in zip(left.lanes, right.lanes) {
                        #expect(abs(r.frame.x - (width - l.frame.maxX)) < 1e-9, "\(r.name) at \(t)")
                        #expect(
                            abs(r.frame.width - l.frame.width) < 1e-9 && abs(r.frame.height - l.frame.height) < 1e-9
                                && r.frame.y == l.frame.y && r.alpha == l.alpha, "\(r.name) at \(t)")
                    }
                }
            }
        }
    }

    @Test func generatedRequestsWrittenAndReadBackMakeTheSameTransition() throws {
        var generator = SplitMix64(state: 31)
        var pairs = 0
        for scene in GeneratedScenes.scenes(count: 150) + Self.ios17Scenes(count: 40) {
            for change in TransitionEndpointTests.changes(of: scene, using: &generator) {
                let request = TransitionRequest(from: scene, change: change, sampling: .frames(3))
                let read = try TransitionRequest.decode(json: request.encodeJSON(pretty: false))
                let original = try request.transition(measurer: F.measurer)
                let again = try read.transition(measurer: F.measurer)
                #expect(again.kind == original.kind)
                #expect(read.samples(of: again) == request.samples(of: original))
                #expect(
                    again.jsonString(sampling: .frames(3), pretty: false)
                        == original.jsonString(sampling: .frames(3), pretty: false))
                pairs += 1
            }
        }
        #expect(pairs >= 1000)
    }
}

/// The width a right-to-left bar mirrors across: the bar's width rounded to the pixel grid (L13).
enum PixelGridWidth {
    static func of(_ geometry: BarGeometry) -> Double {
        (geometry.bar.width * geometry.bar.scale).rounded() / geometry.bar.scale
    }
}
