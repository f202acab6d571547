import Testing

@testable import NavigationBarLayout

/// Runs `body` with the shared appearance proxy set to `shared`, then resets it.
///
/// The reset comes at once, so that other suites see the change for as
/// short a time as possible.
func withSharedAppearance<T>(_ shared: Appearance, _ body: () throws -> T) rethrows -> T {
    AppearanceProxy.shared.update { $0 = shared }
    defer { AppearanceProxy.shared.reset() }
    return try body()
}

/// Seed 001: the appearance proxy, a bar's own appearance, and the scene.
///
/// "You can customize the appearance of all navigation bars using the
/// appearance proxy ([UINavigationBar appearance]), or just of a single
/// bar"; values are given per bar metrics.
@Suite("seed 001: the appearance proxy and a bar's own appearance", .serialized)
struct AppearanceTests {
    let proxyTitle = TextAttributes(family: "Helvetica", size: 20)
    let barTitle = TextAttributes(size: 16)

    @Test("seed 001: a bar's own value replaces the shared one only for the metrics it is given for")
    func overlayIsPerMetrics() {
        let shared = Appearance(
            titleTextAttributes: PerMetrics([.default: proxyTitle]),
            titleVerticalPositionAdjustment: PerMetrics([.default: 2, .compact: 1]),
            backIndicatorSize: PerMetrics(all: Size(width: 13, height: 21)))
        let own = Appearance(
            titleVerticalPositionAdjustment: PerMetrics([.compact: -3]),
            backButtonBackgroundInsets: PerMetrics([.compactPrompt: EdgeInsets(leading: 4)]))
        let effective = shared.overlaid(by: own)
        #expect(effective.titleTextAttributes[.compact] == proxyTitle)
        #expect(effective.titleVerticalPositionAdjustment[.default] == 2)
        #expect(effective.titleVerticalPositionAdjustment[.compact] == -3)
        #expect(effective.titleVerticalPositionAdjustment[.compactPrompt] == -3)
        #expect(effective.titleVerticalPositionAdjustment[.defaultPrompt] == 2)
        #expect(effective.backButtonBackgroundInsets[.compactPrompt] == EdgeInsets(leading: 4))
        #expect(effective.backButtonBackgroundInsets[.default] == nil)
        #expect(effective.backIndicatorSize[.defaultPrompt] == Size(width: 13, height: 21))
        #expect(effective.backButtonTitlePositionAdjustment.isEmpty)
    }

    @Test("seed 001: the proxy's update changes the appearance; reset clears it")
    func proxyUpdateAndReset() {
        let proxy = AppearanceProxy()
        #expect(proxy.appearance == Appearance())
        proxy.update { $0.titleVerticalPositionAdjustment = PerMetrics(all: 3) }
        proxy.update { $0.backIndicatorSize.values[.compact] = Size(width: 10, height: 16) }
        #expect(proxy.appearance.titleVerticalPositionAdjustment[.compactPrompt] == 3)
        #expect(proxy.appearance.backIndicatorSize[.compactPrompt] == Size(width: 10, height: 16))
        proxy.reset()
        #expect(proxy.appearance == Appearance())
    }

    @Test("seed 001: a new bar's effective appearance is the shared appearance")
    func effectiveIsSharedByDefault() {
        let bar = NavigationBar()
        let (effective, shared) = withSharedAppearance(Appearance(titleTextAttributes: PerMetrics(all: proxyTitle))) {
            (bar.effectiveAppearance, AppearanceProxy.shared.appearance)
        }
        #expect(effective == shared)
        #expect(effective.titleTextAttributes[.compactPrompt] == proxyTitle)
        #expect(AppearanceProxy.shared.appearance == Appearance())
    }

    @Test("seed 001: the proxy's values are used unless the bar sets a value for those metrics")
    func effectiveAppearanceOverlaysBar() {
        let bar = NavigationBar()
        bar.appearance.titleTextAttributes = PerMetrics([.compact: barTitle])
        let effective = withSharedAppearance(
            Appearance(
                titleTextAttributes: PerMetrics([.default: proxyTitle]),
                titleVerticalPositionAdjustment: PerMetrics(all: 2))
        ) { bar.effectiveAppearance }
        #expect(effective.titleTextAttributes[.default] == proxyTitle)
        #expect(effective.titleTextAttributes[.defaultPrompt] == proxyTitle)
        #expect(effective.titleTextAttributes[.compact] == barTitle)
        #expect(effective.titleTextAttributes[.compactPrompt] == barTitle)
        #expect(effective.titleVerticalPositionAdjustment[.compact] == 2)
        // After the reset only the bar's own value is left.
        #expect(bar.effectiveAppearance == bar.appearance)
    }

    @Test("seed 001: scene(...) carries the items, the effective appearance and the bar's look")
    func sceneCarriesBar() throws {
        let bar = NavigationBar()
        let note = NavigationItem(title: "Note", rightBarButtonItems: [.system(.add)])
        let edit = NavigationItem(title: "Edit", leftBarButtonItems: [.text("Back", style: .bordered)])
        try bar.setItems([note, edit], animated: false)
        bar.barStyle = .black
        bar.tintColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        bar.isTranslucent = false
        bar.appearance.titleVerticalPositionAdjustment = PerMetrics([.compact: -1])
        let scene = withSharedAppearance(Appearance(titleVerticalPositionAdjustment: PerMetrics(all: 2))) {
            bar.scene(width: 480, metrics: .compact, layoutDirection: .rightToLeft, scale: 3, profile: "ios6")
        }
        #expect(scene.width == 480)
        #expect(scene.metrics == .compact)
        #expect(scene.layoutDirection == .rightToLeft)
        #expect(scene.scale == 3)
        #expect(scene.profile == "ios6")
        #expect(scene.items.map(\.identity) == [note.identity, edit.identity])
        #expect(scene.barStyle == .black)
        #expect(scene.tintColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(scene.translucent == false)
        #expect(scene.appearance.titleVerticalPositionAdjustment.values == [.default: 2, .compact: -1])
    }

    @Test("seed 001: scene(...) defaults: default metrics, left to right, scale 2, no profile, translucent")
    func sceneDefaults() {
        let bar = NavigationBar()
        let scene = bar.scene(width: 320)
        #expect(scene.metrics == .default)
        #expect(scene.layoutDirection == .leftToRight)
        #expect(scene.scale == 2)
        #expect(scene.profile == .default)
        #expect(scene.items.isEmpty)
        #expect(scene.barStyle == .default)
        #expect(scene.tintColor == nil)
        #expect(scene.translucent)
        #expect(scene.appearance == Appearance())
    }
}
