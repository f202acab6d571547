import JSONFormat
import Testing

/// The reader on its own: a small format of its own, read with every problem, path and suggestion.
@Suite struct JSONReaderTests {
    /// A format the tests define: a point with a name.
    struct Pin: Equatable {
        var name: String
        var x: Double
        var tags: [String]
    }

    /// Reads a pin: `name` and `x` required, `x` from 0 to 10, `tags` optional.
    static func pin(_ field: JSONField) -> Pin? {
        guard let object = field.object(keys: ["name", "x", "tags"]) else { return nil }
        return Pin(
            name: object.required("name")?.string() ?? "", x: object.required("x")?.number(.range(0...10)) ?? 0,
            tags: object.optional("tags")?.array()?.compactMap { $0.string() } ?? [])
    }

    /// The problems of reading `json` as a pin, as text.
    static func problems(_ json: String) -> [String] {
        switch JSONReader.read(Array(json.utf8), with: pin) {
        case .success: []
        case .failure(let error): error.problems.map(\.description)
        }
    }

    @Test func readsAValueOfItsOwnFormat() throws {
        let result = JSONReader.read(Array(#"{"name": "a", "x": 2.5, "tags": ["t"]}"#.utf8), with: Self.pin)
        #expect(try result.get() == Pin(name: "a", x: 2.5, tags: ["t"]))
    }

    @Test func collectsEveryProblemWithItsPath() {
        #expect(
            Self.problems(#"{"nmae": "a", "x": 11, "tags": ["t", 3]}"#) == [
                "nmae: unknown key; did you mean 'name'?", "name: is required", "x: must be a number from 0 to 10",
                "tags[1]: must be a string",
            ])
        #expect(Self.problems("[1]") == ["the document must be a JSON object"])
        #expect(Self.problems(#"{"x": 1e999, "name": "a"}"#) == ["x: must be a finite number"])
        #expect(
            Self.problems("{") == ["line 1, column 2: expected a string key in object, found the end of the document"])
    }

    @Test func reportsValuesOfTheBuiltValueWhereTheyWereRead() {
        let reader = JSONReader.read(.object(["first": .array([1])])) { field -> Int? in
            guard let object = field.anyObject(), let element = object.optional("first")?.array()?.first else {
                return nil
            }
            // The value built calls it `values[0]`; the document has it at `first[0]`.
            field.reader.alias("values[0]", to: element.path)
            #expect(field.reader.documentPath("values[0].size") == "first[0].size")
            #expect(field.reader.documentPath("values[01]") == "values[01]")
            field.reader.report("is wrong", atModelPath: "values[0]")
            return 1
        }
        guard case .failure(let error) = reader else {
            Issue.record("expected a problem")
            return
        }
        #expect(error.problems.map(\.description) == ["first[0]: is wrong"])
    }

    @Test func keepsStateAcrossOneDocument() throws {
        final class Count { var value = 0 }
        let result = JSONReader.read(.array([1, 2, 3])) { field -> Int? in
            for _ in field.array() ?? [] { field.reader.state { Count() }.value += 1 }
            return field.reader.state { Count() }.value
        }
        #expect(try result.get() == 3)
    }

    @Test func suggestsTheClosestName() {
        #expect(Suggestion.closest(to: "widht", among: ["width", "height"]) == "width")
        #expect(Suggestion.closest(to: "WIDTH", among: ["width"]) == "width")
        #expect(Suggestion.closest(to: "colour", among: ["width", "items"]) == nil)
    }

    @Test func pathsQuoteKeysThatAreNotIdentifiers() {
        #expect(
            JSONPath.root.appending("items").appending(index: 2).appending("my key").description
                == #"items[2]["my key"]"#)
    }
}
