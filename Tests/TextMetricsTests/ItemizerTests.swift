import CHarfBuzz
import Testing

@testable import TextMetrics

/// Texts whose itemization is checked: the benchmark's kinds of titles, and the edge cases of
/// cluster breaking and fallback (combining marks, emoji sequences, flags, Hangul jamo,
/// Indic conjuncts, CR LF, ignorables, characters no face has).
private let corpus = [
    "Settings", "Résumé", "Café Menu – Draft", "Überblick…", "Configuración 12:45", "设置", "编辑 (3)", "メッセージ",
    "ライブラリ v2.1", "写真 & More", "الإعدادات", "تعديل 2", "הגדרות", "ביטול – Draft", "Photos 照片",
    "Inbox صندوق דואר", "e\u{301}te\u{301}", "a\u{300}\u{301}\u{302}b", "👨‍👩‍👧 family", "🇫🇷🇩🇪🇺", "😀👍🏽!",
    "1\u{FE0F}\u{20E3}", "©\u{200D}©", "a\u{200D}b\u{FE0F}", "A\u{10FFFD}B🦩🦩", "\u{10FFFD}", "line\r\nbreak\r",
    "\r\n\n\r", "한국어", "\u{1100}\u{1161}\u{11A8}각", "नमस्ते", "क्\u{200D}ष", "สวัสดี", "שָׁלוֹם", "مَرْحَبًا",
    "Ａｂｃ ｶﾞｷﾞ", "ー〜ヽヾ", "   ", " leading", "\u{00A0}x\u{3000}设置", "\u{200B}\u{200B}", "x\u{0600}\u{0661}",
    "Ελληνικά", "Привет, мир", "tab\there", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
]

/// An item as the tests compare it.
private struct ItemValues: Equatable, CustomStringConvertible {
    var start: Int
    var end: Int
    var face: Int
    var script: UInt32
    var clusterCount: Int

    init(_ item: TextItem) {
        (start, end, face, script, clusterCount) = (
            item.start, item.end, item.face, item.script.rawValue, item.clusterCount
        )
    }

    var description: String { "\(start)..<\(end) face \(face) script \(script) clusters \(clusterCount)" }
}

/// Itemizes `text` with `chain` as the measurer does, with `coverage` or without.
private func itemize(
    _ text: String, chain: [FontInstance], coverage: ChainCoverage?
) -> (items: [ItemValues], missing: [Character]) {
    var text = text
    text.makeContiguousUTF8()
    var missing: [Character] = []
    let items = text.utf8.withContiguousStorageIfAvailable { bytes in
        Itemizer.itemizeClusters(text, bytes: bytes, chain: chain, coverage: coverage, missing: &missing)
    }!
    return (items.map(ItemValues.init), missing)
}

/// The itemization of `text` worked out `Character` by `Character` with `String`'s own grapheme
/// breaking and the faces asked directly: the rules the itemizer follows, without its shortcuts.
private func referenceItems(_ text: String, chain: [FontInstance]) -> (items: [ItemValues], missing: [Character]) {
    var items: [TextItem] = []
    var missing: [Character] = []
    var offset = 0
    var leadingClusters = 0
    for character in text {
        let length = character.utf8.count
        defer { offset += length }
        let neutral = character.unicodeScalars.allSatisfy(Itemizer.isNeutral)
        var script = HB_SCRIPT_INVALID
        for scalar in character.unicodeScalars where script == HB_SCRIPT_INVALID {
            let found = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
            if found != HB_SCRIPT_COMMON, found != HB_SCRIPT_INHERITED, found != HB_SCRIPT_UNKNOWN { script = found }
        }
        if neutral {
            if items.isEmpty {
                leadingClusters += 1
            } else {
                items[items.count - 1].end = offset + length
                items[items.count - 1].clusterCount += 1
            }
            continue
        }
        let face =
            chain.indices.first { position in
                character.unicodeScalars.allSatisfy { Itemizer.covers(chain[position], $0) }
            } ?? -1
        if face < 0, !missing.contains(character) { missing.append(character) }
        let faceIndex = max(face, 0)
        if let last = items.last, last.face == faceIndex,
            script == HB_SCRIPT_INVALID || last.script == HB_SCRIPT_INVALID || last.script == script
        {
            items[items.count - 1].end = offset + length
            items[items.count - 1].clusterCount += 1
            if last.script == HB_SCRIPT_INVALID { items[items.count - 1].script = script }
        } else {
            let leading = items.isEmpty
            items.append(
                TextItem(
                    start: leading ? 0 : offset, end: offset + length, face: faceIndex, script: script,
                    clusterCount: leading ? leadingClusters + 1 : 1))
        }
    }
    if items.isEmpty, leadingClusters > 0 {
        items.append(
            TextItem(start: 0, end: offset, face: 0, script: HB_SCRIPT_INVALID, clusterCount: leadingClusters))
    }
    return (items.map(ItemValues.init), missing)
}

