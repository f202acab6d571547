import Foundation
import JSONFormat
import SceneGenerators
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L40: the groups in the model and the scene format, their relation to the item arrays, and bad input.
@Suite struct ItemGroupModelTests {
    let share = BarButtonItem.text("Share", id: "share")
    let add = BarButtonItem.system(.add, id: "add")

    @Test func l40ItemArraysReadAsOneGroup() {
        var item = NavigationItem(title: "Doc", rightBarButtonItems: [share, add])
        #expect(item.trailingItemGroups == [BarButtonItemGroup(items: [share, add])])
        #expect(item.leadingItemGroups == [])
        #expect(!item.usesItemGroups)
        item.rightBarButtonItem = add
        #expect(item.trailingItemGroups == [BarButtonItemGroup(items: [add, share])])
    }

    @Test func l40GroupsReadAsTheirItemsAndItemsReplaceGroups() {
        var item = NavigationItem(title: "Doc")
        let format = BarButtonItem.text("Aa", id: "format")
        item.trailingItemGroups = [
            BarButtonItemGroup(items: [share], representativeItem: format), BarButtonItemGroup(items: [add]),
        ]
        #expect(item.rightBarButtonItems == [share, add])
        #expect(item.trailingItemGroups.count == 2)
        #expect(item.usesItemGroups)
        item.rightBarButtonItems = [add]
        #expect(item.trailingItemGroups == [BarButtonItemGroup(items: [add])])
        #expect(!item.usesItemGroups)
        item.leadingItemGroups = [BarButtonItemGroup(items: [share])]
        #expect(item.leftBarButtonItems == [share])
        item.leftBarButtonItem = nil
        #expect(item.leadingItemGroups == [])
    }

