import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L64–L69, L78: glass capsules, the back circle, subtitles, prominent items, badges, visibility priority and title
/// alignment under the `ios26` and `ios27` profiles.
@Suite struct GlassRuleTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)

    /// The geometry of a scene given as JSON.
    func solve(_ json: String) throws -> BarGeometry {
        try BarLayout.solve(Scene.decode(json: json), measurer: measurer)
    }

    /// The capsules' items, in order.
    func capsuleItems(_ geometry: BarGeometry) -> [[String]] {
        geometry.glass?.capsules.map(\.items) ?? []
    }

    @Test func l64ImageItemsShareACapsuleAndAProminentItemHasItsOwn() throws {
        let geometry = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "Mailboxes"}, {"title": "Inbox", "rightBarButtonItems": [{"id": "compose", "systemItem": "compose", "style": "prominent"}, {"id": "filter", "systemItem": "organize"}, {"id": "more", "systemItem": "action"}]}]}"#
        )
        #expect(
            capsuleItems(geometry) == [
                ["back"], ["item.right.more", "item.right.filter"], ["item.right.compose"],
            ])
        let capsules = try #require(geometry.glass?.capsules)
        #expect(capsules[1].frame == Frame(x: 222, y: 5, width: 98, height: 44))
        #expect(capsules[2].prominent && capsules[2].frame == Frame(x: 330, y: 5, width: 44, height: 44))
        #expect(capsules[1].cornerRadius == 22)
    }

    @Test func l64AZeroWidthFixedSpaceSplitsAndHidesSharedBackgroundIsolates() throws {
        let split = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "A", "rightBarButtonItems": [{"id": "a", "systemItem": "add"}, {"id": "s", "fixedSpace": 0}, {"id": "b", "systemItem": "trash"}]}]}"#
        )
        #expect(capsuleItems(split) == [["item.right.b"], ["item.right.a"]])
        let hidden = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "A", "rightBarButtonItems": [{"id": "a", "systemItem": "add"}, {"id": "h", "systemItem": "camera", "hidesSharedBackground": true}, {"id": "b", "systemItem": "trash"}]}]}"#
        )
        #expect(capsuleItems(hidden) == [["item.right.b"], ["item.right.a"]])
    }

    @Test func l64TheCapsuleSitsOnTheMarginAndACustomViewIsAtLeast36Wide() throws {
        let geometry = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "A", "rightBarButtonItems": [{"id": "v", "customView": {"width": 20, "height": 20}}]}]}"#
        )
        let frame = try #require(geometry.rightItems.first?.frame)
        #expect(frame.width == 36 && frame.maxX == 390 - 16)
    }

    @Test func l65TheBackButtonIsA44PointCircleUnlessTheBackItemAsksForATitle() throws {
        let circle = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "Settings"}, {"title": "General"}]}"#)
        #expect(circle.backButton?.frame == Frame(x: 16, y: 5, width: 44, height: 44))
        #expect(circle.backButton?.title == nil)
        let titled = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "Settings", "backButtonTitle": "All"}, {"title": "General"}]}"#
        )
        #expect(titled.backButton?.title?.text == "All")
        // Under ios17 the same stack shows the previous title.
        let old = try solve(
            #"{"width": 390, "profile": "ios17", "items": [{"title": "Settings"}, {"title": "General"}]}"#)
        #expect(old.backButton?.title?.text == "Settings")
    }

    @Test func l66TheSubtitleSitsBelowTheTitleBothCentredInTheRow() throws {
        let geometry = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "Inbox", "subtitle": "Updated"}]}"#)
        let subtitle = try #require(geometry.glass?.subtitle)
        let title = try #require(geometry.title?.frame)
        #expect(subtitle.text == "Updated" && subtitle.style.size == 13)
        #expect(subtitle.frame.minY == title.maxY)
        #expect(abs((title.minY - 0) - (54 - subtitle.frame.maxY)) <= 1)
        #expect(abs(subtitle.frame.midX - 195) <= 0.5)
        // Beside a title view it is ignored, and ios17 ignores it.
        let view = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "A", "subtitle": "B", "titleView": {"width": 100, "height": 30}}]}"#
        )
        #expect(view.glass?.subtitle == nil)
        let old = try solve(
            #"{"width": 390, "profile": "ios17", "items": [{"title": "Inbox", "subtitle": "Updated"}]}"#)
        #expect(old.glass == nil)
    }

    @Test func l66ALargeSubtitleGrowsTheBarBy20() throws {
        let plain = try solve(
            #"{"width": 390, "profile": "ios26", "prefersLargeTitles": true, "items": [{"title": "Inbox", "largeTitleDisplayMode": "always"}]}"#
        )
        let withSubtitle = try solve(
            #"{"width": 390, "profile": "ios26", "prefersLargeTitles": true, "items": [{"title": "Inbox", "largeTitleDisplayMode": "always", "largeSubtitle": "24 unread"}]}"#
        )
        #expect(withSubtitle.bar.height == plain.bar.height + 20)
        #expect(withSubtitle.glass?.largeSubtitle?.text == "24 unread")
    }

    @Test func l68ABadgeSitsAtTheItemsTopTrailingCorner() throws {
        let geometry = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "A", "rightBarButtonItems": [{"id": "bell", "systemItem": "add", "badge": {"count": 3}}]}]}"#
        )
        let badge = try #require(geometry.glass?.badges.first)
        let item = try #require(geometry.rightItems.first?.frame)
        #expect(badge.frame.maxX == item.maxX + 4 && badge.frame.minY == item.minY - 4)
        #expect(badge.frame.height == 18 && badge.frame.width == 18 && badge.text?.text == "3")
    }

    /// The problems decoding `json` reports, one a line.
    func problems(_ json: String) -> String {
        do {
            _ = try Scene.decode(json: json)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func l68ABadgeOnACustomViewIsRefused() throws {
        let found = problems(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "A", "rightBarButtonItems": [{"id": "v", "customView": {"width": 20, "height": 20}, "badge": {"indicator": true}}]}]}"#
        )
        #expect(found.contains("items[0] item 'v'.badge: has a badge, which a custom view or a space cannot show"))
    }

    static let prioritised =
        #"[{"title": "Root"}, {"title": "Photo", "rightBarButtonItems": [{"id": "share", "systemItem": "action", "visibilityPriority": "high"}, {"id": "camera", "systemItem": "camera", "visibilityPriority": "low"}, {"id": "trash", "systemItem": "trash"}, {"id": "bookmarks", "systemItem": "bookmarks", "visibilityPriority": {"lowerThan": "trash"}}, {"id": "search", "systemItem": "search", "visibilityPriority": {"higherThan": "share"}}]}]"#

    /// The ids of the right items shown.
    func shown(_ geometry: BarGeometry) -> [String] {
        geometry.rightItems.filter(\.displayed).compactMap(\.id)
    }

    @Test func l69LowerPrioritiesMoveIntoTheMenuFirst() throws {
        let ios27 = try solve(#"{"width": 320, "profile": "ios27", "items": "# + Self.prioritised + "}")
        #expect(shown(ios27) == ["share", "trash", "search"])
        // ios26 ignores the priorities: L41's order keeps the first items.
        let ios26 = try solve(#"{"width": 320, "profile": "ios26", "items": "# + Self.prioritised + "}")
        #expect(shown(ios26) == ["share", "camera", "trash"])
    }

    @Test func l69AnUnknownReferenceIsRefusedWithASuggestion() throws {
        let found = problems(
            #"{"width": 390, "profile": "ios27", "items": [{"title": "A", "rightBarButtonItems": [{"id": "trash", "systemItem": "trash"}, {"id": "x", "systemItem": "add", "visibilityPriority": {"higherThan": "trsh"}}]}]}"#
        )
        #expect(
            found.contains(
                "names 'trsh', which is neither an item id of this bar nor high, standard or low; did you mean 'trash'?"
            ))
    }

    @Test func l69ACycleIsRefused() throws {
        let found = problems(
            #"{"width": 390, "profile": "ios27", "items": [{"title": "A", "rightBarButtonItems": [{"id": "a", "systemItem": "trash", "visibilityPriority": {"lowerThan": "b"}}, {"id": "b", "systemItem": "add", "visibilityPriority": {"higherThan": "a"}}]}]}"#
        )
        #expect(found.contains("item 'a'.visibilityPriority: is part of a cycle of higherThan/lowerThan references"))
    }

    @Test func l78LeadingAlignmentPutsTheTitleAfterTheBackCircle() throws {
        let geometry = try solve(
            #"{"width": 390, "profile": "ios27", "items": [{"title": "Settings"}, {"title": "Wi-Fi", "subtitle": "On", "titleAlignment": "leading"}]}"#
        )
        #expect(abs((geometry.title?.frame?.minX ?? 0) - 70) < 0.01)
        #expect(abs((geometry.glass?.subtitle?.frame.minX ?? 0) - 70) < 0.01)
    }

    @Test func l78ALeadingTitleWithNothingBeforeItStartsOnTheLayoutMargin() throws {
        // As L45's leading title: the layout margin (16), not the title gap (10), from the bar's edge.
        for (direction, edge) in [("leftToRight", 16.0), ("rightToLeft", 390.0 - 16)] {
            let geometry = try solve(
                #"{"width": 390, "profile": "ios27", "layoutDirection": "\#(direction)", "items": [{"title": "Wi-Fi", "subtitle": "On", "titleAlignment": "leading"}]}"#
            )
            let title = try #require(geometry.title?.frame)
            let subtitle = try #require(geometry.glass?.subtitle?.frame)
            #expect((direction == "leftToRight" ? title.minX : title.maxX) == edge, "\(direction): \(title)")
            #expect((direction == "leftToRight" ? subtitle.minX : subtitle.maxX) == edge, "\(direction): \(subtitle)")
        }
    }

    @Test func l78RemovedPaddingNarrowsATextItem() throws {
        let padded = try solve(
            #"{"width": 390, "profile": "ios27", "items": [{"title": "A", "rightBarButtonItem": {"title": "Select"}}]}"#
        )
        let bare = try solve(
            #"{"width": 390, "profile": "ios27", "items": [{"title": "A", "rightBarButtonItem": {"title": "Select", "isPaddingRemoved": true}}]}"#
        )
        let width = try #require(padded.rightItems.first?.frame?.width)
        #expect(bare.rightItems.first?.frame?.width == width - 24)
    }

    @Test func theGlassProfilesRoundTripAndFollowTheirKeys() throws {
        for name in ["ios26", "ios27"] {
            let profile = try ProfileLibrary.bundled(name)
            #expect(try MetricsProfile.decode(json: profile.encodeJSON()) == profile)
        }
        #expect(try ProfileLibrary.bundled("ios26").glass?.sceneKeys.contains("visibilityPriority") == false)
        #expect(try ProfileLibrary.bundled("ios27").glass?.sceneKeys.contains("visibilityPriority") == true)
        #expect(try ProfileLibrary.bundled("ios17").glass == nil)
    }

    @Test func anUnknownSceneKeyInAProfileGetsDidYouMean() throws {
        var text = try ProfileLibrary.bundled("ios26").encodeJSON()
        text = text.replacingOccurrences(of: "\"largeSubtitle\"", with: "\"largeSubtitel\"")
        do {
            _ = try MetricsProfile.decode(json: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("largeSubtitle"))
        }
    }

    @Test func l66ALongSubtitleIsCutToTheRoomAndCentredWithItsTitle() throws {
        // A wide leading item and nothing trailing: the subtitle is cut to the title's room, and the two lines,
        // centred together, move inward past the bar's centre, the title with them.
        let geometry = try solve(
            #"{"width": 390, "profile": "ios26", "items": [{"title": "Inbox", "subtitle": "Updated just now from every account and every mailbox on this device", "leftBarButtonItem": {"id": "m", "title": "All Mailboxes"}}]}"#
        )
        let title = try #require(geometry.title?.frame)
        let subtitle = try #require(geometry.glass?.subtitle)
        let left = try #require(geometry.leftItems.first?.frame)
        #expect(subtitle.truncated)
        #expect(title.midX > 195)
        #expect(abs(subtitle.frame.midX - title.midX) <= 0.5, "\(subtitle.frame) under \(title)")
        #expect(subtitle.frame.minX >= left.maxX)
        // With nothing trailing, the room ends on the layout margin (16), as L9's title does.
        #expect(subtitle.frame.maxX <= 390 - 16)
        #expect(subtitle.frame.maxX > 390 - 16 - 8)
    }

    @Test func l66TheMailInboxTitleAndSubtitleAreCentredTogetherBesideTheCapsules() throws {
        // The subtitle is wider than "Inbox" and does not fit centred on the bar: the block moves inward from
        // the capsules, and "Inbox" stays centred over "Updated just now", which is not cut.
        for direction in ["leftToRight", "rightToLeft"] {
            let geometry = try solve(
                #"{"width": 390, "profile": "ios26", "layoutDirection": "\#(direction)", "items": [{"title": "Mailboxes"}, {"title": "Inbox", "subtitle": "Updated just now", "rightBarButtonItems": [{"id": "compose", "systemItem": "compose", "style": "prominent"}, {"id": "filter", "systemItem": "organize"}, {"id": "more", "systemItem": "action"}]}]}"#
            )
            let title = try #require(geometry.title?.frame)
            let subtitle = try #require(geometry.glass?.subtitle)
            #expect(!subtitle.truncated)
            #expect(abs(subtitle.frame.midX - title.midX) <= 0.5, "\(direction): \(subtitle.frame) under \(title)")
            let capsules = geometry.glass?.capsules.filter { $0.key.side == .right }.map(\.frame) ?? []
            #expect(capsules.count == 2)
            for capsule in capsules {
                #expect(subtitle.frame.maxX <= capsule.minX || subtitle.frame.minX >= capsule.maxX, "\(direction)")
            }
        }
    }

    @Test func l66NoSubtitleWhereTheTwoLinesDoNotFitTheCompactRow() throws {
        let geometry = try solve(
            #"{"width": 700, "metrics": "compact", "profile": "ios26", "items": [{"title": "Inbox", "subtitle": "Updated just now"}]}"#
        )
        let title = try #require(geometry.title?.frame)
        #expect(geometry.glass?.subtitle == nil)
        #expect(title.minY >= 0 && title.maxY <= geometry.bar.height)
    }

    @Test func l66TheLargeSubtitleBandIsTheSameRightToLeft() throws {
        for direction in ["leftToRight", "rightToLeft"] {
            let geometry = try solve(
                #"{"width": 390, "profile": "ios26", "prefersLargeTitles": true, "layoutDirection": "\#(direction)", "items": [{"title": "Inbox", "largeSubtitle": "3 unread"}]}"#
            )
            #expect(geometry.bar.height == 54 + 52 + 20, "\(direction)")
            #expect(geometry.glass?.largeSubtitle?.text == "3 unread", "\(direction)")
        }
    }

    @Test func l66NoLargeSubtitleBandAboveAStackedSearchRow() throws {
        let geometry = try solve(
            #"{"width": 390, "profile": "ios26", "prefersLargeTitles": true, "items": [{"title": "Inbox", "largeSubtitle": "3 unread", "searchController": {}, "preferredSearchBarPlacement": "stacked"}]}"#
        )
        #expect(geometry.glass?.largeSubtitle == nil)
        #expect(geometry.bar.height == 54 + 52 + 60)
        #expect(geometry.search?.rowFrame.maxY == geometry.bar.height)
    }

    @Test func l78ACentredTitleRightToLeftIsTheMirrorOnTheGrid() throws {
        func title(_ direction: String) throws -> Frame {
            try #require(
                solve(
                    #"{"width": 150, "scale": 3, "profile": "ios27", "layoutDirection": "\#(direction)", "items": [{"title": "W", "titleAlignment": "center"}]}"#
                ).title?.frame)
        }
        let ltr = try title("leftToRight")
        let rtl = try title("rightToLeft")
        #expect(abs(rtl.x - (150 - ltr.x - ltr.width)) < 1e-9, "\(ltr) \(rtl)")
    }
}
