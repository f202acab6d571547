import NavigationBarLayout

/// Scenes that combine every feature at once, for the property tests (issue 25).
///
/// One scene is made from one seed (`combinedScene(seed:)`), so a failing
/// case is reproduced from its seed alone. Each scene draws, independently:
/// a bundled profile, idiom, width from very narrow (4 points) to iPad, scale 1–3,
/// metrics, direction, safe-area insets, Dynamic Type category, the iOS 5–7
/// and iOS 13 appearances, large titles with every display mode down the
/// stack and scroll offsets (over-scroll included), a prompt, a title or
/// title view, a back item with its back-button keys (or, one time in 40, no item at all), and the top item's
/// items either as the item arrays or as iOS 16 groups (representatives,
/// fixed and pinned groups, centre groups, additional overflow items, a
/// style and a `customizationIdentifier`). Every item has its own `id`
/// (`l0`, `t3`, …), so items can be followed across bars. Two scenes in seven are drawn under `ios26` or
/// `ios27` with the iOS 26 and 27 keys (`SceneGenerator+CombinedGlass.swift`), from a stream of their own.
extension SceneGenerator {
    /// The scene made from `seed`: the same on every run.
    ///
    /// - Parameter seed: The seed; the property tests use consecutive seeds.
    /// - Returns: A valid scene (no `problems()`).
    public static func combinedScene(seed: UInt64) -> Scene {
        var rng = SplitMix64(state: seed)
        return combinedScene(using: &rng)
    }

    /// One scene combining features, drawn from `rng`.
    ///
    /// - Parameter rng: The random number generator.
    /// - Returns: A valid scene (no `problems()`).
    public static func combinedScene(using rng: inout SplitMix64) -> Scene {
        var glass = glassStream(of: rng)
        let profile: ProfileReference = ["ios17", "ios17", "ios17", "ios7", "ios6"].randomElement(using: &rng)!
        let idiom: UserInterfaceIdiom = Int.random(in: 0..<4, using: &rng) == 0 ? .pad : .phone
        let width = combinedWidth(idiom: idiom, &rng)
        var scene = Scene(
            width: width, metrics: Int.random(in: 0..<4, using: &rng) == 0 ? .compact : .default,
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
            scale: [1, 2, 3].randomElement(using: &rng)!, profile: profile,
            items: Int.random(in: 0..<40, using: &rng) == 0
                ? [] : combinedStack(groups: Int.random(in: 0..<5, using: &rng) < 3, &rng),
            userInterfaceIdiom: idiom)
        scene.safeAreaInsets = safeAreaInsets(width: width, &rng)
        if Bool.random(using: &rng) {
            scene.contentSizeCategory = ContentSizeCategory.allCases.randomElement(using: &rng)!
        }
        if Int.random(in: 0..<3, using: &rng) > 0 {
            scene.prefersLargeTitles = true
            scene.scrollOffset = scrollOffset(&rng)
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { scene.appearance = legacyAppearance(&rng) }
        if Int.random(in: 0..<3, using: &rng) == 0 { scene.appearances = appearanceSlots(&rng) }
        if Int.random(in: 0..<7, using: &glass) >= 5 { makeGlass(&scene, &glass) }
        return scene
    }

    /// A bar width: mostly phone widths, sometimes very narrow (from 4), up to 1366 on an iPad; a quarter off the grid.
    static func combinedWidth(idiom: UserInterfaceIdiom, _ rng: inout SplitMix64) -> Double {
        let range: ClosedRange<Double> =
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: 4...200
            case 1: 414...932
            default: idiom == .pad ? 500...1366 : 280...430
            }
        let whole = Double.random(in: range, using: &rng).rounded()
        return Int.random(in: 0..<4, using: &rng) == 0 ? fractionalWidth(in: whole...(whole + 1), &rng) : whole
    }

    /// Safe-area insets: none most of the time, a landscape notch's 47 on both sides, or one side only.
    static func safeAreaInsets(width: Double, _ rng: inout SplitMix64) -> SafeAreaInsets {
        let insets: SafeAreaInsets =
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: SafeAreaInsets(left: 47, right: 47)
            case 1: SafeAreaInsets(left: Double(Int.random(in: 1...60, using: &rng)), right: 0)
            case 2: SafeAreaInsets(left: 0, right: quarters(in: 1...60, &rng))
            default: .zero
            }
        // Insets together must leave room (L16); a bar too narrow for them keeps none.
        return insets.left + insets.right < width / 2 ? insets : .zero
    }

    /// A scroll offset: at the top, scrolled part or all of the row away, or over-scrolled a little or a lot.
    static func scrollOffset(_ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: quarters(in: 0...60, &rng)
        case 1: quarters(in: 60...400, &rng)
        case 2: -quarters(in: 0...40, &rng)
        case 3: -quarters(in: 100...400, &rng)
        default: 0
        }
    }

    /// The iOS 5–7 appearance: a custom back indicator, title offsets and title attributes by metrics.
    static func legacyAppearance(_ rng: inout SplitMix64) -> Appearance {
        var appearance = Appearance()
        appearance.backIndicatorSize = PerMetrics([.default: Size(width: 10, height: 18)])
        appearance.titleVerticalPositionAdjustment = PerMetrics([.compact: -1.5, .defaultPrompt: 2])
        if Bool.random(using: &rng) {
            appearance.titleTextAttributes = PerMetrics(
                all: TextAttributes(size: Double(Int.random(in: 12...24, using: &rng)), tracking: 0.5))
        }
        return appearance
    }

    /// iOS 13 appearance slots with text attributes, title and button position adjustments.
    static func appearanceSlots(_ rng: inout SplitMix64) -> BarAppearanceSlots {
        func appearance() -> BarAppearance {
            var appearance = BarAppearance(
                background: BarBackgroundConfiguration.allCases.randomElement(using: &rng)!,
                backgroundColor: Color(red: 0.9, green: 0.9, blue: 1))
            if Bool.random(using: &rng) {
                appearance.titleTextAttributes = TextAttributes(size: Double(Int.random(in: 13...22, using: &rng)))
                appearance.largeTitleTextAttributes = TextAttributes(
                    size: Double(Int.random(in: 28...40, using: &rng)), tracking: 0.3)
            }
            if Bool.random(using: &rng) {
                appearance.titlePositionAdjustment = Offset(horizontal: 3, vertical: -2)
                appearance.buttonAppearance.titlePositionAdjustment = Offset(horizontal: 1, vertical: 1)
                appearance.doneButtonAppearance.titleTextAttributes = TextAttributes(weight: .bold)
            }
            return appearance
        }
        var slots = BarAppearanceSlots()
        for slot in AppearanceSlot.allCases where Bool.random(using: &rng) { slots[slot] = appearance() }
        return slots.isEmpty ? BarAppearanceSlots(standard: appearance()) : slots
    }
}
