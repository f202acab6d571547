/// A `JSONSink` that writes JSON text straight into one byte buffer, in `JSONWriter`'s format.
///
/// Members are written in the order they come (a type's `encode(to:)` gives its keys sorted), so
/// nothing is built, sorted or copied on the way: keys are copied from their static text, numbers
/// are formatted into the buffer, strings are copied in runs between the bytes that need escaping.
/// Pretty output indents by two spaces and puts `": "` after keys; compact output is one line.
///
/// ```swift
/// var writer = JSONByteWriter(pretty: false)
/// frame.encode(to: &writer)
/// writer.bytes  // {"height":44,"width":390,"x":0,"y":0}
/// ```
public struct JSONByteWriter: JSONSink {
    /// The JSON text written so far, UTF-8.
    public var bytes: [UInt8] { buffer }
    /// The output buffer.
    @usableFromInline var buffer: [UInt8]
    /// Whether to indent with one member or element a line.
    @usableFromInline let pretty: Bool
    /// How many objects and arrays are open.
    @usableFromInline var depth = 0
    /// Whether the current object or array already holds a value (so the next one needs a comma).
    @usableFromInline var hasValue = false
    /// Whether a key was just written (so the next value follows it on the same line).
    @usableFromInline var afterKey = false

    /// An empty writer whose buffer holds `capacity` bytes before it grows.
    ///
    /// - Parameters:
    ///   - pretty: Whether to indent with one member or element a line (`true`) or write one line.
    ///   - capacity: The bytes to reserve at once (one allocation for output up to that size).
    public init(pretty: Bool, capacity: Int = 1024) {
        self.pretty = pretty
        buffer = []
        buffer.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its storage, to write another document.
    public mutating func removeAll() {
        buffer.removeAll(keepingCapacity: true)
        depth = 0
        hasValue = false
        afterKey = false
    }

    public mutating func writeNull() {
        beginValue()
        append("null")
        hasValue = true
    }

    public mutating func write(_ flag: Bool) {
        beginValue()
        append(flag ? "true" : "false")
        hasValue = true
    }

    public mutating func write(_ number: Double) {
        beginValue()
        JSONWriter.appendNumber(number, to: &buffer)
        hasValue = true
    }

    public mutating func write(_ text: String) {
        beginValue()
        JSONWriter.writeString(text, into: &buffer)
        hasValue = true
    }

    @inlinable
    public mutating func beginObject() {
        beginValue()
        buffer.append(UInt8(ascii: "{"))
        depth += 1
        hasValue = false
    }

    @inlinable
    public mutating func key(_ key: StaticString) {
        beginKey()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        endKey()
    }

    @inlinable
    public mutating func endObject() { end(UInt8(ascii: "}")) }

    @inlinable
    public mutating func beginArray() {
        beginValue()
        buffer.append(UInt8(ascii: "["))
        depth += 1
        hasValue = false
    }

    @inlinable
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Names the next value with a key that may need escaping (`JSONWriter`'s path for trees).
    mutating func key(_ key: String) {
        beginKey()
        JSONWriter.writeString(key, into: &buffer)
        buffer.removeLast()  // endKey() writes the closing quote with the colon
        endKey()
    }

    /// The separator before a value: none after a key, else a comma after a sibling and, in pretty
    /// output, a line break and indentation (none at the top level).
    @inlinable
    mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if hasValue { buffer.append(UInt8(ascii: ",")) }
        if depth > 0 { newline() }
    }

    /// The separator before a key and its opening quote's position: a comma after a sibling, then a
    /// new line in pretty output.
    @inlinable
    mutating func beginKey() {
        if hasValue { buffer.append(UInt8(ascii: ",")) }
        newline()
    }

    /// The key's closing quote and colon (and a space when pretty); its value comes next.
    @inlinable
    mutating func endKey() {
        if pretty { append("\": ") } else { append("\":") }
        afterKey = true
    }

    /// Closes an object or array: on its own line in pretty output unless it is empty.
    @inlinable
    mutating func end(_ bracket: UInt8) {
        depth -= 1
        if hasValue { newline() }
        buffer.append(bracket)
        hasValue = true
    }

    /// In pretty output, a line break and two spaces per open object or array.
    @inlinable
    mutating func newline() {
        guard pretty else { return }
        buffer.append(UInt8(ascii: "\n"))
        for _ in 0..<depth * 2 { buffer.append(UInt8(ascii: " ")) }
    }

    /// Appends static text.
    @inlinable
    mutating func append(_ text: StaticString) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
