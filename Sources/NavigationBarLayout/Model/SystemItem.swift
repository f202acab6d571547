/// The system bar button items of `UIBarButtonSystemItem`.
///
/// Text items are measured in the bar button text style; image items are
/// sized by the profile's image item metrics.
public enum SystemItem: String, Codable, Sendable, CaseIterable, Hashable {
    case add, edit, done, cancel, save, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo

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

    /// The style UIKit gives the item: `done` and `save` are set in the done style.
    public var impliedStyle: BarButtonItemStyle {
        switch self {
        case .done, .save: .done
        default: .plain
        }
    }
}
