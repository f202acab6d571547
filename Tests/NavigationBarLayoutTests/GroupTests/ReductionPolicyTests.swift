import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L40: the reduction policy is the profile's, whatever the item uses; `customizationIdentifier` adds only the
/// overflow button (L46).
@Suite struct ReductionPolicyTests {
    typealias Rules = GroupLayoutRuleTests

    /// Seven image items (44 wide each) set through `rightBarButtonItems`.
    static var crowded: NavigationItem {
        NavigationItem(
            title: "Message", rightBarButtonItems: ["a", "b", "c", "d", "e", "f", "g"].map { Rules.image($0) })
    }

    @Test func l40ItemArraysThatDoNotFitMoveIntoTheMenuUnderIos17() throws {
        let geometry = try Rules.layout([Self.crowded], width: 320)
        // 320 − 5 − 44 for the button, then a…e inward 8 apart; f and g (least important) move.
        #expect(geometry.rightItems.map(\.frame?.x) == [219, 167, 115, 63, 11, nil, nil])
        #expect(geometry.rightItems.map(\.hiddenReason) == [nil, nil, nil, nil, nil, .inOverflow, .inOverflow])
        let groups = try #require(geometry.itemGroups)
        #expect(groups.overflowMenu.map(\.id) == ["f", "g"])
        #expect(groups.overflowButton?.frame == Frame(271, 7, 44, 30))
    }

    @Test func l40ItemArraysThatFitCarryNoGroups() throws {
        let geometry = try Rules.layout([Self.crowded], width: 414)
        #expect(geometry.rightItems.allSatisfy { $0.frame != nil })
        #expect(geometry.itemGroups == nil)
    }

    @Test func l40Ios7HidesItemArraysThatDoNotFit() throws {
        let geometry = try Rules.layout([Self.crowded], width: 320, profile: try ProfileLibrary.bundled("ios7"))
        #expect(geometry.rightItems.compactMap(\.hiddenReason).isEmpty == false)
        #expect(!geometry.rightItems.contains { $0.hiddenReason == .inOverflow })
        #expect(geometry.itemGroups == nil)
    }

    /// At 320 the image edge inset is 5 and the item spacing 8; at 414 (L17's wider margin) 9 and 10.
    @Test(arguments: [(320.0, 5.0, 8.0), (414, 9, 10)])
    func l46ACustomisationIdentifierAddsOnlyTheButton(width: Double, edgeInset: Double, spacing: Double) throws {
        var customised = Self.crowded
        customised.customizationIdentifier = "message"
        let plain = try Rules.layout([Self.crowded], width: width)
        let withIdentifier = try Rules.layout([customised], width: width)
        let button = try #require(withIdentifier.itemGroups?.overflowButton)
        #expect(button.frame == Frame(width - edgeInset - 44, 7, 44, 30))
        if let plainButton = plain.itemGroups?.overflowButton {
            // The button shows anyway: the same layout, item for item.
            #expect(plainButton == button)
            #expect(plain.rightItems == withIdentifier.rightItems)
        } else {
            // The button takes the trailing place; every item moves inward by its width and the item spacing.
            let shifted = plain.rightItems.map { $0.frame.map { $0.offsetBy(dx: -(44 + spacing), dy: 0) } }
            #expect(withIdentifier.rightItems.map(\.frame).prefix(5) == shifted.prefix(5))
        }
    }
}