    @Test func l40GroupKeysRoundTripAndSidesKeepTheirForm() throws {
        let json = #"""
            {"width": 390, "profile": "ios17", "items": [{"title": "Doc", "style": "browser",
             "leftBarButtonItems": [{"id": "side", "systemItem": "organize"}],
             "trailingItemGroups": [{"items": [{"id": "a", "title": "A"}], "representativeItem": {"id": "r", "title": "R"},
               "isFixed": true}],
             "centerItemGroups": [{"items": [{"id": "c", "title": "C"}]}],
             "pinnedTrailingGroup": {"items": [{"id": "p", "systemItem": "done"}]},
             "additionalOverflowItems": [{"id": "print", "title": "Print"}],
             "customizationIdentifier": "doc"}]}
            """#
        let scene = try Scene.decode(json: json)
        let item = try #require(scene.items.first)
        #expect(item.style == .browser)
        #expect(item.customizationIdentifier == "doc")
        #expect(item.trailingItemGroups.first?.isFixed == true)
        #expect(item.trailingItemGroups.first?.representativeItem?.id == "r")
        #expect(item.leadingItemGroups.first?.items.first?.id == "side")
        let written = scene.encodeJSON()
        #expect(written.contains("\"leftBarButtonItems\""))
        #expect(!written.contains("\"leadingItemGroups\""))
        #expect(written.contains("\"trailingItemGroups\""))
        #expect(!written.contains("\"rightBarButtonItems\""))
        #expect(try Scene.decode(json: written) == scene)
    }

    /// The problems of a scene whose items are `items`.
    func problems(_ items: String) -> [String] {
        Scene.validate(json: #"{"width": 390, "profile": "ios17", "items": [\#(items)]}"#).map(\.description)
    }

    @Test func l40AnItemInTwoGroupsIsReportedAtItsSecondPlace() {
        let items = #"""
            {"title": "A"}, {"trailingItemGroups": [
              {"items": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "x", "title": "X"}]},
              {"items": [{"id": "x", "title": "X"}]}]}
            """#
        #expect(
            problems(items) == [
                "items[1].trailingItemGroups[1].items[0]: is the item at items[1].trailingItemGroups[0].items[2] "
                    + "already; a bar button item belongs to at most one group (as an item or as its representative "
                    + "item) or to additionalOverflowItems"
            ])
    }

    @Test func l40ARepresentativeItemInItsOwnGroupIsReported() {
        let items = #"""
            {"title": "A"}, {"trailingItemGroups": [
              {"items": [{"id": "a", "title": "A"}], "representativeItem": {"id": "a", "title": "A"}}]}
            """#
        #expect(
            problems(items) == [
                "items[1].trailingItemGroups[0].representativeItem: is the group's item at "
                    + "items[1].trailingItemGroups[0].items[0]; a representative item must be a separate item"
            ])
    }

    @Test func l40AGroupWithoutItemsAndAnUnknownStyleAreReported() {
        #expect(
            problems(#"{"leadingItemGroups": [{"items": [{"title": "A"}]}, {"items": []}]}"#) == [
                "items[0].leadingItemGroups[1].items: must hold at least one item"
            ])
        #expect(
            problems(#"{"style": "browsr"}"#) == [
                "items[0].style: 'browsr' is not one of: navigator, browser, editor; did you mean 'browser'?"
            ])
        #expect(
            problems(#"{"centerItemGroups": [{"representativeItem": {"title": "R"}}]}"#) == [
                "items[0].centerItemGroups[0].items: is required"
            ])
    }

    @Test func l40ASideIsItemsOrGroupsNotBoth() {
        #expect(
            problems(#"{"leftBarButtonItems": [{"title": "A"}], "leadingItemGroups": [{"items": [{"title": "B"}]}]}"#)
                == [
                    "items[0].leadingItemGroups: sets both 'leftBarButtonItems' and 'leadingItemGroups'; the groups "
                        + "replace the items, so give one"
                ])
    }

    @Test func l40AdditionalOverflowItemsCountAsAPlace() {
        let items = #"""
            {"trailingItemGroups": [{"items": [{"id": "a", "title": "A"}]}],
             "additionalOverflowItems": [{"id": "a", "title": "A"}]}
            """#
        #expect(problems(items).first?.hasPrefix("items[0].additionalOverflowItems[0]: is the item at") == true)
    }

    @Test func l40SwiftScenesAreCheckedByIdentity() {
        var item = NavigationItem(title: "A")
        item.trailingItemGroups = [BarButtonItemGroup(items: [share]), BarButtonItemGroup(items: [share])]
        let problems = Scene(width: 390, items: [item]).problems().map(\.path)
        #expect(problems == ["items[0].trailingItemGroups[1].items[0]"])
    }
}

/// The groups' geometry read back from its JSON.
@Suite struct ItemGroupGeometryJSONTests {
    @Test func geometryWithGroupsReadsBackTheSame() throws {
        for scene in SceneGenerator.groupShowcase {
            let geometry = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
            #expect(geometry.itemGroups != nil)
            // Format 1 reads back to the same geometry; format 2 to geometry that writes the same document.
            let text = geometry.jsonString(format: .version1)
            #expect(try BarGeometry(json: text) == geometry)
            #expect(try BarGeometry(json: text).jsonString(format: .version1) == text)
            let two = geometry.jsonString()
            #expect(try BarGeometry(json: two).jsonString() == two)
            #expect(try BarGeometry(json: two).itemGroups == geometry.itemGroups)
        }
    }

    @Test func aStateThatDisagreesWithTheItemIsReported() throws {
        let scene = try #require(SceneGenerator.groupShowcase.dropLast().last)  // a navigator bar at 320
        let text = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer()).jsonString(pretty: false)
        let broken = text.replacingOccurrences(of: #""state":"inOverflow""#, with: #""state":"displayed""#)
        #expect(broken != text)
        #expect(throws: JSONDecodingError.self) { try BarGeometry(json: broken) }
        do {
            _ = try BarGeometry(json: broken)
        } catch {
            let problems = error.problems.map(\.description)
            let message = "state: must be 'inOverflow' for an item with these 'displayed' and 'hiddenReason'"
            #expect(problems.contains { $0.hasSuffix(message) }, "\(problems)")
        }
    }
}
