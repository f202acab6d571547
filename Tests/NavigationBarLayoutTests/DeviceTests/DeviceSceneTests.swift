import JSONFormat
import NavigationBarLayout
import Testing

/// A scene's `device`, `orientation` and size classes: what a device sets, what the scene keeps, and the errors.
@Suite struct DeviceSceneTests {
    @Test func aDeviceSetsWidthScaleSafeAreaIdiomSizeClassesAndMetrics() throws {
        let scene = try Scene.decode(
            json: #"{"device": "iPhone 15 Pro", "orientation": "landscape", "profile": "ios17", "items": []}"#)
        #expect(scene.width == 852)
        #expect(scene.scale == 3)
        #expect(scene.safeAreaInsets == SafeAreaInsets(left: 59, right: 59))
        #expect(scene.userInterfaceIdiom == .phone)
        #expect(scene.metrics == .compact)
        #expect(scene.horizontalSizeClass == .compact)
        #expect(scene.verticalSizeClass == .compact)
        #expect(scene.device == "iPhone 15 Pro")
        #expect(scene.orientation == .landscape)
    }

    @Test func explicitSceneKeysWinOverTheDevice() throws {
        let scene = try Scene.decode(
            json: #"""
                {"device": "iPhone 15 Pro", "orientation": "landscape", "profile": "ios17", "width": 700,
                 "metrics": "default", "verticalSizeClass": "regular", "items": [{"title": "A"}]}
                """#)
        #expect(scene.width == 700)
        #expect(scene.metrics == .default)
        #expect(scene.verticalSizeClass == .regular)
        #expect(scene.scale == 3)
        #expect(scene.safeAreaInsets == SafeAreaInsets(left: 59, right: 59))
    }

    @Test func underIOS7TheDeviceSetsOnlyWidthScaleAndIdiom() throws {
        let scene = try Scene.decode(
            json: #"{"device": "iPhone 15 Pro", "orientation": "landscape", "profile": "ios7", "items": []}"#)
        #expect(scene.width == 852)
        #expect(scene.scale == 3)
        #expect(scene.safeAreaInsets == .zero)
        #expect(scene.metrics == .default)
        #expect(scene.horizontalSizeClass == nil)
        #expect(scene.deviceSetsOnlyLegacyKeys)
    }

    @Test func anUnknownDeviceSuggestsTheNearestName() {
        let problems = Scene.validate(json: #"{"device": "iPhone 15 Prp", "items": [{"title": "A"}]}"#)
        #expect(problems.map(\.path) == ["device"])
        #expect(problems.first?.message.contains("did you mean 'iPhone 15 Pro'?") == true)
    }

    @Test func anOrientationNeedsADeviceAndAWrongOneIsNamed() {
        let alone = Scene.validate(json: #"{"width": 320, "orientation": "landscape", "items": [{"title": "A"}]}"#)
        #expect(alone.map(\.path) == ["orientation"])
        let wrong = Scene.validate(json: #"{"device": "iPhone 15 Pro", "orientation": "sideways", "items": []}"#)
        #expect(wrong.map(\.path) == ["orientation"])
        let sizeClass = Scene.validate(json: #"{"width": 320, "verticalSizeClass": "tiny", "items": []}"#)
        #expect(sizeClass.map(\.path) == ["verticalSizeClass"])
    }

    @Test func aSceneWithADeviceRoundTrips() throws {
        let scene = try Scene.decode(
            json: #"""
                {"device": "iPad Pro 13-inch (M4)", "orientation": "landscape", "window": "1/3", "profile": "ios17",
                 "items": []}
                """#)
        #expect(scene.width == 375)
        #expect(scene.horizontalSizeClass == .compact)
        #expect(scene.userInterfaceIdiom == .pad)
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
    }
}
