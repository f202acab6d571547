import NavigationBarLayout
import Testing
import TextMetrics

/// The seeds' own examples, laid out with the bundled profiles and real fonts.
@Suite struct SeedExampleTests {
    let measurer = TextMeasurer()

    func layout(_ items: [NavigationItem], width: Double, profile: String = "ios7") throws -> BarGeometry {
        try BarLayout.solve(
            Scene(width: width, items: items), profile: try ProfileLibrary.resolve(profile), measurer: measurer)
    }

    /// Seed 004: the first item "Note" with an Add button on the right.
    @Test func seed004NoteBarHasTheAddButtonAtTheRightEdge() throws {
        var note = NavigationItem(title: "Note")
        note.rightBarButtonItem = .system(.add, id: "add")
        let g = try layout([note], width: 320, profile: "ios6")
        #expect(g.backButton == nil)
        // ios6 image button: inset 5, 10 + 20 + 10 wide, 30 tall, 7 from the top.
        #expect(g.rightItems[0].frame == Frame(x: 275, y: 7, width: 40, height: 30))
        let title = try #require(g.title?.frame)
        #expect(abs(title.midX - 160) <= 0.5)
        let natural = try measurer.measure("Note", style: TextStyle(size: 20, weight: .bold)).width
        #expect(abs(title.width - natural) <= 0.5)
    }

    /// Seed 004: "Edit" pushed on "Note", its custom left "Back" button replacing the back button (L2).
    @Test func seed004EditBarShowsTheCustomBackItemInsteadOfTheBackButton() throws {
        var note = NavigationItem(title: "Note")
        note.rightBarButtonItem = .system(.add, id: "add")
        var edit = NavigationItem(title: "Edit")
        edit.leftBarButtonItem = .text("Back", style: .bordered, id: "back")
        let g = try layout([note, edit], width: 320, profile: "ios6")
        #expect(g.backButton == nil)
        #expect(g.rightItems.isEmpty)
        let back = try #require(g.leftItems.first?.frame)
        let label = try measurer.measure("Back", style: TextStyle(size: 12, weight: .bold)).width
        #expect(back.x == 5 && back.y == 7 && back.height == 30)
        #expect(abs(back.width - (10 + label + 10)) <= 0.5)
        #expect(g.leftItems[0].bordered)
        #expect(g.title?.text == "Edit")
        #expect(abs((g.title?.frame?.midX ?? 0) - 160) <= 0.5)
    }

    /// Seed 003: no custom left item, so a default back button titled with the previous title.
    @Test func seed003DefaultBackButtonShowsThePreviousTitle() throws {
        let g = try layout([NavigationItem(title: "Inbox"), NavigationItem(title: "Message")], width: 375)
        let back = try #require(g.backButton)
        #expect(back.indicator.frame == Frame(x: 8, y: 11.5, width: 13, height: 21))
        #expect(back.title?.text == "Inbox")
        #expect(back.title?.frame.x == 27)
        #expect(back.source == .backItemTitle)
        #expect(abs((g.title?.frame?.midX ?? 0) - 187.5) <= 0.5)
    }

    /// Seed 003: the previous item's backBarButtonItem is shown instead of its title.
    @Test func seed003BackBarButtonItemOfThePreviousItem() throws {
        let back = NavigationItem(title: "Mailboxes", backBarButtonItem: .text("Mail"))
        let g = try layout([back, NavigationItem(title: "Inbox")], width: 375)
        #expect(g.backButton?.title?.text == "Mail")
        #expect(g.backButton?.source == .backBarButtonItem)
    }

    /// Seed 003: a custom left item on the new top item is displayed instead of the back button.
    @Test func seed003CustomLeftItemReplacesTheBackButton() throws {
        var top = NavigationItem(title: "New Message")
        top.leftBarButtonItem = .system(.cancel, id: "cancel")
        top.rightBarButtonItem = .text("Send", style: .done, id: "send")
        let g = try layout([NavigationItem(title: "Inbox"), top], width: 375)
        #expect(g.backButton == nil)
        #expect(g.leftItems[0].frame?.x == 8)
        #expect(g.leftItems[0].title?.text == "Cancel")
        // A plain or done text item on the right ends 8 from the edge.
        #expect(g.rightItems[0].frame?.maxX == 367)
    }

    /// Seed 003: with one item on the stack there is no back button.
    @Test func seed003RootHasNoBackButton() throws {
        let g = try layout([NavigationItem(title: "Inbox")], width: 375)
        #expect(g.backButton == nil)
    }

    /// The ios7 profile's heights: compact 32, prompt 74 (L11, L12).
    @Test func ios7HeightsForCompactAndPrompt() throws {
        let profile = try ProfileLibrary.resolve("ios7")
        let compact = try BarLayout.solve(
            Scene(width: 667, metrics: .compact, items: [NavigationItem(title: "Inbox")]), profile: profile,
            measurer: measurer)
        #expect(compact.bar.height == 32)
        let prompt = try layout([NavigationItem(title: "Inbox", prompt: "Choose a mailbox")], width: 375)
        #expect(prompt.bar.height == 74)
        #expect(prompt.prompt?.text == "Choose a mailbox")
    }
}

/// A bar driven through push and pop, then laid out (seeds 001, 004).
@Suite struct NavigationBarLayoutTests {
    @Test func seed004BarLaysOutItsTopItemAfterPushAndPop() throws {
        let bar = NavigationBar()
        var note = NavigationItem(title: "Note")
        note.rightBarButtonItem = .system(.add, id: "add")
        var edit = NavigationItem(title: "Edit")
        edit.leftBarButtonItem = .text("Back", style: .bordered, id: "back")
        try bar.push(note, animated: false)
        try bar.push(edit, animated: true)
        let pushed = try bar.layout(width: 320, profile: "ios6", measurer: FixedAdvanceMeasurer())
        #expect(pushed.title?.text == "Edit")
        #expect(pushed.leftItems.map(\.id) == ["back"])
        bar.backItem?.rightBarButtonItem = .system(.edit, id: "edit")
        _ = bar.pop(animated: true)
        let popped = try bar.layout(width: 320, profile: "ios6", measurer: FixedAdvanceMeasurer())
        #expect(popped.title?.text == "Note")
        #expect(popped.rightItems.map(\.id) == ["edit"])
        #expect(popped.rightItems[0].title?.text == "Edit")
    }
}
