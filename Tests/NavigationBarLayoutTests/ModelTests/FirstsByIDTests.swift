import Testing

@testable import NavigationBarLayout

/// `FirstsByID`: the first value with each id, kept in place for the first few, searched linearly up to 16,
/// through a table past that; and the distinct-id rule that uses it, across those bounds.
@Suite("FirstsByID: the first value recorded with each id")
struct FirstsByIDTests {
    @Test(
        "every count up to 40: each id finds its own first value, an unknown id none",
        arguments: [0, 1, 4, 5, 16, 17, 40])
    func findsEachFirst(count: Int) {
        var firsts = FirstsByID<Int>()
        for index in 0..<count { firsts.record(index * 10, for: "id\(index)") }
        for index in 0..<count { #expect(firsts["id\(index)"] == index * 10) }
        #expect(firsts["id\(count)"] == nil)
        #expect(firsts[""] == nil)
    }

    @Test(
        "the scene check reports a shared id wherever the first item is: in place, searched or in the table",
        arguments: [0, 3, 4, 15, 16, 30])
    func distinctIDsAcrossTheBounds(position: Int) {
        let buttons = (0..<32).map { BarButtonItem.text("B\($0)", id: "b\($0)") }
        let clash = BarButtonItem.text("Other", id: "b\(position)")
        let scene = Scene(
            width: 375, items: [NavigationItem(title: "T", rightBarButtonItems: buttons + [clash])])
        #expect(
            scene.problems().map(\.description) == [
                "items[0].rightBarButtonItems[32].id: is 'b\(position)', the id of a different item at "
                    + "items[0].rightBarButtonItems[\(position)]"
            ])
        let same = Scene(
            width: 375, items: [NavigationItem(title: "T", rightBarButtonItems: buttons + [buttons[position]])])
        #expect(same.problems().isEmpty)
    }
}
