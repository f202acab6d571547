import CHarfBuzz

/// The languages texts are shaped in (`TextStyle.language`), each given a small index once.
///
/// The index goes into the cache tags of shaped texts, fits and estimates (above a chain id's
/// bits), so a text shaped in one language is never taken for the same text in another. Index 0
/// is HarfBuzz's `und` (no language), which every style without a language is shaped in.
enum ShapingLanguage {
    /// The index of `tag` in the cache tags' upper bits; 0 for `nil`.
    @inline(__always)
    static func index(of tag: String?) -> Int {
        guard let tag else { return 0 }
        return interned(tag)
    }

    /// `chain` (a `ResolvedChain.id`) with `style`'s language index in its upper 32 bits: what the
    /// caches are keyed by. Equal to `chain` for a style without a language.
    @inline(__always)
    static func tagID(chain: Int, style: TextStyle) -> Int {
        chain | style.languageIndex << 32
    }

    /// The tag of index `index`; `nil` for 0.
    static func tag(at index: Int) -> String? {
        index == 0 ? nil : table.withLock { $0.tags[index] }
    }

    /// The HarfBuzz language of index `index` (`und` for 0).
    static func language(at index: Int) -> hb_language_t {
        let bits = table.withLock { $0.languages[index] }
        return OpaquePointer(bitPattern: bits)!
    }

    /// The HarfBuzz language of `style`: its `language`, or `und`.
    @inline(__always)
    static func language(of style: TextStyle) -> hb_language_t {
        style.languageIndex == 0 ? Shaper.language : language(at: style.languageIndex)
    }

    /// The interned languages: tags by index and HarfBuzz languages (as bit patterns) by index.
    ///
    /// A `hb_language_t` is an interned pointer HarfBuzz never frees, so its bits stay valid.
    private struct Table {
        var indices: [String: Int] = [:]
        var tags: [String] = [""]
        var languages: [UInt] = [UInt(bitPattern: Shaper.language)]
    }

    /// The table, shared by every measurer.
    private static let table = ShortLock(Table())

    /// The index of `tag`, given one the first time it is seen.
    private static func interned(_ tag: String) -> Int {
        table.withLock { table in
            if let index = table.indices[tag] { return index }
            let index = table.languages.count
            table.indices[tag] = index
            table.tags.append(tag)
            table.languages.append(UInt(bitPattern: hb_language_from_string(tag, -1)))
            return index
        }
    }
}
