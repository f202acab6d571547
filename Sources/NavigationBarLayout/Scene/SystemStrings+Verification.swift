/// A text of a laid-out bar that shows a system string with no source (label `I`): UIKit's English
/// string standing in for the language's own.
public struct UnverifiedSystemString: Hashable, Sendable {
    /// Where the text is in the geometry: `backButton`, `leftItems[0]`, `rightItems[1]`,
    /// `itemGroups.groups[2].items[0]` or `itemGroups.overflowMenu[0]`.
    public var element: String
    /// The text shown.
    public var text: String
    /// The system item the text is the title of; `nil` for the generic back title.
    public var systemItem: SystemItem?

    /// Creates a report of one text.
    ///
    /// - Parameters:
    ///   - element: Where the text is in the geometry.
    ///   - text: The text shown.
    ///   - systemItem: The system item the text is the title of; `nil` for the generic back title.
    public init(element: String, text: String, systemItem: SystemItem?) {
        self.element = element
        self.text = text
        self.systemItem = systemItem
    }
}

extension SystemStrings.Entry {
    /// Whether no source was found for the string, so UIKit's English one stands in (label `I`).
    public var isInferred: Bool { label == "I" }
}

extension SystemStrings {
    /// The string a system item shows in this language: a text item's title, or the title the overflow
    /// menu lists for an image item; `nil` for an item the table lacks.
    ///
    /// - Parameter item: The system item.
    /// - Returns: Its string, with label and source.
    public func entry(for item: SystemItem) -> Entry? { items[item] }

    /// The texts of `geometry` (a bar laid out in this language) that show one of this language's
    /// strings labelled `I`: the generic back title, the titles of text system items shown or in the
    /// overflow menu, and the titles of image system items in the overflow menu.
    ///
    /// ```swift
    /// let strings = try SystemStrings.forLocale("bn")
    /// let geometry = try BarLayout.solve(scene, measurer: TextMeasurer())  // scene.locale == "bn"
    /// strings.unverifiedTexts(in: geometry).map(\.element)  // ["rightItems[0]"] for a done item
    /// ```
    ///
    /// - Parameter geometry: The geometry of a bar whose scene has this language's locale.
    /// - Returns: One report per such text, in geometry order: back button, left items, right items,
    ///   centre groups' items, overflow menu.
    public func unverifiedTexts(in geometry: BarGeometry) -> [UnverifiedSystemString] {
        var found: [UnverifiedSystemString] = []
        if let button = geometry.backButton, button.form == .generic, back.isInferred, let title = button.title {
            found.append(UnverifiedSystemString(element: "backButton", text: title.text, systemItem: nil))
        }
        func check(_ element: String, _ systemItem: SystemItem?, _ text: String?) {
            guard let systemItem, let text, let entry = items[systemItem], entry.isInferred, entry.text == text else {
                return
            }
            found.append(UnverifiedSystemString(element: element, text: text, systemItem: systemItem))
        }
        for (index, item) in geometry.leftItems.enumerated() {
            check("leftItems[\(index)]", item.systemItem, item.title?.text)
        }
        for (index, item) in geometry.rightItems.enumerated() {
            check("rightItems[\(index)]", item.systemItem, item.title?.text)
        }
        if let groups = geometry.itemGroups {
            for (g, group) in groups.groups.enumerated() where group.position == .center {
                for (index, item) in group.items.enumerated() {
                    check("itemGroups.groups[\(g)].items[\(index)]", item.systemItem, item.title?.text)
                }
            }
            for (index, entry) in groups.overflowMenu.enumerated() {
                check("itemGroups.overflowMenu[\(index)]", entry.systemItem, entry.title)
            }
        }
        return found
    }
}
