import FuzzSupport
import NavigationBarLayout
import TextMetrics

// fuzz-scene: scene JSON bytes → Scene.decode → BarLayout.solve with FixedAdvanceMeasurer and with
// the real TextMeasurer (bundled and system fonts). A scene that decodes must encode to JSON that
// decodes to the same encoding, and every geometry must read back and have finite, non-negative frames.

/// The real measurer, shared by every input as the CLI shares it.
let realMeasurer = TextMeasurer(library: .shared)
/// The exact test double.
let fixedMeasurer = FixedAdvanceMeasurer()

/// The profile a scene names when it is bundled; the default otherwise (profile files are fuzz-profile's).
func profile(for scene: Scene) -> MetricsProfile? {
    let name = scene.profile.nameOrPath
    return try? ProfileLibrary.bundled(
        ProfileLibrary.bundledNames.contains(name) ? name : ProfileReference.default.nameOrPath)
}

/// Lays `scene` out with `measurer` and checks the geometry it gives, if any.
func layOut(_ scene: Scene, profile: MetricsProfile, measurer: some TextMeasuring) {
    guard let geometry = try? BarLayout.solve(scene, profile: profile, measurer: measurer) else { return }
    let json = geometry.jsonString(pretty: false)
    FuzzCheck.geometryJSON(json)
    FuzzCheck.require((try? BarGeometry(json: json)) != nil, "geometry JSON does not read back: \(json.prefix(300))")
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let scene = try? Scene.decode(json: FuzzDriver.bytes(data, size)) else { return 0 }
    let encoded = scene.encodeJSON(pretty: false)
    let again = try? Scene.decode(json: encoded)
    FuzzCheck.require(again != nil, "the encoded scene does not decode: \(encoded.prefix(300))")
    FuzzCheck.require(
        again?.encodeJSON(pretty: false) == encoded, "the scene does not round-trip: \(encoded.prefix(300))")
    guard let profile = profile(for: scene) else { return 0 }
    layOut(scene, profile: profile, measurer: fixedMeasurer)
    layOut(scene, profile: profile, measurer: realMeasurer)
    return 0
}

FuzzDriver.run(testOneInput)
