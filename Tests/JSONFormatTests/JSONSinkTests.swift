import Testing

@testable import JSONFormat

/// `JSONEncodable`: the byte writer and the tree builder give the same JSON from one description.
@Suite struct JSONSinkTests {
    /// A value with every kind of member: nested objects, arrays (empty too), `null`s, escapes.
    struct Sample: JSONEncodable {
        var name = "a \"quoted\"\tname\\ é \u{1}"
        var inner: Inner? = Inner()
        var missing: Inner?
        var list = [Inner(), Inner(scale: 0.00005)]
        var empty: [Inner] = []

        func encode<Sink: JSONSink>(to json: inout Sink) {
            json.beginObject()
            json.member("empty", empty)
            json.member("flag", true)
            json.member("inner", inner)
            json.member("list", list)
            json.member("missing", missing)
            json.member("name", name)
            json.member("nothing", nil as Double?)
            json.member("number", -1.23456)
            json.endObject()
        }
    }

    /// A small object.
    struct Inner: JSONEncodable {
        var scale = 2.0

        func encode<Sink: JSONSink>(to json: inout Sink) {
            json.beginObject()
            json.member("scale", scale)
            json.member("unit", "pt")
            json.endObject()
        }
    }

    /// An array at the top level.
    struct List: JSONEncodable {
        var items: [Inner]

        func encode<Sink: JSONSink>(to json: inout Sink) { json.write(items) }
    }

    @Test(arguments: [true, false])
    func bytesAreWhatTheWriterWritesOfTheTree(pretty: Bool) {
        let tree = JSONValue(encoding: Sample())
        #expect(JSONWriter.bytes(encoding: Sample(), pretty: pretty) == JSONWriter.bytes(tree, pretty: pretty))
    }

    @Test func compactBytesAreExact() {
        let text = String(decoding: JSONWriter.bytes(encoding: Sample(), pretty: false), as: UTF8.self)
        #expect(
            text
                == #"{"empty":[],"flag":true,"inner":{"scale":2,"unit":"pt"},"#
                + #""list":[{"scale":2,"unit":"pt"},{"scale":0.0001,"unit":"pt"}],"missing":null,"#
                + #""name":"a \"quoted\"\tname\\ é \u0001","nothing":null,"number":-1.2346}"#)
    }

    @Test func prettyBytesIndentByTwoSpaces() {
        let text = String(decoding: JSONWriter.bytes(encoding: List(items: [Inner()]), pretty: true), as: UTF8.self)
        #expect(text == "[\n  {\n    \"scale\": 2,\n    \"unit\": \"pt\"\n  }\n]")
    }

    @Test func treeKeepsTheMembersInTheOrderWritten() {
        #expect(JSONValue(encoding: Inner(scale: 0.5)) == .object(["scale": 0.5, "unit": "pt"]))
    }

    @Test(arguments: [true, false])
    func aSmallBufferGrowsToTheSameBytes(pretty: Bool) {
        let small = JSONWriter.bytes(encoding: Sample(), pretty: pretty, capacity: 1)
        #expect(small == JSONWriter.bytes(encoding: Sample(), pretty: pretty))
        #expect(small.count > 64)
    }
}
