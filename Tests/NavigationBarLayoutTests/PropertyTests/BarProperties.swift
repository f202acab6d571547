import NavigationBarLayout

/// The properties every laid-out bar has, each a function from a scene (or its geometry) to its failures.
///
/// The property tests run them over generated scenes; the known-defect tests run them on minimal scenes.
enum BarProperties {
    /// The largest amount, in points, by which two frames may overlap or a frame may cross a bound: rounding
    /// noise, far below a pixel.
    static let tolerance = 1e-9

    /// The bar's width on the pixel grid: the mirror line and the content frame's trailing edge (L13, L15).
    static func gridWidth(_ geometry: BarGeometry) -> Double {
        (geometry.bar.width * geometry.bar.scale).rounded(.toNearestOrAwayFromZero) / geometry.bar.scale
    }

    /// How far two frames overlap in both directions at once (0 when they only touch or are apart).
    static func overlap(_ a: Frame, _ b: Frame) -> Double {
        let x = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let y = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return x > 0 && y > 0 ? min(x, y) : 0
    }

    /// How far `inner` reaches outside `outer` (0 when it lies inside).
    static func excess(_ inner: Frame, outside outer: Frame) -> Double {
        max(0, outer.minX - inner.minX, inner.maxX - outer.maxX, outer.minY - inner.minY, inner.maxY - outer.maxY)
    }

    /// The part of `frame` inside `clip`, or `nil` when nothing of it is.
    static func clipped(_ frame: Frame, to clip: Frame?) -> Frame? {
        guard let clip else { return frame }
        let x = max(frame.minX, clip.minX)
        let y = max(frame.minY, clip.minY)
        let maxX = min(frame.maxX, clip.maxX)
        let maxY = min(frame.maxY, clip.maxY)
        guard maxX > x, maxY > y else { return nil }
        return Frame(x: x, y: y, width: maxX - x, height: maxY - y)
    }

    /// No two drawn nodes of one row overlap.
    ///
    /// Allowed overlays: a node drawn inside its parent (the back button's indicator, title and image; an item's
    /// title or image; the overflow button's image) overlaps its parent, and only its parent. Not drawn, and so
    /// not compared: nodes with alpha 0 (the inline title while the large title shows, L20) and empty frames
    /// (a flexible space of width 0, an empty title). A space is laid out like any item and must not overlap
    /// either (L7, L10).
    static func noOverlapInARow(_ geometry: BarGeometry) -> [String] {
        let nodes = DrawnNode.nodes(of: geometry).filter {
            $0.alpha > 0 && $0.frame.width > tolerance && $0.frame.height > tolerance
        }
        var failures: [String] = []
        for (index, a) in nodes.enumerated() {
            for b in nodes[(index + 1)...] where a.row == b.row {
                if a.parent == b.key || b.parent == a.key { continue }
                let amount = overlap(a.frame, b.frame)
                if amount > tolerance {
                    failures.append("\(a.key) \(a.frame) overlaps \(b.key) \(b.frame) by \(amount)")
                }
            }
        }
        return failures
    }

