import SceneGenerators
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L40–L46 on 2,000 generated scenes: one state per item, no overlap, monotone widening, the menu in the order
/// of importance, and right to left as a mirror.
@Suite struct GroupInvariantTests {
    static let count = 2_000
    static let measurer = FixedAdvanceMeasurer()

    /// The generated scenes, the same on every run.
    static let scenes: [Scene] = {
        var generator = SplitMix64(state: 1_616)
        return (0..<count).map { _ in SceneGenerator.groupScene(using: &generator) }
    }()

    static func solve(_ scene: Scene) throws -> BarGeometry {
        try BarLayout.solve(scene, measurer: measurer)
    }

    @Test func generatedScenesAreValidAndUseGroups() throws {
        // Counted from what the solver returns: every scene valid and laid out with groups, and every group
        // state reached by some scene, so the properties below are checked on each state.
        var solvedWithGroups = 0
        var scenesWithState: [ItemGroupState: Int] = [:]
        for scene in Self.scenes {
            #expect(scene.problems() == [])
            guard let groups = try Self.solve(scene).itemGroups else { continue }
            solvedWithGroups += 1
            for state in Set(groups.groups.map(\.state)) { scenesWithState[state, default: 0] += 1 }
        }
        #expect(solvedWithGroups == Self.count)
        for state in [ItemGroupState.expanded, .collapsed, .inOverflow] {
            #expect(scenesWithState[state, default: 0] >= Self.count / 100, "too few scenes with a group \(state)")
        }
    }

