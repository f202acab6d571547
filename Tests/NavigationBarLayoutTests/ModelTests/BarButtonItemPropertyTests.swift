import NavigationBarLayout
import Testing

/// Which side's single-item property a test exercises.
enum BarSide: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case left, right

    var testDescription: String { rawValue }

    /// Gets the array of this side.
    func array(of item: NavigationItem) -> [BarButtonItem] {
        self == .left ? item.leftBarButtonItems : item.rightBarButtonItems
    }

    /// Gets `leftBarButtonItem` or `rightBarButtonItem`.
    func single(of item: NavigationItem) -> BarButtonItem? {
        self == .left ? item.leftBarButtonItem : item.rightBarButtonItem
    }

    /// Sets `leftBarButtonItem` or `rightBarButtonItem`.
    func setSingle(_ value: BarButtonItem?, on item: inout NavigationItem) {
        switch self {
        case .left: item.leftBarButtonItem = value
        case .right: item.rightBarButtonItem = value
        }
    }

    /// A navigation item whose array on this side is `buttons`.
    func item(with buttons: [BarButtonItem]) -> NavigationItem {
        self == .left
            ? NavigationItem(title: "T", leftBarButtonItems: buttons)
            : NavigationItem(title: "T", rightBarButtonItems: buttons)
    }
}

/// Seed 000: `leftBarButtonItem` / `rightBarButtonItem` are the first array element.
///
/// They refer to the first element of `leftBarButtonItems` /
/// `rightBarButtonItems`; assigning replaces, inserts, removes or moves.
@Suite("seed 000: leftBarButtonItem / rightBarButtonItem")
struct BarButtonItemPropertyTests {
    let a = BarButtonItem.text("A")
    let b = BarButtonItem.text("B")
    let c = BarButtonItem.text("C")
    let d = BarButtonItem.system(.add)

    @Test("seed 000: the property refers to the first bar button item in the array", arguments: BarSide.allCases)
    func getReturnsFirstElement(side: BarSide) {
        let item = side.item(with: [a, b, c])
        #expect(side.single(of: item)?.isSame(as: a) == true)
        #expect(side.single(of: item)?.title == "A")
        #expect(side.single(of: side.item(with: [])) == nil)
    }

    @Test("seed 000: assigning a new value replaces the first item in the array", arguments: BarSide.allCases)
    func setReplacesFirstElement(side: BarSide) {
        var item = side.item(with: [a, b])
        side.setSingle(c, on: &item)
        #expect(side.array(of: item).map(\.identity) == [c.identity, b.identity])
        #expect(side.array(of: item).map(\.title) == ["C", "B"])
    }

    @Test("seed 000: assigning to an empty array inserts the item", arguments: BarSide.allCases)
    func setOnEmptyInserts(side: BarSide) {
        var item = side.item(with: [])
        side.setSingle(d, on: &item)
        #expect(side.array(of: item).map(\.identity) == [d.identity])
        #expect(side.single(of: item)?.systemItem == .add)
    }

    @Test("seed 000: setting the property to nil removes the first item in the array", arguments: BarSide.allCases)
    func setNilRemovesFirstElement(side: BarSide) {
        var item = side.item(with: [a, b, c])
        side.setSingle(nil, on: &item)
        #expect(side.array(of: item).map(\.identity) == [b.identity, c.identity])
        side.setSingle(nil, on: &item)
        side.setSingle(nil, on: &item)
        #expect(side.array(of: item).isEmpty)
    }

    @Test("seed 000: setting nil on an empty array changes nothing", arguments: BarSide.allCases)
    func setNilOnEmptyIsNoOp(side: BarSide) {
        var item = side.item(with: [])
        side.setSingle(nil, on: &item)
        #expect(side.array(of: item).isEmpty)
        #expect(side.single(of: item) == nil)
    }

    @Test("seed 000: an item already in the array is moved from its location to the front", arguments: BarSide.allCases)
    func existingItemMovesToFront(side: BarSide) {
        var item = side.item(with: [a, b, c, d])
        side.setSingle(c, on: &item)
        // Moved, not replacing `a`: the others keep their order behind it.
        #expect(side.array(of: item).map(\.identity) == [c.identity, a.identity, b.identity, d.identity])
        side.setSingle(d, on: &item)
        #expect(side.array(of: item).map(\.identity) == [d.identity, c.identity, a.identity, b.identity])
    }

    @Test("seed 000: the first item assigned again stays where it is", arguments: BarSide.allCases)
    func firstItemAssignedAgainStays(side: BarSide) {
        var item = side.item(with: [a, b])
        side.setSingle(a, on: &item)
        #expect(side.array(of: item).map(\.identity) == [a.identity, b.identity])
    }

    @Test("seed 000: a copy of an item in the array is the same item and is moved", arguments: BarSide.allCases)
    func copyCountsAsSameItem(side: BarSide) {
        var item = side.item(with: [a, b, c])
        var copy = c
        copy.title = "C edited"
        side.setSingle(copy, on: &item)
        #expect(side.array(of: item).map(\.identity) == [c.identity, a.identity, b.identity])
        #expect(side.array(of: item).map(\.title) == ["C edited", "A", "B"])
    }

    @Test(
        "seed 000: an equal-looking but separately created item is not in the array, so it replaces the first",
        arguments: BarSide.allCases)
    func lookalikeIsNotSameItem(side: BarSide) {
        var item = side.item(with: [a, b])
        let lookalike = BarButtonItem.text("B")
        #expect(lookalike == b)
        #expect(!lookalike.isSame(as: b))
        side.setSingle(lookalike, on: &item)
        #expect(side.array(of: item).map(\.identity) == [lookalike.identity, b.identity])
        #expect(side.array(of: item).map(\.title) == ["B", "B"])
    }
}
