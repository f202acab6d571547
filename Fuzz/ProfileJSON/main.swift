import FuzzSupport
import NavigationBarLayout
import TextMetrics

// fuzz-profile: profile JSON bytes → MetricsProfile.decode → the profile's own JSON decodes again,
// and a few scenes (a back button, bar button items, a prompt, right to left) lay out with it,
// measured with FixedAdvanceMeasurer, into finite, non-negative frames.

/// Scenes exercising most profile values: back title forms, items of every kind, a prompt, compact metrics.
let scenes: [Scene] = [
    #"{"width":375,"items":[{"title":"Inbox"},{"title":"Message","prompt":"Prompt","rightBarButtonItems":[{"systemItem":"done"},{"title":"Edit","style":"plain"}]}]}"#,
    #"{"width":320,"metrics":"compact","layoutDirection":"rightToLeft","scale":3,"items":[{"title":"A long back title"},{"title":"Title","leftBarButtonItems":[{"image":{"width":24,"height":24}},{"flexibleSpace":true},{"fixedSpace":10}]}]}"#,
].compactMap { try? Scene.decode(json: $0) }
precondition(scenes.count == 2, "a built-in scene of fuzz-profile does not decode")

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let profile = try? MetricsProfile.decode(json: FuzzDriver.bytes(data, size)) else { return 0 }
    let encoded = profile.encodeJSON(pretty: false)
    FuzzCheck.require((try? MetricsProfile.decode(json: encoded)) != nil, "the encoded profile does not decode")
    for scene in scenes {
        guard let geometry = try? BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer()) else {
            continue
        }
        FuzzCheck.geometryJSON(geometry.jsonString(pretty: false))
    }
    return 0
}

FuzzDriver.run(testOneInput)
