import FuzzSupport
import NavigationBarLayout
import TextMetrics

// fuzz-transition: a transition request's bytes, optionally followed by a NUL byte and a metrics profile's
// bytes → TransitionRequest.decode (and MetricsProfile.decode) → the transition, with the profile's
// choreography (curves, springs, fade windows) when one is given, else with the profile the request names →
// samples at the ends, in between, just inside the ends and at the request's own progress values, each of
// them finite (frames, heights, alphas). Text is measured with the real TextMeasurer, as `navbar transition`
// measures it.

/// The measurer `navbar transition` makes.
let measurer = TextMeasurer(library: .shared)

/// Progress values every transition is sampled at: the ends, just inside them, in between, and outside
/// [0, 1] (clamped by `sample(at:)`).
let fixedProgress: [Double] = [0, 1, 1e-9, 0.1, 0.25, 0.5, 0.75, 0.9, 1 - 1e-9, -1, 2, .infinity, -.infinity]

/// The most of a request's own progress values sampled (a request may ask for 10,000 frames).
let requestProgressLimit = 64

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzDriver.bytes(data, size)
    let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    guard let request = try? TransitionRequest.decode(json: Array(parts[0])) else { return 0 }
    let transition: BarTransition
    if parts.count == 2 {
        guard let profile = try? MetricsProfile.decode(json: Array(parts[1])),
            let made = try? request.transition(profile: profile, measurer: measurer)
        else { return 0 }
        transition = made
    } else {
        guard let made = try? request.transition(measurer: measurer) else { return 0 }
        transition = made
    }
    var progress = fixedProgress
    let own = request.progressValues
    let stride = max(1, own.count / requestProgressLimit)
    progress += Swift.stride(from: 0, to: own.count, by: stride).map { own[$0] }
    for value in progress {
        check(transition.sample(at: value), at: value)
    }
    _ = transition.transitionText(progress: [0, 0.5, 1])
    return 0
}

/// Requires every number of `sample` to be finite.
func check(_ sample: TransitionSample, at progress: Double) {
    let place = "the sample at \(progress)"
    FuzzCheck.require(sample.progress.isFinite, "\(place) has progress \(sample.progress)")
    FuzzCheck.require(sample.height.isFinite, "\(place) has height \(sample.height)")
    check(sample.contentFrame, "\(place): contentFrame")
    if let frame = sample.backgroundFrame { check(frame, "\(place): backgroundFrame") }
    for element in sample.elements {
        let name = "\(place): \(element.name)"
        check(element.frame, "\(name).frame")
        if let frame = element.textFrame { check(frame, "\(name).textFrame") }
        if let frame = element.image { check(frame, "\(name).image") }
        FuzzCheck.require(element.alpha.isFinite, "\(name).alpha is \(element.alpha)")
    }
}

/// Requires the four numbers of `frame` to be finite.
func check(_ frame: Frame, _ name: @autoclosure () -> String) {
    FuzzCheck.require(
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
        "\(name()) is \(frame)")
}

FuzzDriver.run(testOneInput)
