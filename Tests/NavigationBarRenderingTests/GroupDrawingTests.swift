import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import RenderingSnapshotTesting
import Testing

@testable import NavigationBarRendering

/// L40–L46 drawn: the overflow button, the centre and representative items, and the debug legend's menu.
@Suite struct GroupDrawingTests {
    static let narrow = "ios17-groups-browser-600"

    @Test func theOverflowButtonCentreAndRepresentativeItemsAreDrawn() throws {
        let drawing = try RenderingSupport.renderer.drawing(scene: try RenderingSupport.fixture(Self.narrow))
        let names = Set(drawing.shapes.map(\.name))
        // Shapes are named by their nodes' keys (`item.center.insert-table`, `representative.right.history`).
        #expect(names.contains("overflow"))
        #expect(names.contains("representative-center-format-title"))
        #expect(names.contains("item-center-insert-table-icon"))
        #expect(names.contains("representative-right-history-icon"))
        #expect(!names.contains { $0.hasPrefix("item-center-bold") })  // collapsed: its representative stands for it
    }

    @Test func aBarWithoutGroupsDrawsNoOverflowButton() throws {
        let drawing = try RenderingSupport.renderer.drawing(scene: try RenderingSupport.fixture("seed-004-note-edit"))
        #expect(!drawing.shapes.contains { $0.name == "overflow" })
    }

    @Test func theDebugLegendListsTheMenuInOrder() throws {
        let geometry = try RenderingSupport.geometry(try RenderingSupport.fixture(Self.narrow))
        let painter = BarPainter(renderer: RenderingSupport.renderer, bar: geometry.bar)
        let groups = try #require(geometry.itemGroups)
        #expect(
            painter.groupLegend(groups) == [
                "centerItemGroups[0]: collapsed", "trailingItemGroups[1]: collapsed", "Overflow menu (…):",
                "  1. Photo 'insert-photo' (layout)", "  2. Print 'print' (additional)",
                "  3. Export as PDF 'export' (additional)",
            ])
        let debug = try RenderingSupport.renderer.drawing(geometry: geometry, debug: true)
        #expect(debug.shapes.contains { $0.name == "debug-overflow" })
        #expect(debug.shapes.filter { $0.name.hasPrefix("debug-legend-") }.count == 7)
    }

    @Test("groups drawn with the debug overlay match their reference")
    func debugSnapshot() throws {
        assertLayoutSnapshot(
            of: try RenderingSupport.fixture(Self.narrow), as: .png(renderer: RenderingSupport.renderer, debug: true),
            named: "groups-browser-600-debug", snapshotDirectory: SnapshotTests.directory)
    }
}
