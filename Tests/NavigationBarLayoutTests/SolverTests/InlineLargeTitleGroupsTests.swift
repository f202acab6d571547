import NavigationBarLayout
import Testing
import TextMetrics

/// L19 inline large titles beside item groups (L40–L46): the inline large-title stage of the one pipeline.
@Suite struct InlineLargeTitleGroupsTests {
    /// An inline large title on a root item with a leading group and more trailing groups than fit at 320 points.
    static func geometry() throws -> BarGeometry {
        var top = NavigationItem(title: "Mailboxes", largeTitleDisplayMode: .inline)
        top.leadingItemGroups = [BarButtonItemGroup(items: [.text("Filter", id: "filter"), .text("Sort", id: "sort")])]
        top.trailingItemGroups = (0..<5).map { BarButtonItemGroup(items: [.text("Item\($0)", id: "t\($0)")]) }
        return try SolverFixture.large([top], width: 320, profile: try ProfileLibrary.bundled("ios17"))
    }

    /// UIKit's header for `UINavigationItemLargeTitleDisplayModeInline`: "Leading & center items will move to the
    /// overflow menu if present"; the title keeps clear of every displayed item and of the overflow button.
    @Test func leadingGroupsMoveToTheMenuAndTheTitleStaysClearOfTheOverflowButton() throws {
        let g = try Self.geometry()
        let groups = try #require(g.itemGroups)
        let large = try #require(g.largeTitle)
        #expect(large.inline)
        let leading = groups.groups.filter { $0.position == .leading }.flatMap(\.items)
        #expect(leading.map(\.state) == [.inOverflow, .inOverflow])
        let menu = Set(groups.overflowMenu.compactMap(\.id))
        #expect(menu.isSuperset(of: ["filter", "sort"]))
        var obstacles = groups.groups.flatMap(\.items).compactMap(\.frame)
        let button = try #require(groups.overflowButton)
        obstacles.append(button.frame)
        for frame in obstacles where frame.maxX > large.line.frame.minX {
            #expect(large.line.frame.maxX <= frame.minX, "the large title runs under \(frame)")
        }
    }
}
