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

    @Test("seed 004: topItem cannot be set to another item (use push, pop or setItems)")
    func topItemRejectsOtherItem() async {
        await #expect(processExitsWith: .failure) {
            let bar = NavigationBar()
            bar.items = [NavigationItem(title: "Note")]
            bar.topItem = NavigationItem(title: "Other")
        }
    }

    @Test("seed 004: topItem cannot be set to nil (use pop)")
    func topItemRejectsNil() async {
        await #expect(processExitsWith: .failure) {
            let bar = NavigationBar()
            bar.items = [NavigationItem(title: "Note")]
            bar.topItem = nil
        }
    }

    @Test("seed 004: backItem cannot be set when the stack has fewer than two items")
    func backItemRejectsMissingSlot() async {
        await #expect(processExitsWith: .failure) {
            let bar = NavigationBar()
            let note = NavigationItem(title: "Note")
            bar.items = [note]
            bar.backItem = note
        }
    }

    @Test("seed 001: assigning items with a duplicate stops the program (setItems throws instead)")
    func assigningDuplicateItemsTraps() async {
        await #expect(processExitsWith: .failure) {
            let bar = NavigationBar()
            let note = NavigationItem(title: "Note")
            bar.items = [note, note]
        }
    }
}
