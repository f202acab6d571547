import NavigationBarLayout

/// Stacks of one or two items with titles of `m`s, for exact widths with `FixedAdvanceMeasurer`.
extension SceneGenerator {
    /// A random item of any kind named `id`.
    public static func item(_ rng: inout SplitMix64, id: String) -> BarButtonItem {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: .system(SystemItem.allCases.randomElement(using: &rng)!, id: id)
        case 1: .image(Size(width: Double.random(in: 10...30, using: &rng).rounded(), height: 20), id: id)
        case 2: .customView(Size(width: quarters(in: 20...90, &rng), height: quarters(in: 20...30, &rng)), id: id)
        case 3: .fixed(Double(Int.random(in: 0...30, using: &rng)), id: id)
        case 4: .flexible(id: id)
        case 5: .text(title(&rng, max: 12), style: .done, id: id)
        default: .text(title(&rng, max: 10), id: id)
        }
    }

    /// A random number in `range` that is a whole number of quarter points (off the grid at scales 1 and 3).
    public static func quarters(in range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double {
        (Double.random(in: range, using: &rng) * 4).rounded() / 4
    }

    /// A random bar width in `range` with two decimal places, mostly off the pixel grid.
    public static func fractionalWidth(in range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double {
        (Double.random(in: range, using: &rng) * 100).rounded() / 100
    }

    /// A title of 1 to `max` `m`s.
    public static func title(_ rng: inout SplitMix64, max: Int) -> String {
        String(repeating: "m", count: Int.random(in: 1...max, using: &rng))
    }

    /// A stack of a back item and a top item (or the top item alone) with items of every kind.
    public static func items(_ rng: inout SplitMix64) -> [NavigationItem] {
        var back = NavigationItem(title: Bool.random(using: &rng) ? title(&rng, max: 20) : nil)
        if Int.random(in: 0..<4, using: &rng) == 0 { back.backBarButtonItem = .text(title(&rng, max: 8)) }
        var top = NavigationItem(title: Bool.random(using: &rng) ? title(&rng, max: 30) : nil)
        top.leftBarButtonItems = (0..<Int.random(in: 0...3, using: &rng)).map { item(&rng, id: "l\($0)") }
        top.rightBarButtonItems = (0..<Int.random(in: 0...4, using: &rng)).map { item(&rng, id: "r\($0)") }
        top.leftItemsSupplementBackButton = Bool.random(using: &rng)
        top.hidesBackButton = Int.random(in: 0..<5, using: &rng) == 0
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let width = Double(Int.random(in: 40...200, using: &rng))
            top.titleView = TitleView(
                width: width, height: 30, minimumWidth: (width * Double.random(in: 0.3...1, using: &rng)).rounded(),
                resizable: Bool.random(using: &rng))
        }
        if Int.random(in: 0..<6, using: &rng) == 0 { top.prompt = title(&rng, max: 40) }
        return Int.random(in: 0..<5, using: &rng) == 0 ? [top] : [back, top]
    }

    /// A stack as `items(_:)` makes it; with `backButtonKeys`, its back item
    /// sometimes sets `backButtonTitle` (`m`s or empty) and `backButtonDisplayMode`.
    ///
    /// The back-button draws come after those of `items(_:)`, so its stacks stay as they were.
    public static func items(_ rng: inout SplitMix64, backButtonKeys: Bool) -> [NavigationItem] {
        var stack = items(&rng)
        guard backButtonKeys, stack.count == 2 else { return stack }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: stack[0].backButtonTitle = ""
        case 1, 2: stack[0].backButtonTitle = title(&rng, max: 20)
        default: break
        }
        stack[0].backButtonDisplayMode = BackButtonDisplayMode.allCases.randomElement(using: &rng)!
        return stack
    }
}
