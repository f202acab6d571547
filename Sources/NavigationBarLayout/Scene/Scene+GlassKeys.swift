extension Scene {
    /// The iOS 26 and 27 keys the scene sets (``GlassMetrics/knownSceneKeys``, in that order), on any item of its
    /// stack.
    public var glassKeysUsed: [String] {
        var used: Set<String> = []
        for item in items {
            if item.subtitle != nil { used.insert("subtitle") }
            if item.largeSubtitle != nil { used.insert("largeSubtitle") }
            if item.titleAlignment != .automatic { used.insert("titleAlignment") }
            if item.navigationBarMinimization != nil { used.insert("navigationBarMinimization") }
            let buttons =
                (item.leadingItemGroups + item.trailingItemGroups + item.centerItemGroups).flatMap(\.items)
                + (item.pinnedTrailingGroup?.items ?? []) + item.additionalOverflowItems
            for button in buttons {
                if button.style == .prominent { used.insert("prominent") }
                used.formUnion(button.glass.sceneKeysUsed)
            }
        }
        return GlassMetrics.knownSceneKeys.filter(used.contains)
    }

    /// The iOS 26 and 27 keys the scene sets that `profile` ignores: every one under a profile without `glass`,
    /// else those its `glass.sceneKeys` leaves out.
    ///
    /// - Parameter profile: The profile the scene is laid out with.
    /// - Returns: The keys, in ``GlassMetrics/knownSceneKeys`` order.
    public func glassKeysIgnored(by profile: MetricsProfile) -> [String] {
        let used = glassKeysUsed
        guard let known = profile.glass?.sceneKeys else { return used }
        return used.filter { !known.contains($0) }
    }
}
