import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L9 with titles far wider than any bar (issue 8): the work is bounded by what can be
/// displayed, and the result is the one the visible part of the title gives.
@Suite struct LongTitleTests {
    static let measurer = TextMeasurer()

    /// 100 MB of title text.
    static let huge = String(repeating: "Inbox Messages ", count: 100_000_000 / 15)

    /// The geometry of a back item titled `back` under a top item titled `title`, at `width`.
    static func geometry(back: String, title: String, width: Double = 375) throws -> BarGeometry {
        let scene = Scene(width: width, items: [NavigationItem(title: back), NavigationItem(title: title)])
        return try BarLayout.solve(scene, measurer: measurer)
    }

    @Test("a 100 MB title is cut as its first thousand characters are", arguments: [120.0, 375, 1024])
    func hugeTitle(width: Double) throws {
        let visible = String(Self.huge.prefix(1000))
        let huge = try Self.geometry(back: "Back", title: Self.huge, width: width)
        #expect(huge == (try Self.geometry(back: "Back", title: visible, width: width)))
        #expect(huge.title?.truncated == true)
    }

    @Test("a 100 MB back item title gives the back button the form its first thousand characters give")
    func hugeBackTitle() throws {
        let visible = String(Self.huge.prefix(1000))
        let huge = try Self.geometry(back: Self.huge, title: "Title")
        #expect(huge == (try Self.geometry(back: visible, title: "Title")))
        #expect(huge.backButton?.form == .generic)
    }
}
