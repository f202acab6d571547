import Testing

@testable import NavigationBarLayout

/// Seed 000: the `set…:animated:` setters, recorded in `lastChange`.
///
/// They change the property and say whether the change is animated.
@Suite("seed 000: the animated setters")
struct AnimatedSetterTests {
    let edit = BarButtonItem.system(.edit)
    let back = BarButtonItem.text("Back", style: .bordered)

    @Test("seed 000: a new item has no recorded change")
    func newItemHasNoChange() {
        #expect(NavigationItem(title: "Note").lastChange == nil)
    }

    @Test("seed 000: setHidesBackButton(_:animated:) sets the value and records the change", arguments: [false, true])
    func setHidesBackButton(animated: Bool) {
        var item = NavigationItem(title: "Note")
        item.setHidesBackButton(true, animated: animated)
        #expect(item.hidesBackButton)
        #expect(item.lastChange == NavigationItemChange(property: .hidesBackButton, animated: animated))
    }

    @Test(
        "seed 000: setLeftBarButtonItem(_:animated:) sets the first left item and records the change",
        arguments: [false, true])
    func setLeftBarButtonItem(animated: Bool) {
        var item = NavigationItem(title: "Edit", leftBarButtonItems: [edit])
        item.setLeftBarButtonItem(back, animated: animated)
        #expect(item.leftBarButtonItems.map(\.identity) == [back.identity])
        #expect(item.lastChange == NavigationItemChange(property: .leftBarButtonItem, animated: animated))
    }

    @Test(
        "seed 000: setLeftBarButtonItems(_:animated:) sets the left items and records the change",
        arguments: [false, true])
    func setLeftBarButtonItems(animated: Bool) {
        var item = NavigationItem(title: "Edit")
        item.setLeftBarButtonItems([back, edit], animated: animated)
        #expect(item.leftBarButtonItems.map(\.identity) == [back.identity, edit.identity])
        #expect(item.lastChange == NavigationItemChange(property: .leftBarButtonItems, animated: animated))
    }

    @Test(
        "seed 000: setRightBarButtonItem(_:animated:) sets the first right item and records the change",
        arguments: [false, true])
    func setRightBarButtonItem(animated: Bool) {
        var item = NavigationItem(title: "Note", rightBarButtonItems: [back])
        item.setRightBarButtonItem(edit, animated: animated)
        #expect(item.rightBarButtonItems.map(\.identity) == [edit.identity])
        #expect(item.lastChange == NavigationItemChange(property: .rightBarButtonItem, animated: animated))
    }

    @Test(
        "seed 000: setRightBarButtonItems(_:animated:) sets the right items and records the change",
        arguments: [false, true])
    func setRightBarButtonItems(animated: Bool) {
        var item = NavigationItem(title: "Note")
        item.setRightBarButtonItems([edit, back], animated: animated)
        #expect(item.rightBarButtonItems.map(\.identity) == [edit.identity, back.identity])
        #expect(item.lastChange == NavigationItemChange(property: .rightBarButtonItems, animated: animated))
    }

    @Test("seed 000: only the last animated change is kept; plain assignment does not record one")
    func lastChangeIsTheLatest() {
        var item = NavigationItem(title: "Note")
        item.setRightBarButtonItem(edit, animated: true)
        item.setHidesBackButton(true, animated: false)
        #expect(item.lastChange == NavigationItemChange(property: .hidesBackButton, animated: false))
        item.rightBarButtonItem = back
        item.title = "Notes"
        #expect(item.lastChange == NavigationItemChange(property: .hidesBackButton, animated: false))
    }
}
