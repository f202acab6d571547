import Foundation
import Testing

/// The README's list of bundled profiles and its rule ranges, checked against the profiles in
/// `Sources/NavigationBarLayout/Profiles/` and the rule headings of `docs/LAYOUT.md`, so neither goes stale.
@Suite struct ReadmeFactsTests {
    /// The text of `path`, relative to the package root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: SchemaValidator.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names in backticks of a list such as "`ios6`, `ios7` and `ios17`" at the start of `text`.
    static func codeList(_ text: Substring) -> [String] {
        guard let list = text.prefixMatch(of: /`[^`]+`(?:(?:, | and )`[^`]+`)*/) else { return [] }
        return list.output.matches(of: /`([^`]+)`/).map { String($0.output.1) }
    }

    /// The bundled profile names: the JSON files in `Sources/NavigationBarLayout/Profiles/`.
    static func bundledProfiles() throws -> [String] {
        let folder = SchemaValidator.root.appendingPathComponent("Sources/NavigationBarLayout/Profiles")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
    }

    /// The highest number of the rules `## PREFIXn …` in `docs/LAYOUT.md`.
    static func lastRule(_ prefix: String, in layout: String) -> Int? {
        layout.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("## " + prefix) else { return nil }
            return Int(line.dropFirst(3 + prefix.count).prefix { $0.isNumber })
        }
        .max()
    }

    @Test func theReadmeListsEveryBundledProfile() throws {
        let readme = try Self.text("README.md")
        let lists = readme.ranges(of: "profiles: ").map { Self.codeList(readme[$0.upperBound...]) }
        let sorted = try Self.bundledProfiles().sorted()
        #expect(sorted == ["ios17", "ios26", "ios27", "ios6", "ios7"])
        #expect(!lists.isEmpty, "the README names no bundled profiles ('profiles: `…`')")
        for list in lists {
            #expect(list.sorted() == sorted, "README: bundled profiles \(list)")
        }
        let line = try #require(
            readme.split(separator: "\n").first { $0.contains("docs/PROFILES.md") && $0.contains("metrics profiles") })
        let start = try #require(line.range(of: "the ")).upperBound
        #expect(Self.codeList(line[start...]).sorted() == sorted, "\(line)")
    }

    @Test func theReadmesRuleRangesMatchDocsLayout() throws {
        let readme = try Self.text("README.md")
        let layout = try Self.text("docs/LAYOUT.md")
        let lastL = try #require(Self.lastRule("L", in: layout))
        let lastT = try #require(Self.lastRule("T", in: layout))
        #expect(lastL == 81 && lastT == 14)
        let ranges = readme.matches(of: /\b([LT])1–[LT](\d+)\b/).map { "\($0.output.1)\($0.output.2)" }
        #expect(ranges.count >= 2, "the README gives no rule range")
        for range in ranges {
            #expect(range == "L\(lastL)" || range == "T\(lastT)", "README: a rule range ending at \(range)")
        }
        #expect(ranges.contains("L\(lastL)") && ranges.contains("T\(lastT)"))
    }

    @Test func theCodeListReaderReadsLists() {
        #expect(Self.codeList("`ios6`, `ios7` and `ios17` (…)") == ["ios6", "ios7", "ios17"])
        #expect(Self.codeList("`ios7` and `ios6` metrics") == ["ios7", "ios6"])
        #expect(Self.codeList("none here") == [])
    }
}