    @Test func l42EveryItemIsInExactlyOneState() throws {
        for scene in Self.scenes {
            let geometry = try Self.solve(scene)
            let groups = try #require(geometry.itemGroups)
            var inMenu = 0
            for group in groups.groups {
                for item in group.items {
                    // displayed ⇔ a frame; otherwise exactly one reason, which names the state.
                    #expect(item.displayed == (item.frame != nil))
                    #expect(item.displayed == (item.hiddenReason == nil))
                    if item.state == .inOverflow { inMenu += 1 }
                    if item.kind == .fixedSpace || item.kind == .flexibleSpace { #expect(item.state != .inOverflow) }
                }
                switch group.state {
                case .collapsed:
                    #expect(group.representativeItem?.displayed == true)
                    #expect(group.items.allSatisfy { $0.state == .collapsed })
                case .expanded:
                    #expect(group.representativeItem == nil)
                    #expect(group.items.contains { $0.state == .displayed })
                case .inOverflow:
                    #expect(group.items.allSatisfy { $0.state != .displayed && $0.state != .collapsed })
                    #expect(group.items.contains { $0.state == .inOverflow })
                case .hidden:
                    #expect(group.items.allSatisfy { $0.state == .hidden })
                }
                // A fixed group stays in the bar, except a navigator bar's centre group, which is only in the menu (L45).
                if group.isFixed, groups.style != .navigator || group.position != .center {
                    #expect(group.items.allSatisfy { $0.state == .displayed || $0.state == .hidden })
                }
            }
            let additional = groups.overflowMenu.filter { $0.source == .additional }.count
            #expect(groups.overflowMenu.count == inMenu + additional)
        }
    }

    /// Every displayed frame of a geometry, with a name.
    static func displayedFrames(_ geometry: BarGeometry) -> [(String, Frame)] {
        var frames: [(String, Frame)] = []
        if let back = geometry.backButton { frames.append(("back", back.frame)) }
        if let title = geometry.title?.frame { frames.append(("title", title)) }
        for group in geometry.itemGroups?.groups ?? [] {
            let name = "\(group.position.rawValue)[\(group.index)]"
            for (index, item) in group.items.enumerated() {
                if let frame = item.frame { frames.append(("\(name).items[\(index)]", frame)) }
            }
            if let frame = group.representativeItem?.frame { frames.append(("\(name).rep", frame)) }
        }
        if let button = geometry.itemGroups?.overflowButton { frames.append(("overflow", button.frame)) }
        return frames
    }

    @Test func l44NoTwoDisplayedFramesOverlap() throws {
        for scene in Self.scenes {
            let frames = Self.displayedFrames(try Self.solve(scene)).filter { $0.1.width > 0 }
            for (i, a) in frames.enumerated() {
                for b in frames[(i + 1)...] {
                    let overlap = min(a.1.maxX, b.1.maxX) - max(a.1.minX, b.1.minX)
                    #expect(overlap <= 1e-9, "\(a.0) and \(b.0) overlap at width \(scene.width)")
                }
            }
        }
    }

    /// How far an item has gone: displayed 0, collapsed 1, in the menu or hidden 2.
    static func progress(_ state: ItemState) -> Int {
        switch state {
        case .displayed: 0
        case .collapsed: 1
        case .inOverflow, .hidden: 2
        }
    }

    /// Each item's progress by `id`.
    static func progress(_ geometry: BarGeometry) -> [String: Int] {
        var result: [String: Int] = [:]
        for group in geometry.itemGroups?.groups ?? [] {
            for item in group.items { result[item.id ?? ""] = progress(item.state) }
        }
        return result
    }

    @Test func l44WideningNeverMovesAnItemFurther() throws {
        var generator = SplitMix64(state: 44)
        for scene in Self.scenes {
            var wider = scene
            // Within one layout-margin step (L17): a phone stays below 414; an iPad has one step.
            let limit = scene.userInterfaceIdiom == .pad ? 1_400 : 413
            guard scene.width < Double(limit) else { continue }
            wider.width = Double(Int.random(in: Int(scene.width)...limit, using: &generator))
            let before = Self.progress(try Self.solve(scene))
            let after = Self.progress(try Self.solve(wider))
            for (id, was) in before {
                #expect(after[id, default: 0] <= was, "\(id) went further from \(scene.width) to \(wider.width)")
            }
        }
    }

    @Test func l43TheMenuFollowsTheOrderOfImportance() throws {
        for scene in Self.scenes {
            let top = try #require(scene.items.last)
            let leading = top.leadingItemGroups.flatMap(\.items)
            let trailing = (top.pinnedTrailingGroup?.items ?? []) + top.trailingItemGroups.flatMap(\.items)
            var order: [String] = []
            for index in 0..<max(leading.count, trailing.count) {
                if index < leading.count { order.append(leading[index].id ?? "") }
                if index < trailing.count { order.append(trailing[index].id ?? "") }
            }
            order += top.centerItemGroups.flatMap(\.items).map { $0.id ?? "" }
            let groups = try #require(try Self.solve(scene).itemGroups)
            let moved = Set(groups.groups.flatMap(\.items).filter { $0.state == .inOverflow }.map { $0.id ?? "" })
            let expected =
                order.filter(moved.contains)
                + top.additionalOverflowItems.filter { !$0.content.isSpace }.map { $0.id ?? "" }
            #expect(groups.overflowMenu.map { $0.id ?? "" } == expected)
        }
    }

    @Test func l13RightToLeftIsTheMirror() throws {
        for scene in Self.scenes {
            var ltr = scene
            ltr.layoutDirection = .leftToRight
            var rtl = scene
            rtl.layoutDirection = .rightToLeft
            let a = try Self.solve(ltr)
            let b = try Self.solve(rtl)
            let width = (scene.width * scene.scale).rounded(.toNearestOrAwayFromZero) / scene.scale
            let mirrored = Self.displayedFrames(a).map { name, f in
                (name, Frame(x: width - f.maxX, y: f.y, width: f.width, height: f.height))
            }
            let frames = Self.displayedFrames(b)
            #expect(frames.map(\.0) == mirrored.map(\.0))
            for (x, y) in zip(frames, mirrored) {
                let apart = [x.1.x - y.1.x, x.1.y - y.1.y, x.1.width - y.1.width, x.1.height - y.1.height]
                #expect(apart.allSatisfy { abs($0) < 1e-9 }, "\(x.0) at width \(scene.width)")
            }
            #expect(a.itemGroups?.overflowMenu == b.itemGroups?.overflowMenu)
            #expect(a.itemGroups?.groups.map(\.state) == b.itemGroups?.groups.map(\.state))
        }
    }

    @Test func l44TheSearchFindsTheFirstConfigurationThatFits() throws {
        let layouter = BarLayouter(profile: try ProfileLibrary.bundled("ios17"))
        for scene in Self.scenes {
            let top = try #require(scene.items.last)
            let r = try ResolvedMetrics.resolve(
                layouter: layouter, appearance: scene.appearance, metrics: scene.metrics, width: scene.width,
                idiom: scene.userInterfaceIdiom)
            let solver = Solver(width: scene.width, resolved: r, measurer: Self.measurer)
            let context = try solver.groupContext(top: top, policy: .overflowMenu(try #require(r.itemGroups)))
            let reductions = GroupReductions(context)
            let found = reductions.fewestSteps { solver.fits($0, context, back: nil) }
            let linear =
                (0...reductions.steps.count).first { count in
                    solver.fits(reductions.configuration(after: count), context, back: nil)
                } ?? reductions.steps.count
            #expect(found == linear, "at width \(scene.width)")
        }
    }

    @Test func l44TwentyThousandItemsAreLaidOut() throws {
        var item = NavigationItem(title: "Many")
        item.trailingItemGroups = [
            BarButtonItemGroup(items: (0..<20_000).map { BarButtonItem.text("Item", id: "i\($0)") })
        ]
        let groups = try #require(try Self.solve(Scene(width: 320, profile: "ios17", items: [item])).itemGroups)
        let shown = groups.groups[0].items.filter(\.displayed).map(\.id)
        #expect(shown == ["i0", "i1", "i2", "i3", "i4", "i5"])
        #expect(groups.overflowMenu.count == 20_000 - shown.count)
        #expect(groups.overflowMenu.first?.id == "i6")
    }
}
