import Testing

@testable import NavigationBarLayout

/// Seed 004: `topItem` and `backItem`, and edits made through them.
///
/// `topItem` is the item on top of the stack and `backItem` the one just
/// below it; edits made through them reach the stack
/// (`self.navigationBar.backItem.rightBarButtonItem = editButton`).
@Suite("seed 004: topItem and backItem")
struct NavigationBarWriteBackTests {
    let note = NavigationItem(title: "Note")
    let edit = NavigationItem(title: "Edit")

    @Test("seed 004: editing backItem writes into the item below the top")
    func backItemWritesBack() throws {
        let bar = NavigationBar()
        try bar.setItems([note, edit], animated: false)
        let button = BarButtonItem.system(.edit)
        bar.backItem?.rightBarButtonItem = button
        #expect(bar.items[0].rightBarButtonItem?.isSame(as: button) == true)
        #expect(bar.items[1].rightBarButtonItems.isEmpty)
        #expect(bar.lastTransition?.kind == .setItems)
    }

    @Test("seed 004: editing topItem writes into the top item")
    func topItemWritesBack() throws {
        let bar = NavigationBar()
        try bar.setItems([note, edit], animated: false)
        bar.topItem?.prompt = "Editing"
        bar.topItem?.setHidesBackButton(true, animated: true)
        #expect(bar.items[1].prompt == "Editing")
        #expect(bar.items[1].hidesBackButton)
        #expect(bar.items[1].lastChange == NavigationItemChange(property: .hidesBackButton, animated: true))
        #expect(bar.items[0].prompt == nil)
    }

    @Test("seed 004: with one item there is a top item and no back item")
    func singleItem() throws {
        let bar = NavigationBar()
        try bar.push(note, animated: false)
        #expect(bar.topItem?.title == "Note")
        #expect(bar.backItem == nil)
        bar.backItem?.title = "ignored"  // Optional chaining: nothing to edit.
        #expect(bar.items.map(\.title) == ["Note"])
    }

    @Test("seed 004: setting topItem to another item replaces the top item")
    func topItemAcceptsAnotherItem() {
        let bar = NavigationBar()
        bar.items = [NavigationItem(title: "Note")]
        bar.topItem = NavigationItem(title: "Other")
        #expect(bar.items.map(\.title) == ["Other"])
    }

    @Test("seed 004: setting topItem to nil changes nothing (pop removes items)")
    func topItemIgnoresNil() {
        let bar = NavigationBar()
        bar.items = [NavigationItem(title: "Note")]
        bar.topItem = nil
        #expect(bar.items.map(\.title) == ["Note"])
    }

    @Test("seed 004: setting backItem changes nothing when the stack has fewer than two items")
    func backItemIgnoresMissingSlot() {
        let bar = NavigationBar()
        let note = NavigationItem(title: "Note")
        bar.items = [note]
        bar.backItem = note
        #expect(bar.items.count == 1)
        #expect(bar.backItem == nil)
    }

    @Test("seed 004: setting topItem to an item lower on the stack changes nothing")
    func topItemIgnoresItemLowerOnTheStack() {
        let bar = NavigationBar()
        let note = NavigationItem(title: "Note")
        bar.items = [note, NavigationItem(title: "Edit")]
        bar.topItem = note
        #expect(bar.items.map(\.title) == ["Note", "Edit"])
    }

    @Test("seed 001: assigning items with a duplicate keeps the first copy (setItems throws instead)")
    func assigningDuplicateItemsKeepsTheFirstCopy() {
        let bar = NavigationBar()
        var note = NavigationItem(title: "Note")
        let edit = NavigationItem(title: "Edit")
        let original = note
        note.title = "Renamed"
        bar.items = [original, edit, note]
        #expect(bar.items.map(\.title) == ["Note", "Edit"])
        #expect(bar.lastTransition?.kind == .setItems)
    }
}
