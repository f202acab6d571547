/// A destination for JSON written one value at a time: a byte buffer or a `JSONValue` tree.
///
/// Each type that has a JSON form describes it once, in `JSONEncodable/encode(to:)`, as calls on a
/// sink; `JSONByteWriter` turns those calls into bytes and `JSONTreeBuilder` into a `JSONValue`, so
/// the text and the tree cannot disagree. An object's keys are given in sorted order (by their UTF-8
/// bytes, the order `JSONWriter` writes): the byte writer writes them as they come, and the tree
/// builder checks the order in debug builds.
///
/// ```swift
/// json.beginObject()
/// json.member("height", height)
/// json.member("width", width)
/// json.endObject()
/// ```
public protocol JSONSink {
    /// Writes `null`.
    mutating func writeNull()
    /// Writes `true` or `false`.
    ///
    /// - Parameter flag: The boolean.
    mutating func write(_ flag: Bool)
    /// Writes a number in `JSONWriter.format(_:)`'s form (`null` when not finite).
    ///
    /// - Parameter number: The number.
    mutating func write(_ number: Double)
    /// Writes a string.
    ///
    /// - Parameter text: The string.
    mutating func write(_ text: String)
    /// Starts an object; its members follow as a `key(_:)` and a value each, keys in sorted order.
    mutating func beginObject()
    /// Names the next value in the current object: an ASCII name without quotes, backslashes or
    /// control characters, greater than the object's previous key.
    ///
    /// - Parameter key: The member's name.
    mutating func key(_ key: StaticString)
    /// Ends the current object.
    mutating func endObject()
    /// Starts an array; its elements follow.
    mutating func beginArray()
    /// Ends the current array.
    mutating func endArray()
}

/// A type whose JSON form is described once, as calls on any `JSONSink`.
public protocol JSONEncodable {
    /// Writes this value to `json`: one value (an object, usually), its keys in sorted order.
    ///
    /// - Parameter json: The sink to write to.
    func encode<Sink: JSONSink>(to json: inout Sink)
}

extension JSONSink {
    /// Writes `value`, or `null` for `nil`.
    ///
    /// - Parameter value: The value, or `nil`.
    @inlinable
    public mutating func write<Value: JSONEncodable>(_ value: Value?) {
        if let value { value.encode(to: &self) } else { writeNull() }
    }

    /// Writes an array of `elements`.
    ///
    /// - Parameter elements: The elements, in order.
    @inlinable
    public mutating func write<Elements: Sequence>(_ elements: Elements) where Elements.Element: JSONEncodable {
        beginArray()
        for element in elements { element.encode(to: &self) }
        endArray()
    }

    /// Writes the member `key` holding a number.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: The number.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: Double) {
        self.key(key)
        write(value)
    }

    /// Writes the member `key` holding a number, or `null` for `nil`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: The number, or `nil`.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: Double?) {
        self.key(key)
        if let value { write(value) } else { writeNull() }
    }

    /// Writes the member `key` holding a boolean.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: The boolean.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: Bool) {
        self.key(key)
        write(value)
    }

    /// Writes the member `key` holding a string, or `null` for `nil`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: The string, or `nil`.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: String?) {
        self.key(key)
        if let value { write(value) } else { writeNull() }
    }

    /// Writes the member `key` holding a raw value's string, or `null` for `nil`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: The value, or `nil`.
    @inlinable
    public mutating func member<Value: RawRepresentable>(_ key: StaticString, _ value: Value?)
    where Value.RawValue == String {
        self.key(key)
        if let value { write(value.rawValue) } else { writeNull() }
    }

    /// Writes the member `key` holding `value`'s JSON, or `null` for `nil`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: The value, or `nil`.
    @inlinable
    public mutating func member<Value: JSONEncodable>(_ key: StaticString, _ value: Value?) {
        self.key(key)
        write(value)
    }

    /// Writes the member `key` holding an array of `elements`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - elements: The elements, in order.
    @inlinable
    public mutating func member<Elements: Sequence>(_ key: StaticString, _ elements: Elements)
    where Elements.Element: JSONEncodable {
        self.key(key)
        write(elements)
    }
}
