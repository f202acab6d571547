import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// Properties of every transition: continuity, the pixel grid, right to left, interruption (T2, T5, T8, T9).
@Suite struct TransitionInvariantTests {
    typealias F = TransitionFixture

    /// Generated transitions: every change of `TransitionEndpointTests` of the first `count` generated scenes.
    static func transitions(count: Int, direction: LayoutDirection? = nil) throws -> [BarTransition] {
        var generator = SplitMix64(state: 17)
        var result: [BarTransition] = []
        for var scene in GeneratedScenes.scenes(count: count) {
            if let direction { scene.layoutDirection = direction }
            let profile = try ProfileLibrary.resolve(scene.profile)
            for change in TransitionEndpointTests.changes(of: scene, using: &generator) {
                result.append(
                    try BarTransition.make(from: scene, change: change, profile: profile, measurer: F.measurer))
            }
        }
        return result
    }

    @Test func t8ContinuityNoFrameJumpsMoreThanItsMotionAllowsAndNoAlphaJumps() throws {
        let steps = 200
        let dt = 1 / Double(steps)
        for transition in try Self.transitions(count: 60) {
            let samples = transition.samples(count: steps + 1)
            let first = samples[0].lanes
            let last = samples[steps].lanes
            let pixel = 1 / transition.from.bar.scale
            let width = transition.from.bar.width
            for index in first.indices {
                let a = first[index].frame
                let b = last[index].frame
                // The fastest bundled curve rises at most about 2.8 × time; allow 4, and one pixel of rounding.
                let allowedX = 4 * dt * max(abs(b.minX - a.minX), abs(b.maxX - a.maxX)) + pixel + 1e-9
                let allowedY = 4 * dt * max(abs(b.minY - a.minY), abs(b.maxY - a.maxY)) + pixel + 1e-9
                for step in 1...steps {
                    let before = samples[step - 1].lanes[index]
                    let after = samples[step].lanes[index]
                    #expect(before.name == after.name)
                    let p = before.frame
                    let q = after.frame
                    #expect(abs(q.minX - p.minX) <= allowedX && abs(q.maxX - p.maxX) <= allowedX, "\(after.name)")
                    #expect(abs(q.minY - p.minY) <= allowedY && abs(q.maxY - p.maxY) <= allowedY, "\(after.name)")
                    // Fade windows are at least 0.2 long; a jump is allowed only off the bar (ios6 slides).
                    let offBar = q.maxX <= 0 || q.minX >= width || p.maxX <= 0 || p.minX >= width
                    #expect(abs(after.alpha - before.alpha) <= dt / 0.2 + 1e-9 || offBar, "\(after.name)")
                }
            }
        }
    }

    @Test func t8FramesAreOnThePixelGridAtEveryProgressAndAlphasAreNotRounded() throws {
        var sawFractionalAlpha = false
        for transition in try Self.transitions(count: 40) {
            let scale = transition.from.bar.scale
            for sample in transition.samples(count: 17) {
                for element in sample.lanes {
                    for frame in [element.frame, element.textFrame, element.image] {
                        guard let frame else { continue }
                        for edge in [frame.minX, frame.maxX, frame.minY, frame.maxY] {
                            let pixels = edge * scale
                            #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(element.name) at \(sample.progress)")
                        }
                    }
                    if element.alpha > 0 && element.alpha < 1 && element.alpha * 64 != (element.alpha * 64).rounded() {
                        sawFractionalAlpha = true
                    }
                }
            }
        }
        #expect(sawFractionalAlpha)
    }

    @Test func t9RightToLeftIsTheMirrorAtEveryProgress() throws {
        let ltr = try Self.transitions(count: 80, direction: .leftToRight)
        let rtl = try Self.transitions(count: 80, direction: .rightToLeft)
        #expect(ltr.count == rtl.count)
        for (a, b) in zip(ltr, rtl) {
            let width = a.from.bar.width
            for step in 0...10 {
                let t = Double(step) / 10
                let left = a.sample(at: t).lanes
                let right = b.sample(at: t).lanes
                #expect(left.map(\.name) == right.map(\.name))
                for (l, r) in zip(left, right) {
                    let mirrored = Frame(
                        x: width - l.frame.maxX, y: l.frame.y, width: l.frame.width,
                        height: l.frame.height)
                    let f = r.frame
                    #expect(
                        abs(f.x - mirrored.x) < 1e-9 && abs(f.width - mirrored.width) < 1e-9 && f.y == mirrored.y,
                        "\(r.name) at \(t): \(f) vs \(mirrored), scale \(a.from.bar.scale) width \(width) \(a.kind)")
                    #expect(l.alpha == r.alpha)
                    #expect(l.node.text?.text == r.node.text?.text)
                }
            }
        }
    }

    @Test func t5AnInterruptedInteractivePopReturnsExactlyToTheStart() throws {
        let (scene, change) = F.typical()
        guard case .push(let message) = change else {
            Issue.record("the typical change is no longer a push: \(change)")
            return
        }
        for direction in LayoutDirection.allCases {
            var pushed = scene
            pushed.items.append(message)
            pushed.layoutDirection = direction
            let pop = try F.transition(pushed, .pop)
            let start = pop.sample(at: 0)
            // A gesture drags to 0.62, hesitates, then lets go and the pop is cancelled back to 0.
            let path = [0.05, 0.2, 0.41, 0.62, 0.58, 0.6, 0.4, 0.17, 0.03, 0]
            var last = start
            for progress in path { last = pop.sample(at: progress) }
            #expect(last == start)
            #expect(last.nodes == pop.from.displayList.nodes)
        }
    }
}
