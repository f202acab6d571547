import NavigationBarLayout
import Testing

/// Seed 001: the bar's stack of navigation items.
///
/// The topmost item is shown; items are pushed, popped, or set directly.
@Suite("seed 001: the item stack")
struct NavigationBarStackTests {
    let note = NavigationItem(title: "Note")
    let edit = NavigationItem(title: "Edit")
    let more = NavigationItem(title: "More")

    @Test("seed 001: a new bar has an empty stack and no top or back item")
    func newBarIsEmpty() {
        let bar = NavigationBar()
        #expect(bar.items.isEmpty)
        #expect(bar.topItem == nil)
        #expect(bar.backItem == nil)
        #expect(bar.lastTransition == nil)
        #expect(bar.delegate == nil)
    }

    @Test("seed 001: push puts the item on top; the item below becomes the back item (no delegate)")
    func pushWithoutDelegate() throws {
        let bar = NavigationBar()
        #expect(try bar.push(note, animated: false))
        #expect(bar.topItem?.title == "Note")
        #expect(bar.backItem == nil)
        #expect(bar.lastTransition == NavigationBarTransition(kind: .push, animated: false, items: [note]))
        #expect(try bar.push(edit, animated: true))
        #expect(bar.items.map(\.identity) == [note.identity, edit.identity])
        #expect(bar.topItem?.title == "Edit")
        #expect(bar.backItem?.title == "Note")
        #expect(bar.lastTransition?.kind == .push)
        #expect(bar.lastTransition?.animated == true)
        #expect(bar.lastTransition?.items.map(\.identity) == [edit.identity])
    }

    @Test("seed 001: pop removes and returns the top item (no delegate)")
    func popWithoutDelegate() throws {
        let bar = NavigationBar()
        try bar.setItems([note, edit, more], animated: false)
        let popped = bar.pop(animated: true)
        #expect(popped?.identity == more.identity)
        #expect(bar.topItem?.title == "Edit")
        #expect(bar.backItem?.title == "Note")
        #expect(bar.lastTransition == NavigationBarTransition(kind: .pop, animated: true, items: [more]))
        #expect(bar.pop(animated: false)?.title == "Edit")
        #expect(bar.topItem?.title == "Note")
        #expect(bar.backItem == nil)
        #expect(bar.lastTransition?.animated == false)
    }

    @Test("seed 001: popping the only item leaves the stack empty")
    func popOnlyItem() throws {
        let bar = NavigationBar()
        try bar.push(note, animated: false)
        #expect(bar.pop(animated: false)?.title == "Note")
        #expect(bar.items.isEmpty)
        #expect(bar.topItem == nil)
    }

    @Test("seed 001: pop on an empty stack returns nil, asks no delegate and records nothing")
    func popOnEmptyStack() {
        let bar = NavigationBar()
        let delegate = RecordingDelegate()
        bar.delegate = delegate
        #expect(bar.pop(animated: true) == nil)
        #expect(delegate.calls.isEmpty)
        #expect(bar.lastTransition == nil)
    }

    @Test("seed 001: setItems replaces the stack; the last item is the top item")
    func setItemsReplacesStack() throws {
        let bar = NavigationBar()
        try bar.push(more, animated: false)
        try bar.setItems([note, edit], animated: true)
        #expect(bar.items.map(\.identity) == [note.identity, edit.identity])
        #expect(bar.topItem?.title == "Edit")
        #expect(bar.backItem?.title == "Note")
        #expect(bar.lastTransition == NavigationBarTransition(kind: .setItems, animated: true, items: [note, edit]))
        try bar.setItems([], animated: false)
        #expect(bar.items.isEmpty)
        #expect(bar.lastTransition == NavigationBarTransition(kind: .setItems, animated: false, items: []))
    }

    @Test("seed 001: assigning items is setItems without animation")
    func assigningItemsIsSetItems() {
        let bar = NavigationBar()
        bar.items = [note, edit]
        #expect(bar.topItem?.title == "Edit")
        #expect(bar.lastTransition == NavigationBarTransition(kind: .setItems, animated: false, items: [note, edit]))
    }

    @Test("seed 001: editing items in place changes content and records no transition")
    func editingItemsInPlace() throws {
        let bar = NavigationBar()
        try bar.push(note, animated: true)
        bar.items[0].title = "Notes"
        #expect(bar.topItem?.title == "Notes")
        #expect(bar.topItem?.identity == note.identity)
        #expect(bar.lastTransition?.kind == .push)
    }

    @Test("seed 001: pushing an item already on the stack throws itemAlreadyOnStack")
    func pushDuplicateThrows() throws {
        let bar = NavigationBar()
        try bar.setItems([note, edit], animated: false)
        #expect(throws: NavigationBarError.itemAlreadyOnStack(title: "Note")) {
            try bar.push(note, animated: true)
        }
        #expect(bar.items.map(\.identity) == [note.identity, edit.identity])
        #expect(bar.lastTransition?.kind == .setItems)
    }

    @Test("seed 001: a copy of an item on the stack is the same item and cannot be pushed")
    func pushCopyThrows() throws {
        let bar = NavigationBar()
        try bar.push(note, animated: false)
        var copy = note
        copy.title = "Renamed"
        let delegate = RecordingDelegate()
        bar.delegate = delegate
        #expect(throws: NavigationBarError.itemAlreadyOnStack(title: "Renamed")) {
            try bar.push(copy, animated: false)
        }
        #expect(delegate.calls.isEmpty)
        #expect(bar.items.count == 1)
    }

    @Test("seed 001: an equal-looking, separately created item can be pushed")
    func pushLookalike() throws {
        let bar = NavigationBar()
        try bar.push(note, animated: false)
        #expect(try bar.push(NavigationItem(title: "Note"), animated: false))
        #expect(bar.items.map(\.title) == ["Note", "Note"])
    }

    @Test("seed 001: setItems with the same item twice (or a copy) throws and keeps the stack")
    func setItemsDuplicateThrows() throws {
        let bar = NavigationBar()
        try bar.push(more, animated: false)
        #expect(throws: NavigationBarError.itemAlreadyOnStack(title: "Note")) {
            try bar.setItems([note, edit, note], animated: false)
        }
        var copy = edit
        copy.prompt = "copy"
        #expect(throws: NavigationBarError.itemAlreadyOnStack(title: "Edit")) {
            try bar.setItems([edit, copy], animated: true)
        }
        #expect(bar.items.map(\.identity) == [more.identity])
        #expect(bar.lastTransition == NavigationBarTransition(kind: .push, animated: false, items: [more]))
    }

    @Test("seed 001: the error names the item and says it is already on the stack")
    func errorDescription() {
        #expect(
            NavigationBarError.itemAlreadyOnStack(title: "Note").description
                == "navigation item \"Note\" is already on the navigation bar's stack;"
                + " an item can be on the stack only once")
        #expect(
            NavigationBarError.itemAlreadyOnStack(title: nil).description.hasPrefix(
                "a navigation item without a title is already"))
    }
}
