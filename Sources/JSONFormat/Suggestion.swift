/// Finds the valid name a misspelt one was probably meant to be.
public enum Suggestion {
    /// The candidate equal to `word` ignoring case, else the first that `word` (3 characters or
    /// more) begins, else the nearest within an edit distance of 2 (and at most a third of
    /// `word`'s length, rounded up), ignoring case, else `nil`.
    ///
    /// Distance counts insertions, deletions, substitutions and swaps of
    /// adjacent characters; ties go to the earlier candidate. Used for JSON keys and
    /// values and for the command line's options and subcommands alike.
    ///
    /// - Parameters:
    ///   - word: The word given, like a misspelt key.
    ///   - candidates: The words it may have meant.
    /// - Returns: The closest candidate, or `nil` when none is close.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        if lowered.count >= 3, let match = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) {
            return match
        }
        let letters = Array(lowered)
        let limit = min(2, (letters.count + 2) / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            guard abs(other.count - letters.count) <= limit else { continue }
            let distance = editDistance(letters, other)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The optimal string alignment distance between `a` and `b`.
    ///
    /// - Complexity: O(*n* × *m*).
    /// - Parameters:
    ///   - a: A word's characters.
    ///   - b: Another word's characters.
    /// - Returns: The number of edits turning `a` into `b`.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