@Suite struct ItemizerTests {
    /// The default chain over the bundled fonts: Inter, DejaVu Sans, Droid Sans Fallback, then the Noto families
    /// (Noto Color Emoji last, face 19).
    let chain: ResolvedChain

    init() throws {
        chain = try measurer.chain(for: style())
    }

    @Test func itemsMatchTheCharacterByCharacterRules() {
        let coverage = ChainCoverage(primary: chain.instances[0])
        for text in corpus {
            let reference = referenceItems(text, chain: chain.instances)
            let direct = itemize(text, chain: chain.instances, coverage: nil)
            #expect(direct.items == reference.items, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(direct.missing == reference.missing, "\(text)")
            // Twice with the table: the first fills it, the second reads it.
            for _ in 0..<2 {
                let cached = itemize(text, chain: chain.instances, coverage: coverage)
                #expect(cached.items == reference.items, "\(text)")
                #expect(cached.missing == reference.missing, "\(text)")
            }
            let clusters = reference.items.map(\.clusterCount).reduce(0, +)
            #expect(clusters == text.count, "\(text)")
        }
    }

    @Test func itemsOfSomeTextsHaveTheseValues() {
        let latin = HB_SCRIPT_LATIN.rawValue
        let han = HB_SCRIPT_HAN.rawValue
        let arabic = HB_SCRIPT_ARABIC.rawValue
        let hebrew = HB_SCRIPT_HEBREW.rawValue
        let coverage = ChainCoverage(primary: chain.instances[0])
        func items(_ text: String) -> [[Int]] {
            itemize(text, chain: chain.instances, coverage: coverage).items.map {
                [$0.start, $0.end, $0.face, Int($0.script), $0.clusterCount]
            }
        }
        // "编辑" in Droid Sans Fallback with the space; the parenthesis and digit back in Inter.
        #expect(items("编辑 (3)") == [[0, 7, 2, Int(han), 3], [7, 10, 0, 0, 3]])
        #expect(
            items("Inbox صندوق דואר") == [
                [0, 6, 0, Int(latin), 6], [6, 17, 1, Int(arabic), 6], [17, 25, 1, Int(hebrew), 4],
            ])
        // A base letter and its combining accent are one cluster of two scalars.
        #expect(items("e\u{301}te\u{301}") == [[0, 7, 0, Int(latin), 3]])
        let missing = itemize("A\u{10FFFD}BᏣᏣ", chain: chain.instances, coverage: coverage)
        #expect(missing.missing == ["\u{10FFFD}", "Ꮳ"])
        // Both in the primary face: the Cherokee letters are a run of their own script.
        #expect(missing.items.map(\.face) == [0, 0])
    }

    @Test func aChainLongerThanTheTableAllowsIsItemizedWithoutIt() {
        // 130 copies of Inter, then Droid Sans Fallback: the ideographs are in face 130.
        let long = Array(repeating: chain.instances[0], count: 130) + [chain.instances[2]]
        let coverage = ChainCoverage(primary: long[0])
        let result = itemize("设置 A", chain: long, coverage: coverage)
        #expect(result.items.map(\.face) == [130, 0])
        #expect(result.items == referenceItems("设置 A", chain: long).items)
    }

    @Test func coverageAnswersAreTheFacesAndScriptsOfTheCodePoints() {
        let coverage = ChainCoverage(primary: chain.instances[0])
        let cases: [(Unicode.Scalar, neutral: Bool, face: Int, script: hb_script_t)] = [
            ("A", false, 0, HB_SCRIPT_LATIN), ("é", false, 0, HB_SCRIPT_LATIN), ("3", false, 0, HB_SCRIPT_INVALID),
            (" ", true, -2, HB_SCRIPT_INVALID), ("\u{00A0}", true, -2, HB_SCRIPT_INVALID),
            ("\u{200D}", true, -2, HB_SCRIPT_INVALID), ("\u{FE0F}", true, -2, HB_SCRIPT_INVALID),
            ("设", false, 2, HB_SCRIPT_HAN), ("メ", false, 2, HB_SCRIPT_KATAKANA), ("س", false, 1, HB_SCRIPT_ARABIC),
            ("ש", false, 1, HB_SCRIPT_HEBREW), ("\u{0301}", false, 0, HB_SCRIPT_INVALID),
            ("\u{05B8}", false, 1, HB_SCRIPT_HEBREW), ("\u{10FFFD}", false, -1, HB_SCRIPT_INVALID),
            ("🦩", false, 19, HB_SCRIPT_INVALID), ("😀", false, 1, HB_SCRIPT_INVALID),
            ("Ꮳ", false, -1, HB_SCRIPT_CHEROKEE),
        ]
        for _ in 0..<2 {
            for (scalar, neutral, face, script) in cases {
                let answer = coverage.slots.lookUp(scalar.value, chain: chain.instances)
                #expect(answer.isNeutral == neutral, "\(scalar)")
                if !neutral { #expect(answer.face == face, "\(scalar)") }
                #expect(answer.script == script, "\(scalar)")
                if !neutral {
                    #expect(answer.face == Itemizer.chooseFace(scalar, chain: chain.instances), "\(scalar)")
                }
            }
        }
        // Code points that share a slot replace each other and are answered again, the same.
        for value in stride(from: UInt32(0x4E00), to: 0x4E00 + 8 * UInt32(ChainCoverage.slotCount), by: 7) {
            let scalar = Unicode.Scalar(value)!
            #expect(
                coverage.slots.lookUp(value, chain: chain.instances).word
                    == ScalarCoverage(value, chain: chain.instances).word, "\(scalar)")
        }
    }

    @Test func breaksAroundHoldsForEveryCodePointItAccepts() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF where Itemizer.breaksAround(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(scalar)
            // No rule joins it to a plain letter on either side, nor to itself.
            #expect(("a" + character).count == 2, "\(String(value, radix: 16))")
            #expect((character + "a").count == 2, "\(String(value, radix: 16))")
            #expect((character + character).count == 2, "\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 40000)
        #expect(!Itemizer.breaksBetween(13, 10))
        #expect(Itemizer.breaksBetween(10, 13))
    }

    @Test func twoThreadsFillingOneTableGetTheSameItems() async {
        let coverage = ChainCoverage(primary: chain.instances[0])
        let instances = chain.instances
        let expected = corpus.map { referenceItems($0, chain: instances).items }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    var same = true
                    for _ in 0..<20 {
                        for (text, items) in zip(corpus, expected) {
                            same = same && itemize(text, chain: instances, coverage: coverage).items == items
                        }
                    }
                    return same
                }
            }
            for await same in group { #expect(same) }
        }
    }
}
