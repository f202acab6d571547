/// The search bar a navigation item integrates into the bar (`UINavigationItem.searchController`, iOS 11; L70).
///
/// The state shown is given, not simulated: the text typed, whether the scope bar and the Cancel button show,
/// and whether search is active. A profile without a `search` section ignores it (L70).
public struct SearchController: Sendable, Hashable {
    /// The placeholder shown in the empty field; `nil` for the profile's ("Search").
    public var placeholder: String?
    /// The text in the field; `nil` or empty shows the placeholder.
    public var text: String?
    /// The titles of the scope bar's segments (`UISearchBar.scopeButtonTitles`); it shows with two or more.
    public var scopeButtonTitles: [String]
    /// The index of the selected scope segment (`selectedScopeButtonIndex`).
    public var selectedScopeButtonIndex: Int
    /// Whether the scope bar shows (`showsScopeBar`): the state shown, needing two or more titles.
    public var showsScopeBar: Bool
    /// Whether the Cancel button shows at the trailing edge (`showsCancelButton`); it always does while active.
    public var showsCancelButton: Bool
    /// Whether search is active (`UISearchController.isActive`): the content row and large title give way (L75).
    public var isActive: Bool

    /// Creates a search controller's state.
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder shown in the empty field; `nil` for the profile's.
    ///   - text: The text in the field; `nil` or empty shows the placeholder.
    ///   - scopeButtonTitles: The titles of the scope bar's segments.
    ///   - selectedScopeButtonIndex: The index of the selected scope segment.
    ///   - showsScopeBar: Whether the scope bar shows (two or more titles needed).
    ///   - showsCancelButton: Whether the Cancel button shows.
    ///   - isActive: Whether search is active.
    public init(
        placeholder: String? = nil, text: String? = nil, scopeButtonTitles: [String] = [],
        selectedScopeButtonIndex: Int = 0, showsScopeBar: Bool = false, showsCancelButton: Bool = false,
        isActive: Bool = false
    ) {
        self.placeholder = placeholder
        self.text = text
        self.scopeButtonTitles = scopeButtonTitles
        self.selectedScopeButtonIndex = selectedScopeButtonIndex
        self.showsScopeBar = showsScopeBar
        self.showsCancelButton = showsCancelButton
        self.isActive = isActive
    }

    /// Whether the scope bar shows: asked for, or shown while active (L74), with two or more titles.
    var showsScope: Bool { (showsScopeBar || isActive) && scopeButtonTitles.count >= 2 }

    /// Whether the Cancel button shows: asked for, or while active (L75).
    var showsCancel: Bool { showsCancelButton || isActive }
}

/// Where a navigation item asks for its search bar (`UINavigationItem.SearchBarPlacement`, iOS 16 and 26; L71,
/// L79), and where the geometry reports it went.
public enum SearchBarPlacement: String, Sendable, Hashable, CaseIterable, Codable {
    /// As the layout suits: `stacked` on iPhone, `inline` on iPad (L71); under iOS 26, the toolbar on iPhone and
    /// `integrated` on iPad (L79).
    case automatic
    /// On the trailing edge of the content row, with the items (L76).
    case inline
    /// In its own row below the other content, the layout before iOS 16 (L72).
    case stacked
    /// iOS 26: a glass field at the trailing edge of the content row on iPad; the toolbar on iPhone (L79, L80).
    case integrated
    /// iOS 26: as `integrated`, shown as a 44-point glass button with the magnifier (L80).
    case integratedButton
    /// iOS 26: as `integrated`, centred in the bar on iPad beside a leading-aligned title (L80).
    case integratedCentered
    /// Reported only, never chosen (the scene format refuses it; set in Swift it is read as `automatic`): under
    /// iOS 26 on iPhone the search bar leaves the navigation bar for the bottom toolbar (L79).
    case toolbar

    /// The placements a scene may ask for (every case but `toolbar`).
    public static let choosable: [SearchBarPlacement] = [
        .automatic, .inline, .stacked, .integrated, .integratedButton, .integratedCentered,
    ]

    /// Whether it is one of the placements iOS 26 added (L79).
    public var isIntegrated: Bool { self == .integrated || self == .integratedButton || self == .integratedCentered }
}
