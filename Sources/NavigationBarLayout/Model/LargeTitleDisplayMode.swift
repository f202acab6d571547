/// When an item shows its title as a large title (`UINavigationItem.LargeTitleDisplayMode`, iOS 11; `inline`
/// iOS 17; L19).
///
/// Large titles show only on a bar whose `prefersLargeTitles` is on, under a
/// profile with a `largeTitle` section, and never under compact metrics.
public enum LargeTitleDisplayMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// As the item below it in the stack; the bottom item follows `prefersLargeTitles` (shown).
    case automatic
    /// A large title whenever the bar prefers large titles.
    case always
    /// Never a large title: the title shows inline.
    case never
    /// iOS 17: a large title set inside the content row while the item is on top and has no back button
    /// (with a back button it is `always`); the leading items make way for it.
    case inline
}
