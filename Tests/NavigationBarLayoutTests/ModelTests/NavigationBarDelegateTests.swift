import NavigationBarLayout
import Testing

/// Seeds 001 and 004: the delegate's `should…` and `did…` calls.
///
/// The delegate is asked before each push and pop (`shouldPush`,
/// `shouldPop`) and told after (`didPush`, `didPop`), only when the
/// `should…` method returned true.
@Suite("seed 004: the navigation bar delegate")
struct NavigationBarDelegateTests {
    typealias Call = RecordingDelegate.Call

    let note = NavigationItem(title: "Note")
    let edit = NavigationItem(title: "Edit")

    @Test("seed 004: shouldPush is asked before the push and didPush is told after it")
    func pushAsksThenTells() throws {
        let bar = NavigationBar()
        let delegate = RecordingDelegate()
        bar.delegate = delegate
        try bar.push(note, animated: false)
        try bar.push(edit, animated: true)
        #expect(
            delegate.calls == [
                Call(method: "shouldPush", item: "Note", top: nil, back: nil, count: 0),
                Call(method: "didPush", item: "Note", top: "Note", back: nil, count: 1),
                Call(method: "shouldPush", item: "Edit", top: "Note", back: nil, count: 1),
                Call(method: "didPush", item: "Edit", top: "Edit", back: "Note", count: 2),
            ])
    }

    @Test("seed 004: shouldPop is asked about the top item; didPop is told after, with the new stack in place")
    func popAsksThenTells() throws {
        let bar = NavigationBar()
        try bar.setItems([note, edit], animated: false)
        let delegate = RecordingDelegate()
        bar.delegate = delegate
        let popped = bar.pop(animated: true)
        #expect(popped?.identity == edit.identity)
        // Unlike UIKit 6 as seed 004 reports it, topItem and backItem are not
        // nil during didPop: they already describe the stack after the pop.
        #expect(
            delegate.calls == [
                Call(method: "shouldPop", item: "Edit", top: "Edit", back: "Note", count: 2),
                Call(method: "didPop", item: "Edit", top: "Note", back: nil, count: 1),
            ])
    }

    @Test("seed 004: when shouldPush returns false the item is not pushed and didPush is not called")
    func refusedPush() throws {
        let bar = NavigationBar()
        try bar.push(note, animated: false)
        let delegate = RecordingDelegate()
        delegate.allowsPush = false
        bar.delegate = delegate
        #expect(try bar.push(edit, animated: true) == false)
        #expect(delegate.methods == ["shouldPush"])
        #expect(bar.items.map(\.identity) == [note.identity])
        #expect(bar.topItem?.title == "Note")
        #expect(bar.lastTransition == NavigationBarTransition(kind: .push, animated: false, items: [note]))
    }

    @Test("seed 004: when shouldPop returns false nothing is popped and didPop is not called")
    func refusedPop() throws {
        let bar = NavigationBar()
        try bar.setItems([note, edit], animated: false)
        let delegate = RecordingDelegate()
        delegate.allowsPop = false
        bar.delegate = delegate
        #expect(bar.pop(animated: true) == nil)
        #expect(delegate.methods == ["shouldPop"])
        #expect(bar.items.map(\.identity) == [note.identity, edit.identity])
        #expect(bar.topItem?.title == "Edit")
        #expect(bar.backItem?.title == "Note")
        #expect(bar.lastTransition?.kind == .setItems)
    }

    @Test("seed 001: setItems does not consult the delegate")
    func setItemsSkipsDelegate() throws {
        let bar = NavigationBar()
        let delegate = RecordingDelegate()
        delegate.allowsPush = false
        delegate.allowsPop = false
        bar.delegate = delegate
        try bar.setItems([note, edit], animated: true)
        bar.items = [edit]
        #expect(delegate.calls.isEmpty)
        #expect(bar.items.map(\.identity) == [edit.identity])
    }

    @Test("seed 004: every delegate method is optional; the defaults allow pushes and pops")
    func defaultImplementations() throws {
        let bar = NavigationBar()
        let delegate = SilentDelegate()
        bar.delegate = delegate
        #expect(try bar.push(note, animated: false))
        #expect(try bar.push(edit, animated: false))
        #expect(bar.pop(animated: false)?.title == "Edit")
        #expect(bar.topItem?.title == "Note")
        #expect(delegate.shouldPush(bar, item: edit))
        #expect(delegate.shouldPop(bar, item: note))
    }

    @Test("seed 001: the bar holds its delegate weakly")
    func delegateIsWeak() throws {
        let bar = NavigationBar()
        do {
            let delegate = RecordingDelegate()
            bar.delegate = delegate
            #expect(bar.delegate === delegate)
        }
        #expect(bar.delegate == nil)
        #expect(try bar.push(note, animated: false))
    }

    @Test("seed 004: during didPop the new top item can be edited through topItem")
    func editTopItemDuringDidPop() throws {
        final class Editor: NavigationBarDelegate {
            let button = BarButtonItem.system(.edit)
            func didPop(_ bar: NavigationBar, item: NavigationItem) {
                bar.topItem?.rightBarButtonItem = button
            }
        }
        let bar = NavigationBar()
        let editor = Editor()
        bar.delegate = editor
        try bar.setItems([note, edit], animated: false)
        bar.pop(animated: true)
        #expect(bar.topItem?.rightBarButtonItem?.isSame(as: editor.button) == true)
    }
}
