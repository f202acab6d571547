/// Where the appearance a bar uses came from (L31).
public enum AppearanceSource: String, Codable, Sendable, CaseIterable, Hashable {
    /// A slot of the top navigation item.
    case item
    /// A slot of the bar.
    case bar
    /// No slot along the chain is set: `UINavigationBarAppearance()` with the default background.
    case `default`
}

/// The iOS 13 appearance a bar uses, chosen by L30 and L31.
public struct AppearanceChoice: Hashable, Sendable {
    /// The slot the bar's state asks for (L30).
    public var requested: AppearanceSlot
    /// The slot whose appearance is used, after the fallbacks of L31 (`standard` when `source` is `default`).
    public var used: AppearanceSlot
    /// Whether the top item's slot, the bar's or neither gave it.
    public var source: AppearanceSource
    /// The appearance used.
    public var appearance: BarAppearance
    /// Whether its background is replaced by the transparent one: a scroll-edge slot fell back to a slot that is
    /// not one (L31, iOS 15).
    public var transparentBackground: Bool

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - requested: The slot the bar's state asks for (L30).
    ///   - used: The slot whose appearance is used.
    ///   - source: Whether the top item's slot, the bar's or neither gave it.
    ///   - appearance: The appearance used.
    ///   - transparentBackground: Whether its background is replaced by the transparent one.
    public init(
        requested: AppearanceSlot, used: AppearanceSlot, source: AppearanceSource, appearance: BarAppearance,
        transparentBackground: Bool
    ) {
        self.requested = requested
        self.used = used
        self.source = source
        self.appearance = appearance
        self.transparentBackground = transparentBackground
    }

    /// L30: the slot a bar asks for: compact metrics choose the compact slots, content at the scroll edge the
    /// scroll-edge slots.
    ///
    /// - Parameters:
    ///   - compact: Whether the bar uses the compact (or compact prompt) metrics.
    ///   - atScrollEdge: Whether the content is at the scroll edge (`scrollOffset <= 0`, or under a large title
    ///     whose row has not collapsed).
    /// - Returns: The slot.
    public static func requestedSlot(compact: Bool, atScrollEdge: Bool) -> AppearanceSlot {
        switch (compact, atScrollEdge) {
        case (false, false): .standard
        case (true, false): .compact
        case (false, true): .scrollEdge
        case (true, true): .compactScrollEdge
        }
    }

    /// L31: the slots tried for `slot`, in order.
    ///
    /// - Parameter slot: The slot asked for.
    /// - Returns: `slot` and its fallbacks: compact → standard; scrollEdge → standard; compactScrollEdge →
    ///   scrollEdge → compact → standard.
    public static func fallbackChain(for slot: AppearanceSlot) -> [AppearanceSlot] {
        switch slot {
        case .standard: [.standard]
        case .compact: [.compact, .standard]
        case .scrollEdge: [.scrollEdge, .standard]
        case .compactScrollEdge: [.compactScrollEdge, .scrollEdge, .compact, .standard]
        }
    }

    /// L30, L31: the appearance a bar with slots `bar` uses for its top item's slots `item`.
    ///
    /// Along the chain of the requested slot, slot by slot, the top item's
    /// appearance wins over the bar's; the first set one is used. A scroll-edge
    /// request that ends on `compact` or `standard` uses it with a transparent
    /// background. With no slot set, the default appearance is used.
    ///
    /// - Parameters:
    ///   - item: The top item's slots (`nil` for an empty stack).
    ///   - bar: The bar's slots.
    ///   - compact: Whether the bar uses the compact (or compact prompt) metrics.
    ///   - atScrollEdge: Whether the content is at the scroll edge.
    /// - Returns: The choice.
    public static func choose(
        item: BarAppearanceSlots?, bar: BarAppearanceSlots, compact: Bool, atScrollEdge: Bool
    ) -> AppearanceChoice {
        let requested = requestedSlot(compact: compact, atScrollEdge: atScrollEdge)
        for slot in fallbackChain(for: requested) {
            let transparent = atScrollEdge && !slot.isScrollEdge
            if let appearance = item?[slot] {
                return AppearanceChoice(
                    requested: requested, used: slot, source: .item, appearance: appearance,
                    transparentBackground: transparent)
            }
            if let appearance = bar[slot] {
                return AppearanceChoice(
                    requested: requested, used: slot, source: .bar, appearance: appearance,
                    transparentBackground: transparent)
            }
        }
        return AppearanceChoice(
            requested: requested, used: .standard, source: .default, appearance: BarAppearance(),
            transparentBackground: atScrollEdge)
    }
}

extension AppearanceSlot {
    /// Whether the slot is one of the scroll-edge slots.
    var isScrollEdge: Bool { self == .scrollEdge || self == .compactScrollEdge }
}
