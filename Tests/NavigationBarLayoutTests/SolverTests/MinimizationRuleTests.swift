import JSONFormat
import NavigationBarLayout
import Testing
import TextMetrics

/// L81: `navigationBarMinimization` (iOS 27) and whether the bar is minimized at the scene's scroll offset.
struct MinimizationRuleTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)

    /// The geometry of an iPhone scene under `profile`, scrolled `offset`, whose top item sets `minimization` (a
    /// JSON object) and, when `search`, a search controller.
    func solve(_ minimization: String, offset: Double, profile: String = "ios27", search: Bool = false) throws
        -> BarGeometry
    {
        let searchKey = search ? #", "searchController": {}"# : ""
        return try BarLayout.solve(
            Scene.decode(
                json: #"""
                    {"width": 390, "profile": "\#(profile)", "scrollOffset": \#(offset), "items": [{"title": "Inbox",
                     "navigationBarMinimization": \#(minimization)\#(searchKey)}]}
                    """#),
            measurer: measurer)
    }

    @Test func l81OnScrollDownMinimizesPastTheScrollEdgeOnly() throws {
        let behaviour = #"{"minimizationBehavior": "onScrollDown"}"#
        #expect(try solve(behaviour, offset: 40).minimization?.minimized == true)
        #expect(try solve(behaviour, offset: 0.5).minimization?.minimized == true)
        #expect(try solve(behaviour, offset: 0).minimization?.minimized == false)
        #expect(try solve(behaviour, offset: -30).minimization?.minimized == false)
        let atEdge = #"{"minimizationBehavior": "onScrollDown", "restorationBehavior": "atScrollEdge"}"#
        #expect(try solve(atEdge, offset: 40).minimization?.configuration.restoration == .atScrollEdge)
        #expect(try solve(atEdge, offset: 0).minimization?.minimized == false)
    }

    @Test func l81NeverAndOnScrollUpAreNotMinimizedScrollingDown() throws {
        for behaviour in ["never", "onScrollUp"] {
            let geometry = try solve(#"{"minimizationBehavior": "\#(behaviour)"}"#, offset: 40)
            #expect(geometry.minimization?.minimized == false, "\(behaviour)")
            #expect(geometry.minimization?.configuration.behavior.rawValue == behaviour)
        }
    }

    @Test func l81AutomaticMinimizesWhereTheSearchIsInTheToolbar() throws {
        let withSearch = try solve("{}", offset: 40, search: true)
        #expect(withSearch.search?.placement == .toolbar)
        #expect(withSearch.minimization?.minimized == true)
        #expect(try solve("{}", offset: 40).minimization?.minimized == false)
        #expect(try solve("{}", offset: 0, search: true).minimization?.minimized == false)
    }

    @Test func l81TheFramesAreThoseOfTheBarAtRest() throws {
        // Apple publishes no minimized geometry: the key changes what is reported, not where things are.
        let minimized = try solve(#"{"minimizationBehavior": "onScrollDown"}"#, offset: 40)
        let never = try solve(#"{"minimizationBehavior": "never"}"#, offset: 40)
        #expect(minimized.displayList == never.displayList)
        #expect(minimized.bar == never.bar)
    }

    @Test func l81Ios26IgnoresTheKey() throws {
        let geometry = try solve(#"{"minimizationBehavior": "onScrollDown"}"#, offset: 40, profile: "ios26")
        #expect(geometry.minimization == nil)
        let scene = try Scene.decode(
            json: #"""
                {"width": 390, "profile": "ios26",
                 "items": [{"navigationBarMinimization": {"minimizationBehavior": "never"}}]}
                """#)
        #expect(scene.glassKeysUsed == ["navigationBarMinimization"])
    }

    @Test func l81FormatTwoWritesAndReadsTheMinimization() throws {
        let geometry = try solve(#"{"minimizationBehavior": "onScrollDown"}"#, offset: 40)
        let text = geometry.jsonString(format: .version2)
        guard case .object(let members) = try JSONValue.parse(Array(text.utf8)) else {
            Issue.record("not an object")
            return
        }
        let expected: JSONValue = .object([
            JSONValue.Member("minimizationBehavior", .string("onScrollDown")),
            JSONValue.Member("minimized", .bool(true)),
            JSONValue.Member("restorationBehavior", .string("automatic")),
        ])
        #expect(members.first { $0.key == "minimization" }?.value == expected)
        #expect(try BarGeometry(json: text).minimization == geometry.minimization)
        let plain = try BarLayout.solve(
            Scene.decode(json: #"{"width": 390, "items": [{"title": "Inbox"}]}"#), measurer: measurer)
        guard case .object(let plainMembers) = try JSONValue.parse(Array(plain.jsonString(format: .version2).utf8))
        else { return }
        #expect(plainMembers.first { $0.key == "minimization" }?.value == .null)
    }

    @Test func l81AnUnknownBehaviourIsRefusedWithASuggestion() throws {
        do {
            _ = try solve(#"{"minimizationBehavior": "onScrolDown"}"#, offset: 0)
            Issue.record("an unknown behaviour was read")
        } catch {
            #expect(String(describing: error).contains("items[0].navigationBarMinimization.minimizationBehavior"))
            #expect(String(describing: error).contains("onScrollDown"))
        }
    }

    @Test func l81TheSceneKeyRoundTrips() throws {
        var item = NavigationItem(title: "Inbox")
        item.navigationBarMinimization = BarMinimization(behavior: .onScrollUp, restoration: .atScrollEdge)
        item.subtitle = "3 unread"
        let scene = Scene(width: 390, items: [item])
        let read = try Scene.decode(json: JSONWriter.string(scene.jsonValue))
        #expect(read.items.first?.navigationBarMinimization == item.navigationBarMinimization)
        #expect(read.items.first?.subtitle == "3 unread")
        item.navigationBarMinimization = nil
        #expect(item.subtitle == "3 unread")
        #expect(item.navigationBarMinimization == nil)
    }
}
