import Testing

@testable import JSONFormat

/// Key comparison in the document: `JSONDocument.same`, member lookups and the check of an object's keys, for keys
/// of every length the word-at-a-time comparison treats differently.
@Suite struct JSONDocumentKeyTests {
    /// ASCII keys of 0 to 24 bytes.
    static let keys = (0...24).map { count in String((0..<count).map { Character(UnicodeScalar(97 + $0 % 26)!) }) }

    /// Whether `a` and `b` are the same bytes, by `JSONDocument.same`.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in JSONDocument.same(a, b) } }
    }

    @Test func comparesBytesOfEveryLengthAndEveryPosition() {
        for key in Self.keys {
            let bytes = Array(key.utf8)
            #expect(Self.same(bytes, bytes), "\(bytes.count) bytes")
            #expect(!Self.same(bytes, bytes + [0x7A]), "\(bytes.count) bytes and one more")
            for position in bytes.indices {
                var other = bytes
                other[position] ^= 0x20
                #expect(!Self.same(bytes, other), "\(bytes.count) bytes, byte \(position) differs")
            }
        }
    }

    @Test func findsMembersWhoseKeysDifferInOneByte() throws {
        // Keys of one length that differ in their last or first byte, so that a lookup compares bytes.
        var members: [String] = []
        for key in Self.keys.dropFirst() {
            members += ["\"\(key)\": \(key.count)", "\"\(key.dropLast())Z\": -\(key.count)"]
        }
        let document = try JSONDocument.parse(Array("{\(members.joined(separator: ", "))}".utf8))
        for key in Self.keys.dropFirst() {
            let member = try #require(document.member(key, of: 0), "\(key)")
            #expect(document.nodes[member].number == Double(key.count))
            let other = try #require(document.member(key.dropLast() + "Z", of: 0), "\(key)")
            #expect(document.nodes[other].number == -Double(key.count))
            #expect(document.member(key.dropLast() + "Y", of: 0) == nil)
        }
    }

    @Test func findsKeysWrittenWithEscapes() throws {
        let document = try JSONDocument.parse(Array(#"{"lo\u006egerThanEightBytes": 1, "s\u0068ort": 2}"#.utf8))
        #expect(document.member("longerThanEightBytes", of: 0).map { document.nodes[$0].number } == 1)
        #expect(document.member("short", of: 0).map { document.nodes[$0].number } == 2)
        #expect(document.member("shorT", of: 0) == nil)
    }

    @Test func reportsOnlyKeysThatAreNotValid() {
        let json = #"{"abcdefghij": 1, "abcdefghiz": 2, "abcd": 3, "abcz": 4, "ab": 5}"#
        let result = JSONReader.read(Array(json.utf8)) { field in
            field.object(keys: ["abcdefghij", "abcd", "ab"]).map { _ in true }
        }
        let problems =
            switch result {
            case .success: [String]()
            case .failure(let error): error.problems.map(\.description)
            }
        #expect(
            problems == [
                "abcdefghiz: unknown key; did you mean 'abcdefghij'?", "abcz: unknown key; did you mean 'abcd'?",
            ])
    }
}
