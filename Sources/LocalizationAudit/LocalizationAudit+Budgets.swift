import NavigationBarLayout
import TextMetrics

/// How much room one string has on one device: the width its element gets and about how many characters of
/// each locale fit in it.
public struct AuditBudget: Hashable, Sendable {
    /// The string key.
    public var key: String
    /// The screen whose element shows it.
    public var screen: String
    /// The element: `title`, `back`, `prompt`, `leftBarButtonItems[0]`, `rightBarButtonItems[0]`.
    public var element: String
    /// Where it was laid out.
    public var place: AuditPlace
    /// The widest text that fits, in points, over the locales.
    public var width: Double
    /// About how many characters fit, per locale: the most characters of the locale's own text (repeated or cut)
    /// that the element shows whole without another element of the bar getting a problem it did not have.
    public var characters: [String: Int]

    /// Creates a budget.
    ///
    /// - Parameters:
    ///   - key: The string key.
    ///   - screen: The screen.
    ///   - element: The element.
    ///   - place: Where it was laid out.
    ///   - width: The widest text that fits, in points.
    ///   - characters: About how many characters fit, per locale.
    public init(
        key: String, screen: String, element: String, place: AuditPlace, width: Double, characters: [String: Int]
    ) {
        self.key = key
        self.screen = screen
        self.element = element
        self.place = place
        self.width = width
        self.characters = characters
    }
}

extension LocalizationAudit {
    /// The budget of each string key of each screen's title, back title, prompt and left and right items, on each
    /// device and orientation of `matrix` (at its first text size): the room translators have.
    ///
    /// Found by laying the bar out with the locale's own text repeated or cut to more or fewer characters until
    /// the element shows the longest one whole.
    ///
    /// - Parameters:
    ///   - screens: The screens.
    ///   - strings: The translations.
    ///   - matrix: The locales, devices and orientations.
    ///   - options: The profile.
    /// - Returns: The budgets, by screen, element and place.
    /// - Throws: `AuditError` as `run` does.
    public static func budgets(
        screens: AuditScreens, strings: any AuditStrings, matrix: AuditMatrix, options: Options = Options()
    ) throws(AuditError) -> [AuditBudget] {
        var sized = matrix
        sized.categories = Array(matrix.categories.prefix(1))
        let plan = try AuditPlan(screens: screens, strings: strings, matrix: sized, options: options)
        let measurer = TextMeasurer()
        var budgets: [String: AuditBudget] = [:]
        var order: [String] = []
        // A budget is per key: the main plans, with every element judged (a variation's plan is the same bar).
        for (planIndex, var screenPlan) in plan.plans.enumerated() where screenPlan.reported == nil {
            screenPlan.varied = []
            for (element, text) in screenPlan.texts.sorted(by: { $0.key < $1.key }) {
                guard let key = text.key, !text.text.isEmpty, Self.canResize(element),
                    !screenPlan.unmeasurable.contains(element)
                else { continue }
                for (placeIndex, (place, _, _)) in plan.places.enumerated() {
                    let (_, _, scene) = plan.bar(planIndex * plan.places.count + placeIndex)
                    let fit = Self.longestFit(
                        of: text.text, element: element, scene: scene, plan: screenPlan, place: place,
                        measurer: measurer)
                    let id = "\(screenPlan.screen)\u{0}\(element)\u{0}\(placeIndex)"
                    if budgets[id] == nil {
                        order.append(id)
                        budgets[id] = AuditBudget(
                            key: key, screen: screenPlan.screen, element: element, place: place, width: 0,
                            characters: [:])
                    }
                    budgets[id]!.width = max(budgets[id]!.width, fit.width)
                    budgets[id]!.characters[screenPlan.locale] = fit.characters
                }
            }
        }
        return order.compactMap { budgets[$0] }
    }

