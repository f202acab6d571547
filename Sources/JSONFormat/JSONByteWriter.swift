/// A `JSONSink` that writes JSON text straight into one byte buffer, in `JSONWriter`'s format.
///
/// Members are written in the order they come (a type's `encode(to:)` gives its keys sorted), so
/// nothing is built, sorted or copied on the way: keys are copied from their static text, numbers
/// are formatted into the buffer, strings are copied in runs between the bytes that need escaping.
/// Pretty output indents by two spaces and puts `": "` after keys; compact output is one line.
///
/// A writer exists only inside `JSONWriter.bytes(encoding:pretty:capacity:)`, which owns its buffer:
///
/// ```swift
/// JSONWriter.bytes(encoding: frame, pretty: false)  // {"height":44,"width":390,"x":0,"y":0}
/// ```
public struct JSONByteWriter: JSONSink {
    /// The buffer's first byte.
    @usableFromInline var start: UnsafeMutablePointer<UInt8>
    /// The bytes written.
    @usableFromInline var count = 0
    /// The bytes the buffer holds.
    @usableFromInline var capacity: Int
    /// Whether to indent with one member or element a line.
    @usableFromInline let pretty: Bool
    /// How many objects and arrays are open.
    @usableFromInline var depth = 0
    /// Whether the current object or array already holds a value (so the next one needs a comma).
    @usableFromInline var hasValue = false
    /// Whether a key was just written (so the next value follows it on the same line).
    @usableFromInline var afterKey = false

    /// An empty writer with a buffer of `capacity` bytes; `deallocate()` must free it.
    @usableFromInline
    init(pretty: Bool, capacity: Int) {
        self.pretty = pretty
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    /// Frees the buffer; the writer must not be used after.
    @usableFromInline
    func deallocate() { start.deallocate() }

    /// A copy of the bytes written, in an array of exactly their size.
    @usableFromInline
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: start, count: count) }
            initialized = count
        }
    }

    @inlinable
    public mutating func writeNull() {
        beginValue()
        append("null")
        hasValue = true
    }

    @inlinable
    public mutating func write(_ flag: Bool) {
        beginValue()
        if flag { append("true") } else { append("false") }
        hasValue = true
    }

    @inlinable
    public mutating func write(_ number: Double) {
        beginValue()
        appendNumber(number)
        hasValue = true
    }

    @inlinable
    public mutating func write(_ text: String) {
        beginValue()
        appendString(text)
        hasValue = true
    }

    @inlinable
    public mutating func beginObject() {
        beginValue()
        append(UInt8(ascii: "{"))
        depth += 1
        hasValue = false
    }

    @inlinable
    public mutating func key(_ key: StaticString) {
        beginKey()
        // The quoted key and the colon in one reservation and one update of `count`: a geometry writes about 170
        // keys, and the quotes, the key and `endKey()` as separate steps were a third of encoding.
        let length = key.utf8CodeUnitCount
        reserve(length + 4)
        let target = UnsafeMutableRawPointer(start + count)
        target.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
        Self.copy(UnsafeRawPointer(key.utf8Start), to: target + 1, count: length)
        target.storeBytes(of: UInt8(ascii: "\""), toByteOffset: length + 1, as: UInt8.self)
        target.storeBytes(of: UInt8(ascii: ":"), toByteOffset: length + 2, as: UInt8.self)
        if pretty { target.storeBytes(of: UInt8(ascii: " "), toByteOffset: length + 3, as: UInt8.self) }
        count += pretty ? length + 4 : length + 3
        afterKey = true
    }

    @inlinable
    public mutating func endObject() { end(UInt8(ascii: "}")) }

    @inlinable
    public mutating func beginArray() {
        beginValue()
        append(UInt8(ascii: "["))
        depth += 1
        hasValue = false
    }

    @inlinable
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Names the next value with a key that may need escaping (`JSONWriter`'s path for trees).
    mutating func key(_ key: String) {
        beginKey()
        appendString(key)
        count -= 1  // endKey() writes the closing quote with the colon
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
        if hasValue { append(UInt8(ascii: ",")) }
        if pretty && depth > 0 { newline() }
    }

    /// The separator before a key: a comma after a sibling, then a new line in pretty output.
    @inlinable @inline(__always)
    mutating func beginKey() {
        if hasValue { append(UInt8(ascii: ",")) }
        if pretty { newline() }
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
        append(bracket)
        hasValue = true
    }

    /// In pretty output, a line break and two spaces per open object or array.
    @inlinable
    mutating func newline() {
        guard pretty else { return }
        reserve(1 + depth * 2)
        start[count] = UInt8(ascii: "\n")
        (start + count + 1).initialize(repeating: UInt8(ascii: " "), count: depth * 2)
        count += 1 + depth * 2
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends static text.
    @inlinable @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `bytes`: short runs (literals, most strings) word by word (`copy`), long ones with `memmove`.
    @inlinable @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        if bytes.count <= 64 {
            Self.copy(UnsafeRawPointer(source), to: UnsafeMutableRawPointer(start + count), count: bytes.count)
        } else {
            (start + count).initialize(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Copies `length` bytes from `source` to `target`, which do not overlap: eight at a time, the last eight
    /// overlapping the ones before when `length` is not a multiple of eight (four at a time for 4 to 7 bytes).
    ///
    /// Reads and writes only the `length` bytes; short runs (keys, most strings) copy faster this way than byte by
    /// byte or through a call to `memmove`.
    @inlinable @inline(__always)
    static func copy(_ source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count length: Int) {
        if length >= 8 {
            var offset = 0
            while offset < length - 8 {
                let word = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                target.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            let last = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            target.storeBytes(of: last, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            let first = source.loadUnaligned(as: UInt32.self)
            let last = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: last, toByteOffset: length - 4, as: UInt32.self)
        } else {
            for offset in 0..<length {
                let byte = source.load(fromByteOffset: offset, as: UInt8.self)
                target.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
            }
        }
    }

    /// Makes room for `extra` more bytes.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    /// Moves the bytes to a buffer of at least `needed` bytes (twice the size, or more).
    @usableFromInline
    mutating func grow(to needed: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2))
        larger.initialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity = max(needed, capacity * 2)
    }
}
