import BenchmarkSupport
import Foundation
import NavigationBarLayout
import TextMetrics

// BarTransitionBenchmark: the cost of sampling a bar transition at one progress, once both bars are solved.
//
// The bar is typical: a back button, a title and two items a side (ios7, 375 wide, real fonts), pushed
// onto a stack of two. A renderer samples at 60–120 frames a second; the goal is well under 10 µs a
// sample. Reported in CPU time (getrusage, user + system) per sample, with the ratio to one solve of
// the same bar measured in the same run (warm shaping cache), and building the transition.

/// The CPU microseconds per call of `body`, the best of 5 runs of `count` calls.
func microseconds(count: Int, _ body: (Int) -> Void) -> Double { perCall(count: count, body).microseconds }

let root = NavigationItem(title: "Mailboxes")
var inbox = NavigationItem(title: "Inbox", leftItemsSupplementBackButton: true)
inbox.leftBarButtonItems = [.system(.search, id: "search"), .system(.bookmarks, id: "marks")]
inbox.rightBarButtonItems = [.system(.compose, id: "compose"), .text("Edit", id: "edit")]
var message = NavigationItem(title: "Message", leftItemsSupplementBackButton: true)
message.leftBarButtonItems = [.system(.search, id: "search"), .system(.bookmarks, id: "marks")]
message.rightBarButtonItems = [.system(.reply, id: "reply"), .system(.trash, id: "trash")]
let scene = Scene(width: 375, items: [root, inbox])
let profile = try ProfileLibrary.bundled("ios7")
let measurer = TextMeasurer()

let transition = try BarTransition.make(from: scene, change: .push(message), profile: profile, measurer: measurer)
let after = try scene.applying(.push(message)).scene
print("BarTransitionBenchmark: push of \"Message\" onto Mailboxes › Inbox, ios7, 375 wide, 2 items a side")
print("  elements per sample: \(transition.sample(at: 0.5).lanes.count)")

// `--print` prints the elements at five moments instead of timing (to look at the choreography).
if CommandLine.arguments.contains("--print") {
    for t in [0, 0.25, 0.5, 0.75, 1.0] {
        print("t=\(t)  height=\(transition.sample(at: t).height)")
        for element in transition.sample(at: t).lanes {
            let f = element.frame
            let text = element.node.text.map { " \"\($0.text)\"" } ?? ""
            let style = element.node.text?.style.map { " \($0.size)pt \($0.weight.rawValue)" } ?? ""
            print(
                "  \(element.name.padding(toLength: 20, withPad: " ", startingAt: 0)) alpha=\(format(element.alpha, 2))"
                    + " x=\(f.x) y=\(f.y) w=\(f.width) h=\(f.height)\(text)\(style)")
        }
    }
    exit(0)
}

let samples = 200_000
var sink = 0.0
let perSample = microseconds(count: samples) { index in
    let sample = transition.sample(at: Double(index % 1000) / 999)
    sink += sample.lanes[0].alpha
}
let perEndSample = microseconds(count: samples) { index in
    let sample = transition.sample(at: Double(index & 1))
    sink += sample.lanes[0].alpha
}
let perSolve = microseconds(count: 20_000) { _ in
    let geometry = try! BarLayout.solve(after, profile: profile, measurer: measurer)
    sink += geometry.bar.height
}
let (from, to) = (transition.from, transition.to)
let perBuild = microseconds(count: 20_000) { _ in
    let built = BarTransition(from: from, to: to, kind: .push, choreography: profile.transitions!)
    sink += built.duration
}
print("  sample:     \(format(perSample, 2)) µs CPU per sample (goal: well under 10)")
print("  at 0 or 1: \(format(perEndSample, 2)) µs CPU per sample (no movement to compute: copying the elements)")
print("  baseline:   \(format(perSolve, 2)) µs CPU per solve of the new bar (warm shaping cache)")
print("  build:      \(format(perBuild, 2)) µs CPU to build the transition from the two geometries")
print("  ratio:      a sample costs \(format(perSample / perSolve, 3))x a solve")
if sink.isNaN { print(sink) }
