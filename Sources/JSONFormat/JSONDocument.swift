/// A parsed JSON document as one flat array of nodes in document order, read by `JSONReader`.
///
/// Each value is one node; a container's members follow it, and its
/// `end` is the index after its last descendant, so the next sibling is
/// one jump away. Strings and keys stay in the document's bytes (escaped
/// ones are decoded once into `decoded`), so reading a document builds no
/// tree and no string until a reader asks for one. A node knows its
/// parent, so a value's path is found only when a problem is reported.
struct JSONDocument {
    /// The kind of a node's value.
    enum Kind: UInt8 {
        case null, bool, number, string, array, object
    }

    /// A run of UTF-8 bytes: in the document's bytes, or in `decoded` when it had escapes.
    struct Text {
        /// The first byte.
        var start = 0
        /// The number of bytes.
        var count = 0
        /// Whether the bytes are in `decoded` rather than in the document's bytes.
        var isDecoded = false
        /// Whether every byte is ASCII (then comparing bytes is comparing strings).
        var isASCII = true
    }

    /// One value.
    struct Node {
        /// The value's kind.
        var kind: Kind
        /// A boolean's value.
        var flag = false
        /// A number's value.
        var number = 0.0
        /// A string's text.
        var text = Text()
        /// The member's key, when the value is an object member.
        var key = Text()
        /// The index of the object or array holding the value, or -1 for the root.
        var parent: Int
        /// The index after the value's last descendant.
        var end = 0
        /// A container's number of members or elements.
        var count = 0
        /// Whether every key of an object is ASCII.
        var asciiKeys = true
        /// The byte counts of an object's keys, each as its `JSONObjectReader.keyBit`; every bit once a key is
        /// not ASCII (equal strings may have other bytes). A lookup of a key whose bit is not there compares no
        /// bytes.
        var keyBits: UInt64 = 0

        /// Records a member's key in `asciiKeys` and `keyBits`.
        mutating func addKey(_ key: Text) {
            if !key.isASCII { asciiKeys = false }
            keyBits |= asciiKeys ? JSONObjectReader.keyBit(count: key.count) : ~0
        }
    }

    /// The document's bytes.
    var bytes: [UInt8]
    /// The bytes of strings and keys that had escapes, decoded.
    var decoded: [UInt8] = []
    /// The values, in document order; the root is the first.
    var nodes: [Node] = []

    /// The indices of the members or elements of the container at `index`.
    func children(of index: Int) -> Children {
        Children(nodes: nodes, first: index + 1, end: nodes[index].end, count: nodes[index].count)
    }

    /// The members or elements of a container, by node index.
    struct Children: Sequence, IteratorProtocol {
        /// The document's nodes.
        let nodes: [Node]
        /// The next child.
        var first: Int
        /// The index after the container's last descendant.
        let end: Int
        /// The number of children.
        let count: Int

        var underestimatedCount: Int { count }

        mutating func next() -> Int? {
            guard first < end else { return nil }
            defer { first = nodes[first].end }
            return first
        }
    }

    /// Calls `body` with the bytes of `text`.
    func withBytes<R>(_ text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        (text.isDecoded ? decoded : bytes).withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[text.start..<text.start + text.count]))
        }
    }

    /// `text` as a string.
    func string(_ text: Text) -> String {
        withBytes(text) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `text` has the same UTF-8 bytes as `string`.
    ///
    /// For ASCII text that is whether they are equal strings, when `string` is
    /// ASCII too; otherwise compare with `string(_:) == string`, as Swift
    /// strings are equal when canonically equivalent.
    func text(_ text: Text, hasBytesOf string: String) -> Bool {
        let utf8 = string.utf8
        guard utf8.count == text.count else { return false }
        return utf8.withContiguousStorageIfAvailable { self.text(text, hasBytes: $0) }
            ?? withBytes(text) { $0.elementsEqual(utf8) }
    }

    /// Whether `text` is the bytes `other`.
    func text(_ text: Text, hasBytes other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count == other.count else { return false }
        return withBytes(text) { Self.same($0, other) }
    }

    /// Whether `text` equals `string` as a Swift string (canonical equivalence), comparing bytes when `text` is
    /// ASCII.
    func text(_ text: Text, equals string: String) -> Bool {
        text.isASCII ? self.text(text, hasBytesOf: string) : self.string(text) == string
    }

    /// Whether `a` and `b` are the same bytes.
    ///
    /// Compares eight bytes at a time (four for 4 to 7 bytes): keys are short, so this is most of a lookup.
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count >= 4, let first = a.baseAddress, let second = b.baseAddress else {
            for offset in 0..<count where a[offset] != b[offset] { return false }
            return true
        }
        let x = UnsafeRawPointer(first)
        let y = UnsafeRawPointer(second)
        guard count >= 8 else {
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == y.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        var offset = 0
        while offset < count - 8 {
            guard
                x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        // The last eight bytes, overlapping the ones compared when the count is not a multiple of eight.
        return x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// Whether `text` equals one of `keys` as a Swift string, comparing bytes when `text` is ASCII.
    ///
    /// The same as `keys.contains { self.text(text, equals: $0) }`, with the text's bytes found once.
    func text(_ text: Text, isOneOf keys: [String]) -> Bool {
        guard text.isASCII else { return keys.contains(string(text)) }
        return withBytes(text) { bytes in
            for key in keys {
                let utf8 = key.utf8
                guard utf8.count == bytes.count else { continue }
                if utf8.withContiguousStorageIfAvailable({ Self.same($0, bytes) }) ?? bytes.elementsEqual(utf8) {
                    return true
                }
            }
            return false
        }
    }

    /// The child of the object at `index` whose key is `key` (compared as strings).
    ///
    /// Keys are compared as bytes when the object's keys are all ASCII (the
    /// keys a reader asks for are ASCII names).
    func member(_ key: String, of index: Int) -> Int? {
        guard nodes[index].asciiKeys else { return children(of: index).first { string(nodes[$0].key) == key } }
        guard nodes[index].keyBits & JSONObjectReader.keyBit(of: key) != 0 else { return nil }
        let utf8 = key.utf8
        return utf8.withContiguousStorageIfAvailable { member(bytes: $0, of: index) }
            ?? Array(utf8).withUnsafeBufferPointer { member(bytes: $0, of: index) }
    }

    /// The child of the object at `index` whose key is the bytes `wanted`; the object's keys are ASCII.
    private func member(bytes wanted: UnsafeBufferPointer<UInt8>, of index: Int) -> Int? {
        nodes.withUnsafeBufferPointer { nodes in
            let end = nodes[index].end
            var child = index + 1
            while child < end {
                let key = nodes[child].key
                if key.count == wanted.count, withBytes(key, { Self.same($0, wanted) }) { return child }
                child = nodes[child].end
            }
            return nil
        }
    }
}