    /// Whether the budget of `element` is found by changing its text.
    static func canResize(_ element: String) -> Bool {
        ["title", "back", "prompt"].contains(element) || element.hasPrefix("leftBarButtonItems[")
            || element.hasPrefix("rightBarButtonItems[")
    }

    /// The most characters of `text` (repeated or cut) the element shows whole, and that text's width.
    static func longestFit(
        of text: String, element: String, scene: Scene, plan: ScreenPlan, place: AuditPlace,
        measurer: TextMeasurer
    ) -> (characters: Int, width: Double) {
        let characters = Array(text)
        func sample(_ count: Int) -> String { String((0..<count).map { characters[$0 % characters.count] }) }
        func problems(_ scene: Scene) -> (Set<String>, BarGeometry)? {
            guard let geometry = try? BarLayout.solve(scene, profile: plan.profile, measurer: measurer) else {
                return nil
            }
            return (Set(plan.findings(of: geometry, at: place).map { "\($0.element) \($0.kind.rawValue)" }), geometry)
        }
        // The text fits while it is shown whole and nothing else on the bar gets a problem it did not have.
        let before = problems(scene)?.0.filter { !$0.hasPrefix(element + " ") } ?? []
        func width(_ count: Int) -> Double? {
            var changed = scene
            set(sample(count), element: element, in: &changed)
            guard let (found, geometry) = problems(changed), found.isSubset(of: before) else { return nil }
            return shownWidth(element, geometry)
        }
        var low = 0
        var lowWidth = 0.0
        var high = max(8, characters.count * 2)
        while let fits = width(high), high < 4096 {
            low = high
            lowWidth = fits
            high *= 2
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if let fits = width(middle) {
                low = middle
                lowWidth = fits
            } else {
                high = middle
            }
        }
        return (low, lowWidth)
    }

    /// `text` put in the element of `scene`.
    static func set(_ text: String, element: String, in scene: inout Scene) {
        let top = scene.items.count - 1
        switch element {
        case "title": scene.items[top].title = text
        case "prompt": scene.items[top].prompt = text
        case "back":
            guard top > 0 else { return }
            if scene.items[top - 1].backButtonTitle != nil {
                scene.items[top - 1].backButtonTitle = text
            } else {
                scene.items[top - 1].title = text
            }
        default:
            let left = element.hasPrefix("left")
            guard let open = element.firstIndex(of: "["), let close = element.firstIndex(of: "]"),
                let index = Int(element[element.index(after: open)..<close])
            else { return }
            var items = left ? scene.items[top].leftBarButtonItems : scene.items[top].rightBarButtonItems
            guard items.indices.contains(index) else { return }
            items[index].title = text
            if left {
                scene.items[top].leftBarButtonItems = items
            } else {
                scene.items[top].rightBarButtonItems = items
            }
        }
    }

    /// The width of the element's text in `geometry`.
    static func shownWidth(_ element: String, _ geometry: BarGeometry) -> Double {
        switch element {
        case "title": return geometry.largeTitle?.line.frame.width ?? geometry.title?.frame?.width ?? 0
        case "prompt": return geometry.prompt?.frame.width ?? 0
        case "back": return geometry.backButton?.title?.frame.width ?? 0
        default:
            let items = geometry.leftItems + geometry.rightItems + (geometry.itemGroups?.groups.flatMap(\.items) ?? [])
            return items.first { $0.id == element }?.title?.frame.width ?? 0
        }
    }
}

extension AuditBudget {
    /// The budget as an object of `navbar audit --budgets`' JSON.
    public var jsonValue: JSONValue {
        .members([
            ("key", .string(key)),
            ("screen", .string(screen)),
            ("element", .string(element)),
            ("device", .string(place.device)),
            ("orientation", .string(place.orientation.rawValue)),
            ("contentSizeCategory", .string(place.contentSizeCategory.rawValue)),
            ("width", .number((width * 10).rounded() / 10)),
            ("characters", .members(characters.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })),
        ])
    }
}
