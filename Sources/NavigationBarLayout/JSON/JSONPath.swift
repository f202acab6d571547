/// Where a value sits in a JSON document, rendered like `items[1].rightBarButtonItems[0].title`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object key or an array index.
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root.
    private(set) var components: [Component] = []

    /// The document itself.
    static let root = JSONPath()

    /// This path followed by the object key `key`.
    func appending(_ key: String) -> JSONPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// This path followed by the array index `index`.
    func appending(index: Int) -> JSONPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// Keys that are identifiers follow a dot; others are written `["key"]`.
    var description: String {
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
