/// A `JSONSink` that builds the `JSONValue` tree of what is written to it.
///
/// It gives a type's `jsonValue` from the same `encode(to:)` that `JSONByteWriter` turns into
/// bytes. Objects keep their members in the order written, which must be sorted by key: a debug
/// build stops on a key out of order, so a description the byte writer would write differently
/// from `JSONWriter` cannot pass the tests.
public struct JSONTreeBuilder: JSONSink {
    /// An object or array being built.
    private struct Container {
        /// Whether it is an object (members) rather than an array (elements).
        var isObject: Bool
        /// An object's members so far.
        var members: [JSONValue.Member] = []
        /// An array's elements so far.
        var elements: [JSONValue] = []
        /// The key of the object's next member.
        var key = ""
    }

    /// The objects and arrays open, innermost last.
    private var open: [Container] = []
    /// The finished top-level value.
    public private(set) var value: JSONValue = .null

    /// An empty builder.
    public init() {}

    public mutating func writeNull() { add(.null) }

    public mutating func write(_ flag: Bool) { add(.bool(flag)) }

    public mutating func write(_ number: Double) { add(.number(number)) }

    public mutating func write(_ text: String) { add(.string(text)) }

    public mutating func beginObject() { open.append(Container(isObject: true)) }

    public mutating func key(_ key: StaticString) {
        let name = key.description
        if let previous = open.last?.members.last?.key {
            assert(JSONWriter.isOrdered(previous, name), "key \"\(name)\" written after \"\(previous)\"")
        }
        open[open.count - 1].key = name
    }

    public mutating func endObject() { add(.object(open.removeLast().members)) }

    public mutating func beginArray() { open.append(Container(isObject: false)) }

    public mutating func endArray() { add(.array(open.removeLast().elements)) }

    /// Adds a finished value to the open object or array, or makes it the result.
    private mutating func add(_ finished: JSONValue) {
        guard !open.isEmpty else {
            value = finished
            return
        }
        let last = open.count - 1
        if open[last].isObject {
            open[last].members.append(JSONValue.Member(open[last].key, finished))
        } else {
            open[last].elements.append(finished)
        }
    }
}

extension JSONValue {
    /// The tree of `value`'s JSON form (`JSONEncodable`): the value `JSONWriter.bytes(encoding:)` writes.
    ///
    /// - Parameter value: The value.
    public init<Value: JSONEncodable>(encoding value: Value) {
        var builder = JSONTreeBuilder()
        value.encode(to: &builder)
        self = builder.value
    }
}