    /// Every drawn node lies inside the bar, and inside what holds it.
    ///
    /// - Every node (after its clip) lies within the bar: 0…the grid width (L13, L15) by 0…the height.
    /// - A top node of the prompt or content row lies within the content frame's x span (the safe area, L16).
    /// - A child lies within its parent; a text child may reach one pixel past it (L15.1), and further by the
    ///   title position adjustments the scene sets (an item's own and its appearance's, L7, L33).
    /// - The title (text or view) may leave them by the title adjustments the scene sets, and a pixel (L9, L33).
    /// - A title view or custom view taller than the content row keeps its height (L7, L9): only its x span
    ///   is checked.
    /// - The large title's clip is the large-title row: from the content row's bottom to the bar's bottom (L20);
    ///   when the row is open (`scrollOffset` at most 0) the whole line lies inside the row, between the
    ///   content frame's edges (L19, L21, L50). Inline, the large title is in the content row (L19).
    static func insideTheBar(_ geometry: BarGeometry, scene: Scene) -> [String] {
        let bar = Frame(x: 0, y: 0, width: gridWidth(geometry), height: geometry.bar.height)
        let content = geometry.bar.contentFrame
        let nodes = DrawnNode.nodes(of: geometry)
        let frames = Dictionary(nodes.map { ($0.key, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var failures: [String] = []
        let pixels = geometry.bar.height * geometry.bar.scale
        if abs(pixels - pixels.rounded()) > tolerance {
            failures.append("the bar's height \(geometry.bar.height) is off the pixel grid (L15)")
        }
        func check(_ node: DrawnNode, _ frame: Frame, within outer: Frame, _ what: String, slack: Double = 0) {
            let amount = excess(frame, outside: outer)
            if amount > slack + tolerance {
                failures.append("\(node.key) \(frame) is \(amount) outside \(what) \(outer)")
            }
        }
        let textSlack = 1 / geometry.bar.scale + titleAdjustment(scene)
        let titleSlack = 1 / geometry.bar.scale + barTitleAdjustment(scene)
        // L8: a back button in its narrowest form (the indicator, and its image if any, L4) keeps that form on a
        // bar narrower than it with its edge inset, and may reach past the bar's far edge.
        let narrowestBack =
            geometry.backButton.map { back in
                let leftToRight = scene.layoutDirection == .leftToRight
                let inset = leftToRight ? back.frame.minX - content.minX : content.maxX - back.frame.maxX
                return back.form == BackTitleForm.none && back.frame.width + inset > content.width
            } ?? false
        for node in nodes {
            if narrowestBack, node.key == "back" || node.parent == "back" { continue }
            let isTitle = node.key == "title" || node.key == "titleView"
            let tall = node.text == nil && node.frame.height > content.height
            let bounds = tall ? Frame(x: 0, y: -.infinity, width: bar.width, height: .infinity) : bar
            if let visible = clipped(node.frame, to: node.clip) {
                check(node, visible, within: bounds, "the bar", slack: isTitle ? titleSlack : 0)
            }
            if let parent = node.parent, let outer = frames[parent] {
                check(node, node.frame, within: outer, parent, slack: node.isText ? textSlack : 0)
            } else if node.row != .largeTitle {
                let span = Frame(x: content.minX, y: bounds.y, width: content.width, height: bounds.height)
                check(node, node.frame, within: span, "the content frame's span", slack: isTitle ? titleSlack : 0)
            }
            guard node.key == "largeTitle", let clip = node.clip, node.row == .largeTitle else { continue }
            // The row ends at the bar's bottom edge, on the pixel grid (L15, L20).
            // L73: above the search rows, when the bar has them.
            let scope = geometry.search?.scopeBar?.rowFrame.height ?? 0
            let search = geometry.search.map { $0.placement == .stacked ? $0.rowFrame.height : 0 } ?? 0
            // L66: above the large subtitle's band, when a glass profile adds one.
            let band = geometry.glass?.largeSubtitleClip?.height ?? 0
            let row = Frame(
                x: 0, y: content.maxY, width: bar.width,
                height: bar.height - content.maxY - search - scope - band)
            let same = [clip.x - row.x, clip.y - row.y, clip.width - row.width, clip.height - row.height]
                .allSatisfy { abs($0) < 1e-9 }
            if !same { failures.append("largeTitle's clip \(clip) is not the large-title row \(row)") }
            if scene.scrollOffset <= 0 {
                check(
                    node, node.frame,
                    within: Frame(x: content.minX, y: row.y, width: content.width, height: row.height), "the open row")
            }
        }
        return failures
    }

    /// Every iOS 13 appearance the scene sets, on the bar and on its items.
    static func appearances(_ scene: Scene) -> [BarAppearance] {
        ([scene.appearances] + scene.items.map(\.appearances)).flatMap { slots in
            AppearanceSlot.allCases.compactMap { slots[$0] }
        }
    }

    /// The larger of an offset's two components, by size.
    static func size(_ offset: Offset) -> Double {
        max(abs(offset.horizontal), abs(offset.vertical))
    }

    /// The largest amount the scene's appearances move the title by: the iOS 5–7 vertical adjustment plus the
    /// iOS 13 title position adjustment (L9, L33).
    static func barTitleAdjustment(_ scene: Scene) -> Double {
        let vertical = scene.appearance.titleVerticalPositionAdjustment.values.values.map(abs).max() ?? 0
        return vertical + (appearances(scene).map { size($0.titlePositionAdjustment) }.max() ?? 0)
    }

    /// The largest title position adjustment the scene sets on any button, in either direction: an item's own
    /// plus the largest of its appearances' (L33).
    static func titleAdjustment(_ scene: Scene) -> Double {
        let top = scene.items.last
        let groups =
            (top?.leadingItemGroups ?? []) + (top?.trailingItemGroups ?? []) + (top?.centerItemGroups ?? [])
            + (top?.pinnedTrailingGroup.map { [$0] } ?? [])
        let items =
            groups.flatMap { $0.items + ($0.representativeItem.map { [$0] } ?? []) }
            + (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? [])
        let buttons = appearances(scene).flatMap {
            [$0.buttonAppearance, $0.doneButtonAppearance, $0.backButtonAppearance]
        }
        let own = items.map { size($0.titlePositionAdjustment) }.max() ?? 0
        return own + (buttons.map { size($0.titlePositionAdjustment) }.max() ?? 0)
    }
}
