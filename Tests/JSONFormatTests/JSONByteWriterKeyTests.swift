import Testing

@testable import JSONFormat

/// `JSONByteWriter`'s static keys and short copies: the bytes are those of the tree writer, which writes keys as
/// escaped strings, for keys of every length the word copy treats apart, nested, pretty and compact.
@Suite struct JSONByteWriterKeyTests {
    /// An object whose keys are prefixes of one another, so their sorted order is their order here, with an object
    /// and an array inside so keys are written at several depths and after values of every kind.
    struct Keys: JSONEncodable {
        func encode<Sink: JSONSink>(to json: inout Sink) {
            json.beginObject()
            json.key("")
            json.write(1.5)
            json.key("a")
            json.write(true)
            json.key("abc")
            json.writeNull()
            json.key("abcd")
            json.write("text")
            json.key("abcdefg")
            json.beginObject()
            json.key("abcdefgh")
            json.beginArray()
            json.write(-2)
            json.beginObject()
            json.key("abcdefghi")
            json.write(0.0625)
            json.endObject()
            json.endArray()
            json.key("abcdefghijklmnop")
            json.beginObject()
            json.endObject()
            json.endObject()
            json.key("abcdefghijklmnopq")
            json.write("a \"quoted\" word")
            json.key("abcdefghijklmnopqrstuvwxyz0123456789")
            json.write(1e9)
            json.endObject()
        }
    }

    /// The same object as a tree.
    let tree: JSONValue = [
        "": 1.5, "a": true, "abc": .null, "abcd": "text",
        "abcdefg": ["abcdefgh": [-2, ["abcdefghi": 0.0625]], "abcdefghijklmnop": [:]],
        "abcdefghijklmnopq": "a \"quoted\" word", "abcdefghijklmnopqrstuvwxyz0123456789": 1e9,
    ]

    @Test(arguments: [true, false])
    func staticKeysWriteTheTreeWritersBytes(pretty: Bool) {
        // A capacity of 1 is raised to the writer's least, 64: the object is longer, so the buffer grows mid-key.
        let bytes = JSONWriter.bytes(encoding: Keys(), pretty: pretty, capacity: 1)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == String(decoding: JSONWriter.bytes(tree, pretty: pretty), as: UTF8.self))
    }

    @Test func copiesEveryShortLengthExactly() {
        let source: [UInt8] = (0..<80).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for length in 0...72 {
            // The target has a guard byte on each side, which the copy must leave alone.
            var target = [UInt8](repeating: 0xEE, count: length + 2)
            source.withUnsafeBytes { from in
                target.withUnsafeMutableBytes { to in
                    JSONByteWriter.copy(from.baseAddress! + 3, to: to.baseAddress! + 1, count: length)
                }
            }
            #expect(target.first == 0xEE && target.last == 0xEE, "length \(length)")
            #expect(Array(target.dropFirst().dropLast()) == Array(source[3..<(3 + length)]), "length \(length)")
        }
    }
}
