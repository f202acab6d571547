import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// Every successful layout has finite numbers and frames of non-negative size, as the geometry
/// schema requires, for any scene within the limits of `SceneRule`.
@Suite struct FiniteGeometryTests {
    /// The numeric problems of a geometry: non-finite numbers and negative `width` or `height`, by path.
    static func numericProblems(_ value: JSONValue, path: String = "") -> [String] {
        switch value {
        case .number(let number):
            guard number.isFinite else { return ["\(path): \(number)"] }
            let key = path.split(separator: ".").last
            return (key == "width" || key == "height") && number < 0 ? ["\(path): \(number)"] : []
        case .array(let elements):
            return elements.enumerated().flatMap { numericProblems($1, path: "\(path)[\($0)]") }
        case .object(let members):
            return members.flatMap { numericProblems($0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)") }
        case .null, .bool, .string:
            return []
        }
    }

    /// Titles that are narrow or empty when measured: zero-width marks, an empty string, a space.
    static let narrowTitles = [String(repeating: "\u{200F}", count: 10), "", " ", "\u{200B}\u{200B}", "i"]

    /// A generated scene with numbers pushed to the ends of their ranges.
    static func extreme(_ base: Scene, using g: inout SplitMix64) -> Scene {
        var scene = base
        let length = SceneRule.maximumLength
        func pick<T>(_ values: [T]) -> T { values.randomElement(using: &g)! }
        scene.width = pick([0.5, 1, 20, 320, 375.25, Scene.maximumWidth])
        scene.scale = pick([1, 2, 3, 10])
        var appearance = Appearance()
        for metrics in BarMetrics.allCases where Bool.random(using: &g) {
            appearance.titleTextAttributes.values[metrics] = TextAttributes(
                size: pick([0, 0.001, 17, TextStyle.maximumSize]),
                tracking: pick([-TextStyle.maximumTracking, -0.41, 0, TextStyle.maximumTracking]))
            appearance.titleVerticalPositionAdjustment.values[metrics] = pick([-length, 0, 2, length])
            appearance.backButtonTitlePositionAdjustment.values[metrics] = Offset(
                horizontal: pick([-length, 0, length]), vertical: pick([-length, 0, length]))
            appearance.backButtonBackgroundInsets.values[metrics] = EdgeInsets(
                top: pick([-length, -20, 0, length]), leading: pick([-length, -30, 0, length]),
                bottom: pick([-length, -20, 0, length]), trailing: pick([-length, -30, 0, length]))
            appearance.backIndicatorSize.values[metrics] = Size(
                width: pick([0, 13, length]), height: pick([0, length]))
        }
        scene.appearance = appearance
        for index in scene.items.indices {
            if Bool.random(using: &g) { scene.items[index].title = pick(narrowTitles) }
            if Int.random(in: 0..<4, using: &g) == 0 {
                let width = pick([0, 40, length])
                scene.items[index].titleView = TitleView(
                    width: width, height: pick([0, length]), minimumWidth: pick([0, width]),
                    resizable: Bool.random(using: &g))
            }
            for side in 0..<2 {
                var buttons = side == 0 ? scene.items[index].leftBarButtonItems : scene.items[index].rightBarButtonItems
                for b in buttons.indices where Bool.random(using: &g) {
                    switch Int.random(in: 0..<4, using: &g) {
                    case 0:
                        buttons[b].content = .customView(Size(width: pick([0, length]), height: pick([0, length])))
                    case 1: buttons[b].content = .fixedSpace(pick([0, length]))
                    case 2: buttons[b].content = .image(Size(width: pick([0, length]), height: pick([0, length])))
                    default: buttons[b].title = pick(narrowTitles)
                    }
                    buttons[b].id = nil
                    buttons[b].titlePositionAdjustment = Offset(
                        horizontal: pick([-length, 0, length]), vertical: pick([-length, 0, length]))
                }
                if side == 0 {
                    scene.items[index].leftBarButtonItems = buttons
                } else {
                    scene.items[index].rightBarButtonItems = buttons
                }
            }
        }
        return scene
    }

    /// Lays out `count` extreme scenes with `measurer`, expecting no problems and finite, non-negative geometry.
    static func check(count: Int, seed: UInt64, measurer: some TextMeasuring) throws {
        var generator = SplitMix64(state: seed)
        var failures = 0
        for _ in 0..<count {
            let scene = extreme(SceneGenerator.scene(using: &generator), using: &generator)
            #expect(scene.problems() == [])
            let geometry = try BarLayout.solve(scene, measurer: measurer)
            let problems = numericProblems(geometry.jsonValue)
            if !problems.isEmpty, failures < 5 {
                failures += 1
                Issue.record("\(problems.prefix(4)) for \(scene.encodeJSON(pretty: false))")
            }
        }
    }

    @Test func extremeScenesGiveFiniteGeometryWithFixedAdvances() throws {
        try Self.check(count: 3000, seed: 15, measurer: FixedAdvanceMeasurer())
    }

    @Test func extremeScenesGiveFiniteGeometryWithRealFonts() throws {
        try Self.check(count: 300, seed: 16, measurer: TextMeasurer())
    }
}
