import JSONFormat
import NavigationBarLayout
import TextMetrics

/// The screens file of `navbar audit`: the app's bars, their texts given as string keys.
///
/// Its JSON form is described in `docs/AUDIT.md` and `schemas/screens.schema.json`.
public struct AuditScreens: Hashable, Sendable {
    /// The screens, in file order.
    public var screens: [AuditScreen]
    /// Font files of the user's own in every bar's fallback chain (`fonts`, as a scene's), paths relative to the
    /// screens file until ``resolvingFontPaths(relativeTo:)``.
    public var fonts: FallbackFonts

    /// Creates a screens file's model.
    ///
    /// - Parameters:
    ///   - screens: The screens, in file order.
    ///   - fonts: Font files for every bar's fallback chain.
    public init(screens: [AuditScreen], fonts: FallbackFonts = FallbackFonts()) {
        self.screens = screens
        self.fonts = fonts
    }

    /// These screens with the relative paths of their `fonts` taken relative to `folder`, the folder of the
    /// screens file; absolute paths are kept.
    ///
    /// - Parameter folder: The folder of the screens file.
    /// - Returns: The screens with their font paths resolved.
    public func resolvingFontPaths(relativeTo folder: String) -> AuditScreens {
        var copy = self
        copy.fonts = fonts.resolved(relativeTo: folder)
        return copy
    }

    /// The screen named `id`, if any.
    ///
    /// - Parameter id: A screen's `id`.
    /// - Returns: The screen.
    public func screen(_ id: String) -> AuditScreen? {
        screens.first { $0.id == id }
    }
}

/// One screen: a navigation item whose text fields hold string keys, and the screen below it.
public struct AuditScreen: Hashable, Sendable {
    /// The screen's identifier, as findings report it.
    public var id: String
    /// The `id` of the screen below it, whose title (or `backButtonTitle`) becomes the back title.
    public var back: String?
    /// The navigation item object of the scene format, each text field holding its string key as given.
    public var item: [JSONValue.Member]
    /// The scene keys the screen sets (`prefersLargeTitles`, `profile`, …).
    public var scene: [JSONValue.Member]
    /// The screen's texts, in file order.
    public var texts: [ScreenText]

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - id: The screen's identifier.
    ///   - back: The `id` of the screen below it, if any.
    ///   - item: The navigation item object, text fields as given.
    ///   - scene: The scene keys the screen sets.
    ///   - texts: The screen's texts.
    public init(
        id: String, back: String?, item: [JSONValue.Member], scene: [JSONValue.Member], texts: [ScreenText]
    ) {
        self.id = id
        self.back = back
        self.item = item
        self.scene = scene
        self.texts = texts
    }
}

/// One text field of a screen: where it is and what gives its text.
public struct ScreenText: Hashable, Sendable {
    /// The field's path in the navigation item, such as `rightBarButtonItems[0].title`.
    public var path: [JSONPathStep]
    /// What gives the text.
    public var source: TextSource

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - path: The field's path in the navigation item.
    ///   - source: What gives the text.
    public init(path: [JSONPathStep], source: TextSource) {
        self.path = path
        self.source = source
    }

    /// The element the text belongs to, as findings name it: `title`, `prompt`, `backButtonTitle`,
    /// `rightBarButtonItems[0]` (an item's title is its item's).
    public var element: String {
        var steps = path
        if steps.count > 1, steps.last == .key("title") { steps.removeLast() }
        return JSONPathStep.string(steps)
    }
}

/// What gives a screen's text.
public enum TextSource: Hashable, Sendable {
    /// A string key, translated per locale.
    case key(String)
    /// Literal text (`{"text": "Wallet"}`), the same in every locale.
    case literal(String)
}

/// One step of a path into a JSON value.
public enum JSONPathStep: Hashable, Sendable {
    /// An object's member.
    case key(String)
    /// An array's element.
    case index(Int)

    /// `steps` written as the project writes paths: `rightBarButtonItems[0].title`.
    ///
    /// - Parameter steps: The path.
    /// - Returns: The path as text.
    public static func string(_ steps: [JSONPathStep]) -> String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension JSONValue {
    /// The value at `path`, or `nil` when the path is not there.
    ///
    /// - Parameter path: Where to look.
    /// - Returns: The value.
    func value(at path: [JSONPathStep]) -> JSONValue? {
        var value = self
        for step in path {
            switch (value, step) {
            case (.object, .key(let key)):
                guard let member = value[key] else { return nil }
                value = member
            case (.array(let elements), .index(let index)) where elements.indices.contains(index):
                value = elements[index]
            default: return nil
            }
        }
        return value
    }

    /// The value with the value at `path` replaced by `newValue` (nothing changes when the path is not there).
    ///
    /// - Parameters:
    ///   - path: Where to replace.
    ///   - newValue: The new value.
    /// - Returns: The changed value.
    func replacing(_ path: ArraySlice<JSONPathStep>, with newValue: JSONValue) -> JSONValue {
        guard let first = path.first else { return newValue }
        switch (self, first) {
        case (.object(var members), .key(let key)):
            guard let position = members.firstIndex(where: { $0.key == key }) else { return self }
            members[position].value = members[position].value.replacing(path.dropFirst(), with: newValue)
            return .object(members)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            elements[index] = elements[index].replacing(path.dropFirst(), with: newValue)
            return .array(elements)
        default:
            return self
        }
    }
}
