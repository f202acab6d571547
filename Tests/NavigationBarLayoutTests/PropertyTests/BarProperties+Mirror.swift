import NavigationBarLayout

/// Right to left as the exact mirror of left to right (L13, L16).
extension BarProperties {
    /// The scene laid out the other way: the direction flipped and the safe-area insets swapped (L16), so that
    /// each bar is the other's mirror image.
    static func mirrored(_ scene: Scene) -> Scene {
        var other = scene
        other.layoutDirection = scene.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        other.safeAreaInsets = SafeAreaInsets(left: scene.safeAreaInsets.right, right: scene.safeAreaInsets.left)
        return other
    }

    /// `frame` mirrored across a bar `width` wide.
    static func mirror(_ frame: Frame, width: Double) -> Frame {
        Frame(x: width - frame.maxX, y: frame.y, width: frame.width, height: frame.height)
    }

    /// `rtl` is the exact mirror of `ltr`: the same drawn nodes in the same order with the same texts,
    /// truncation and alphas, each frame and clip mirrored across the bar's width on the pixel grid (L13, L15),
    /// the back indicator flipped, and the same item states, reasons and overflow menu.
    static func exactMirror(ltr: BarGeometry, rtl: BarGeometry) -> [String] {
        var failures: [String] = []
        let width = gridWidth(ltr)
        let left = DrawnNode.nodes(of: ltr)
        let right = DrawnNode.nodes(of: rtl)
        if left.map(\.key) != right.map(\.key) {
            return ["the nodes differ: \(left.map(\.key)) left to right, \(right.map(\.key)) right to left"]
        }
        for (a, b) in zip(left, right) {
            var expected = a
            expected.frame = mirror(a.frame, width: width)
            expected.clip = a.clip.map { mirror($0, width: width) }
            if !same(expected, b) { failures.append("\(a.key): \(b) is not the mirror of \(a)") }
        }
        if ltr.bar.height != rtl.bar.height { failures.append("the heights differ") }
        if rtl.bar.contentFrame != mirror(ltr.bar.contentFrame, width: width) {
            failures.append("the content frames differ")
        }
        if let back = ltr.backButton, let other = rtl.backButton {
            if back.indicator.flipped || !other.indicator.flipped {
                failures.append("the back indicator is not flipped")
            }
            if back.form != other.form || back.source != other.source { failures.append("the back title forms differ") }
        }
        if itemStates(ltr) != itemStates(rtl) { failures.append("the item states differ") }
        if ltr.itemGroups?.overflowMenu != rtl.itemGroups?.overflowMenu { failures.append("the overflow menus differ") }
        return failures
    }

    /// Whether two nodes are the same, frames within `tolerance`.
    static func same(_ a: DrawnNode, _ b: DrawnNode) -> Bool {
        func close(_ x: Frame?, _ y: Frame?) -> Bool {
            guard let x, let y else { return x == nil && y == nil }
            return [x.x - y.x, x.y - y.y, x.width - y.width, x.height - y.height].allSatisfy { abs($0) <= tolerance }
        }
        return a.key == b.key && a.parent == b.parent && a.row == b.row && close(a.frame, b.frame)
            && close(a.clip, b.clip) && a.alpha == b.alpha && a.text == b.text && a.truncated == b.truncated
    }

    /// Every item's state and reason, in the geometry's order.
    static func itemStates(_ geometry: BarGeometry) -> [String] {
        let groups = geometry.itemGroups?.groups ?? []
        let items =
            groups.isEmpty
            ? geometry.leftItems + geometry.rightItems
            : groups.flatMap { $0.items + ($0.representativeItem.map { [$0] } ?? []) }
        return items.map { "\($0.id ?? "?") \($0.hiddenReason?.rawValue ?? "displayed")" }
            + groups.map { "\($0.position)[\($0.index)] \($0.state)" }
    }
}
