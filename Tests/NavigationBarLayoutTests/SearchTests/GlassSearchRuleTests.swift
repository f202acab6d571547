import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L79, L80: the iOS 26 search placements under the glass profiles, and what `ios17` makes of them.
@Suite struct GlassSearchRuleTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)

    /// The geometry of an inbox with a search controller at `placement` under `profile` on `idiom`.
    func solve(
        _ placement: String?, profile: String = "ios26", idiom: String = "phone", width: Double = 390,
        style: String = "navigator"
    ) throws -> BarGeometry {
        let chosen = placement.map { #", "preferredSearchBarPlacement": "\#($0)""# } ?? ""
        let json = """
            {"width": \(width), "profile": "\(profile)", "userInterfaceIdiom": "\(idiom)", "items": [{"title": "Inbox",
            "style": "\(style)", "rightBarButtonItem": {"id": "compose", "systemItem": "compose"},
            "searchController": {}\(chosen)}]}
            """
        return try BarLayout.solve(Scene.decode(json: json), measurer: measurer)
    }

    @Test(arguments: [nil, "integrated", "integratedButton", "integratedCentered"])
    func l79OnIPhoneSearchLeavesTheBarForTheToolbar(placement: String?) throws {
        let geometry = try solve(placement)
        let search = try #require(geometry.search)
        #expect(search.placement == .toolbar && !search.isInBar)
        #expect(search.field == Frame(x: 0, y: 0, width: 0, height: 0))
        #expect(geometry.bar.height == 54)
        let kinds = Set(geometry.displayList.nodes.map(\.kind))
        #expect(kinds.isDisjoint(with: [.searchField, .searchMagnifier, .searchPlaceholder, .searchText]))
        #expect(geometry.glass?.capsules.map(\.items).contains(["searchField"]) == false)
    }

    @Test func l79RightToLeftKeepsTheToolbarReportAtTheOrigin() throws {
        let json = """
            {"width": 390, "profile": "ios26", "layoutDirection": "rightToLeft", "items": [{"title": "Inbox",
            "searchController": {}}]}
            """
        let geometry = try BarLayout.solve(Scene.decode(json: json), measurer: measurer)
        #expect(geometry.search?.field == Frame(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func l79Ios17ReadsTheIntegratedPlacementsAsAutomatic() throws {
        for placement in ["integrated", "integratedButton", "integratedCentered"] {
            let geometry = try solve(placement, profile: "ios17")
            #expect(geometry.search?.placement == .stacked, "\(placement)")
            #expect(geometry == (try solve(nil, profile: "ios17")), "\(placement)")
        }
        #expect(try solve("integrated", profile: "ios17", idiom: "pad", width: 1024).search?.placement == .inline)
    }

    @Test func l79ToolbarIsNotAPlacementASceneMayChoose() throws {
        #expect(throws: (any Error).self) {
            try Scene.decode(
                json: #"{"width": 390, "items": [{"searchController": {}, "preferredSearchBarPlacement": "toolbar"}]}"#)
        }
    }

    @Test func l80OnIPadIntegratedIsAGlassFieldAtTheTrailingMargin() throws {
        let geometry = try solve(nil, idiom: "pad", width: 1024)
        let search = try #require(geometry.search)
        #expect(search.placement == .integrated)
        #expect(search.field.maxX == 1004 && search.field.width == 200 && search.field.height == 44)
        #expect(search.cornerRadius == 22)
        let capsule = try #require(geometry.glass?.capsules.first { $0.items == ["searchField"] })
        #expect(capsule.frame == search.field)
        let compose = try #require(geometry.rightItems.first?.frame)
        #expect(compose.maxX <= search.field.x)
    }

    @Test func l80IntegratedButtonIsACircleWithTheMagnifierAlone() throws {
        let geometry = try solve("integratedButton", idiom: "pad", width: 1024)
        let search = try #require(geometry.search)
        #expect(search.field == Frame(x: 960, y: 5, width: 44, height: 44))
        #expect(search.magnifier.midX == search.field.midX && search.magnifier.midY == search.field.midY)
        let kinds = geometry.displayList.nodes.map(\.kind)
        #expect(kinds.contains(.searchMagnifier))
        #expect(!kinds.contains(.searchPlaceholder) && !kinds.contains(.searchText))
    }

    @Test func l80IntegratedCenteredCentresTheFieldBesideALeadingTitle() throws {
        let browser = try solve("integratedCentered", idiom: "pad", width: 1024, style: "browser")
        let field = try #require(browser.search?.field)
        #expect(browser.search?.placement == .integratedCentered)
        #expect(field.midX == 512 && field.width == 200)
        let navigator = try solve("integratedCentered", idiom: "pad", width: 1024)
        #expect(navigator.search?.placement == .integrated)
        #expect(navigator.search?.field.maxX == 1004)
    }

    @Test func l80IntegratedCenteredKeepsItsScopeBarRow() throws {
        let json = """
            {"width": 1024, "profile": "ios26", "userInterfaceIdiom": "pad", "items": [{"title": "Inbox",
            "style": "browser", "preferredSearchBarPlacement": "integratedCentered",
            "searchController": {"scopeButtonTitles": ["All", "Unread"], "showsScopeBar": true}}]}
            """
        let geometry = try BarLayout.solve(Scene.decode(json: json), measurer: measurer)
        let scope = try #require(geometry.search?.scopeBar)
        #expect(geometry.bar.height == 54 + 44)
        #expect(scope.rowFrame.maxY == geometry.bar.height)
    }

    @Test func l75UnderGlassCancelIsACircleWithAnX() throws {
        for (profile, direction) in [("ios26", "leftToRight"), ("ios27", "rightToLeft"), ("ios17", "leftToRight")] {
            let json = #"""
                {"width": 390, "profile": "\#(profile)", "layoutDirection": "\#(direction)", "items": [{"title": "Inbox",
                 "preferredSearchBarPlacement": "stacked", "searchController": {"isActive": true}}]}
                """#
            let geometry = try BarLayout.solve(Scene.decode(json: json), measurer: measurer)
            let search = try #require(geometry.search)
            let node = try #require(geometry.displayList.nodes.first { $0.key.kind == .searchCancel })
            guard profile != "ios17" else {
                // Without `cancelDiameter` Cancel is its title.
                #expect(search.cancelButton == nil)
                #expect(search.cancel?.text == "Cancel")
                continue
            }
            let button = try #require(search.cancelButton, "\(profile)")
            #expect(search.cancel == nil)
            #expect(button.width == 44 && button.height == 44)
            #expect(abs(button.midY - search.field.midY) < 0.5)
            let rightToLeft = direction == "rightToLeft"
            // On the trailing margin (16), the field ending the gap (11) before it.
            #expect(rightToLeft ? button.minX == 16 : button.maxX == 390 - 16, "\(profile): \(button)")
            #expect(rightToLeft ? search.field.minX == button.maxX + 11 : search.field.maxX == button.minX - 11)
            #expect(node.content == .symbol("xmark"))
            #expect(node.frame == button)
            #expect(node.imageFrame == Frame(x: button.midX - 11, y: button.midY - 11, width: 22, height: 22))
            let capsule = try #require(geometry.glass?.capsules.first { $0.key.description == "capsule.searchCancel" })
            #expect(capsule.frame == button)
            #expect(capsule.items == ["searchCancel"])
        }
    }
}
