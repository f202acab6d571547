import NavigationBarLayout
import Testing

@testable import NavigationBarRendering

/// `--debug`: the outlines come from the display list, so every kind of node drawn has one.
@Suite struct DebugOverlayTests {
    /// The names of the debug outlines of `fixture`'s picture.
    static func outlines(_ fixture: String) throws -> (names: Set<String>, list: DisplayList) {
        let geometry = try RenderingSupport.geometry(try RenderingSupport.fixture(fixture))
        let drawing = try RenderingSupport.renderer.drawing(geometry: geometry, debug: true)
        return (Set(drawing.shapes.filter { $0.layer == .debug }.map(\.name)), geometry.displayList)
    }

    @Test("glass capsules, the subtitle and the back circle are outlined")
    func glassNodesAreOutlined() throws {
        let (names, _) = try Self.outlines("ios26-mail-inbox")
        #expect(names.isSuperset(of: ["debug-subtitle", "debug-capsule.back", "debug-title", "debug-back.indicator"]))
        #expect(names.contains("debug-item.right.compose-image"))
        #expect(!names.contains("debug-background") && !names.contains("debug-shadow"))
    }

    @Test("the large title and the search bar are outlined; the inline title under the large title is not")
    func largeTitleAndSearchAreOutlined() throws {
        let (names, _) = try Self.outlines("ios17-search-dark")
        #expect(
            names.isSuperset(of: [
                "debug-largeTitle", "debug-searchField", "debug-searchField.magnifier", "debug-searchField.placeholder",
            ]))
        #expect(!names.contains("debug-title"))
    }

    @Test("every node drawn in every fixture has an outline, but the background and hairline")
    func everyDrawnNodeIsOutlined() throws {
        var missing: [String] = []
        for fixture in try RenderingSupport.fixtureNames() {
            let (names, list) = try Self.outlines(fixture)
            for node in list.nodes where node.alpha > 0 && node.kind != .background && node.kind != .shadow {
                if !names.contains("debug-\(node.key)") { missing.append("\(fixture): \(node.key)") }
            }
        }
        #expect(missing.isEmpty, "\(missing.prefix(5))")
    }
}
