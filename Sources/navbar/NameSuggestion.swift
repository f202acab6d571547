import NavigationBarLayout

/// Finds the option or subcommand name a misspelt one was probably meant to be.
enum NameSuggestion {
    /// The candidate equal to `word` ignoring case, else the first that `word` (3 characters or
    /// more) begins, else the nearest within an edit distance of 2 (and at most a third of
    /// `word`'s length, rounded up), else `nil`.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        if lowered.count >= 3, let match = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) {
            return match
        }
        let letters = Array(lowered)
        let limit = min(2, (letters.count + 2) / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = Suggestion.editDistance(letters, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
