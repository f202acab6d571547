/// The system bar button items of `UIBarButtonSystemItem`.
///
/// Text items are measured in the bar button text style; image items are
/// sized by the profile's image item metrics.
public enum SystemItem: String, Codable, Sendable, CaseIterable, Hashable {
    /// A plus image (`UIBarButtonSystemItemAdd`).
    case add
    /// The text "Edit".
    case edit
    /// The text "Done", in the done style.
    case done
    /// The text "Cancel".
    case cancel
    /// The text "Save", in the done style.
    case save
    /// A compose image (a pencil on a square).
    case compose
    /// A reply image (a curved arrow).
    case reply
    /// An action image (a square with an arrow out of it).
    case action
    /// An organize image (a folder).
    case organize
    /// A bookmarks image (an open book).
    case bookmarks
    /// A search image (a magnifying glass).
    case search
    /// A refresh image (a circular arrow).
    case refresh
    /// A stop image (a cross).
    case stop
    /// A camera image.
    case camera
    /// A trash image (a bin).
    case trash
    /// A play image (a right-pointing triangle).
    case play
    /// A pause image (two bars).
    case pause
    /// A rewind image (two left-pointing triangles).
    case rewind
    /// A fast-forward image (two right-pointing triangles).
    case fastForward
    /// The text "Undo".
    case undo
    /// The text "Redo".
    case redo

    /// The text a text item shows, or `nil` for an image item.
    public var title: String? {
        switch self {
        case .edit: "Edit"
        case .done: "Done"
        case .cancel: "Cancel"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The text a text item shows in a language: its title in `localized` (a language's titles, as
    /// ``MetricsProfile/systemItemTitles`` holds them), else UIKit's English ``title``; `nil` for an image item.
    ///
    /// - Parameter localized: The titles of the text system items in the bar's language; empty for English.
    /// - Returns: The text the item shows.
    public func title(in localized: [SystemItem: String]) -> String? {
        guard let english = title else { return nil }
        return localized.isEmpty ? english : localized[self] ?? english
    }

    /// The style UIKit gives the item: `done` and `save` are set in the done style.
    public var impliedStyle: BarButtonItemStyle {
        switch self {
        case .done, .save: .done
        default: .plain
        }
    }
}
