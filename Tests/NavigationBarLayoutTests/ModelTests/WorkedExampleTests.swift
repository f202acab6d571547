import NavigationBarLayout
import Testing

/// Seed 004's worked example, end to end.
///
/// A standalone bar with a "Note" item (Add on the right) and an "Edit"
/// item (a bordered "Back" on the left); Add pushes Edit, Back swaps Note's
/// right button for Edit and pops.
@Suite("seed 004: the Note / Edit worked example")
struct WorkedExampleTests {
    @Test("seed 004: push Note, push Edit, set backItem.rightBarButtonItem, pop")
    func noteEditExample() throws {
        // viewDidLoad
        let backButton = BarButtonItem.text("Back", style: .bordered)
        let editButton = BarButtonItem.system(.edit)
        let addButton = BarButtonItem.system(.add)
        var firstItem = NavigationItem(title: "Note")
        var secondItem = NavigationItem(title: "Edit")
        secondItem.leftBarButtonItem = backButton
        firstItem.rightBarButtonItem = addButton
        let bar = NavigationBar()
        try bar.push(firstItem, animated: false)
        let delegate = RecordingDelegate()
        bar.delegate = delegate

        #expect(bar.topItem?.title == "Note")
        #expect(bar.topItem?.rightBarButtonItem?.systemItem == .add)
        #expect(bar.backItem == nil)
        #expect(bar.lastTransition?.animated == false)

        // addNote
        #expect(try bar.push(secondItem, animated: true))
        #expect(bar.topItem?.title == "Edit")
        #expect(bar.backItem?.title == "Note")
        #expect(bar.topItem?.leftBarButtonItem?.title == "Back")
        #expect(bar.topItem?.leftBarButtonItem?.style == .bordered)
        #expect(bar.lastTransition == NavigationBarTransition(kind: .push, animated: true, items: [secondItem]))

        // backToBrowse, with text in the text view
        bar.backItem?.rightBarButtonItem = editButton
        let popped = bar.pop(animated: true)

        #expect(popped?.isSame(as: secondItem) == true)
        #expect(bar.items.count == 1)
        #expect(bar.topItem?.title == "Note")
        #expect(bar.topItem?.isSame(as: firstItem) == true)
        #expect(bar.topItem?.rightBarButtonItems.map(\.identity) == [editButton.identity])
        #expect(bar.topItem?.rightBarButtonItem?.systemItem == .edit)
        #expect(bar.backItem == nil)
        #expect(bar.lastTransition?.kind == .pop)
        #expect(bar.lastTransition?.animated == true)
        #expect(delegate.methods == ["shouldPush", "didPush", "shouldPop", "didPop"])
        #expect(delegate.calls.last?.item == "Edit")
        // The variable the item was pushed from is a separate copy.
        #expect(firstItem.rightBarButtonItem?.systemItem == .add)
    }
}
