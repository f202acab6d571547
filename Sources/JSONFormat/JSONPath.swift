/// Where a value sits in a JSON document, rendered like `items[1].rightBarButtonItems[0].title`.
///
/// A persistent list from the value back to the root, so appending a step
/// costs one small allocation however deep the value is; the text is built
/// only when a problem is reported.
public struct JSONPath: Sendable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Hashable, Sendable {
        /// An object member, by key.
        case key(String)
        /// An array element, by index from 0.
        case index(Int)
    }

    /// A step and the path before it.
    private final class Node: Sendable {
        let parent: Node?
        let component: Component

        init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    /// The last step, or `nil` at the root.
    private let last: Node?

    /// The document itself.
    public static let root = JSONPath(last: nil)

    /// Whether this is the document itself.
    public var isRoot: Bool { last == nil }

    /// This path followed by the object key `key`.
    ///
    /// - Parameter key: The member's key.
    /// - Returns: The longer path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Node(parent: last, component: .key(key)))
    }

    /// This path followed by the array index `index`.
    ///
    /// - Parameter index: The element's index, from 0.
    /// - Returns: The longer path.
    public func appending(index: Int) -> JSONPath {
        JSONPath(last: Node(parent: last, component: .index(index)))
    }

    /// The steps from the root.
    public var components: [Component] {
        var steps: [Component] = []
        var node = last
        while let current = node {
            steps.append(current.component)
            node = current.parent
        }
        return steps.reversed()
    }

    /// Keys that are identifiers follow a dot; others are written `["key"]`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                var bytes: [UInt8] = []
                JSONWriter.writeString(key, into: &bytes)
                text += "[" + String(decoding: bytes, as: UTF8.self) + "]"
            }
        }
        return text
    }

    /// Whether `key` is an ASCII identifier (`[A-Za-z_$][A-Za-z0-9_$]*`).
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                true
            default: false
            }
        }
    }
}
