import NavigationBarLayout
import TextMetrics

/// The typical bar of a renderer, built in Swift, and a loop that solves it (for a profiler).
enum TypicalBar {
    /// A back item with a title, a top item with a title and two right bar button items; ios7, 375 wide.
    static let scene = Scene(
        width: 375,
        items: [
            NavigationItem(title: "Mailboxes"),
            NavigationItem(
                title: "Inbox", rightBarButtonItems: [.system(.compose, id: "compose"), .text("Edit", id: "edit")]),
        ])

    /// Solves the typical bar `count` times with `ios7` and `measurer`; returns a sum so no solve is optimised away.
    static func solve(count: Int, measurer: some TextMeasuring) throws -> Double {
        let ios7 = BarLayouter(profile: try ProfileLibrary.bundled("ios7"))
        var sink = 0.0
        for _ in 0..<count { sink += try ios7.solve(scene, measurer: measurer).bar.height }
        return sink
    }
}
