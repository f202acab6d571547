extension SystemItem {
    /// The title UIKit's overflow menu lists for the item in English: a text item's ``title``, or the name of
    /// an image item's action ("Add", "Share" for `action`, "Delete" for `trash`).
    ///
    /// The image items' names are the English terms of Apple's glossaries as KeyboardKit gives them for each
    /// `UIBarButtonItem.SystemItem` (`Locales/system-strings.json`, source `keyboardkit`).
    public var menuTitle: String {
        switch self {
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast-Forward"
        default: title ?? rawValue
        }
    }

    /// The title the overflow menu lists for the item in a language: its title in `localized` (a language's
    /// titles, as ``MetricsProfile/systemItemTitles`` holds them), else the English ``menuTitle``.
    ///
    /// - Parameter localized: The titles of the system items in the bar's language; empty for English.
    /// - Returns: The menu's title for the item.
    public func menuTitle(in localized: [SystemItem: String]) -> String { localized[self] ?? menuTitle }
}
