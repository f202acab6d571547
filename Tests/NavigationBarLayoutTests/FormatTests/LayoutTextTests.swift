import NavigationBarLayout
import Testing
import TextMetrics

/// The compact layout text, with fixed advances (every grapheme 0.5 em) so every number is exact.
@Suite struct LayoutTextTests {
    let measurer = FixedAdvanceMeasurer()

    @Test func backButtonItemsHiddenItemAndTruncatedTitle() throws {
        var top = NavigationItem(title: "Message")
        top.rightBarButtonItems = [
            .system(.reply, id: "reply"), .text("Edit", style: .done, id: "edit"), .flexible(),
            .text("A much longer label than fits", id: "long"),
        ]
        let scene = Scene(width: 320, profile: "ios7", items: [NavigationItem(title: "Inbox"), top])
        let text = try BarLayout.solve(scene, measurer: measurer).layoutText
        #expect(
            text == """
                bar       width=320 height=44 metrics=default direction=leftToRight profile=ios7 scale=2 row y=0 h=44
                back      full        "Inbox"        x=8 y=7 w=61.5 h=30       indicator x=8 y=11.5 w=13 h=21  \
                title x=27 y=11.5 w=42.5 h=21  source=backItemTitle
                right[0]  reply       image          x=271 y=7 w=44 h=30       image x=282 y=11 w=22 h=22  system=reply
                right[1]  edit        "Edit"         x=229 y=7 w=34 h=30       title x=229 y=11.5 w=34 h=21  style=done
                right[2]  -           flexibleSpace  x=194.5 y=7 w=26.5 h=30
                right[3]  long        text           hidden overlapsOppositeItems
                title     text        "Message"      x=131.5 y=11.5 w=57 h=21

                """)
    }

    @Test func promptLeftItemsTitleViewAndRightToLeft() throws {
        var top = NavigationItem(prompt: "Pick one")
        top.leftItemsSupplementBackButton = true
        top.leftBarButtonItems = [.fixed(10), .system(.search, id: "search")]
        top.titleView = TitleView(width: 100, height: 30)
        let back = NavigationItem(title: "a\"b")
        let scene = Scene(width: 375, layoutDirection: .rightToLeft, profile: "ios7", items: [back, top])
        let text = try BarLayout.solve(scene, measurer: measurer).layoutText
        #expect(
            text == """
                bar       width=375 height=74 metrics=defaultPrompt direction=rightToLeft profile=ios7 scale=2 row y=30 h=44
                prompt    text        "Pick one"     x=161.5 y=7 w=52 h=16
                back      full        "a\\"b"         x=322.5 y=37 w=44.5 h=30  indicator x=354 y=41.5 w=13 h=21 flipped  \
                title x=322.5 y=41.5 w=25.5 h=21  source=backItemTitle
                left[0]   -           fixedSpace     x=304.5 y=37 w=10 h=30
                left[1]   search      image          x=252.5 y=37 w=44 h=30    image x=263.5 y=41 w=22 h=22  system=search
                title     view        -              x=137.5 y=37 w=100 h=30

                """)
    }

    @Test func anEmptyStackIsTheBarLineAlone() throws {
        let text = try BarLayout.solve(
            Scene(width: 320, metrics: .compact, profile: "ios7", items: []), measurer: measurer
        ).layoutText
        #expect(
            text
                == "bar       width=320 height=32 metrics=compact direction=leftToRight profile=ios7 scale=2 row y=0 h=32\n"
        )
    }

    @Test func wideCharactersCountTwoColumnsForAlignment() throws {
        let scene = Scene(
            width: 375, profile: "ios7", items: [NavigationItem(title: "设置"), NavigationItem(title: "通用")])
        let lines = try BarLayout.solve(scene, measurer: measurer).layoutText.split(separator: "\n")
        // "设置" and "通用" are 4 columns plus quotes: the frames start in the same column as others'.
        #expect(lines[1].hasPrefix("back      full        \"设置\"         x=8 "))
        #expect(lines[2].hasPrefix("title     text        \"通用\"         x="))
    }

    @Test func aChangeToOneElementChangesOnlyItsLine() throws {
        func text(replyID: String) throws -> [Substring] {
            var top = NavigationItem(title: "Message")
            top.rightBarButtonItems = [.system(.reply, id: replyID), .system(.trash, id: "trash")]
            let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox"), top])
            return try BarLayout.solve(scene, measurer: measurer).layoutText.split(separator: "\n")
        }
        let before = try text(replyID: "reply")
        let after = try text(replyID: "reply-to-everyone-in-the-thread")
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1.hasPrefix("right[0]  reply-to-everyone-in-the-thread  image          x=") == true)
    }
}

/// Hidden titles, shrunk title views, bordered ios6 items and escaped control characters.
@Suite struct LayoutTextFlagTests {
    let measurer = FixedAdvanceMeasurer()

    @Test func shrunkTitleViewAndBorderedItems() throws {
        var top = NavigationItem(titleView: TitleView(width: 400, height: 30, minimumWidth: 100, resizable: true))
        top.rightBarButtonItem = .text("Done", style: .done, id: "done")
        let scene = Scene(width: 320, profile: "ios6", items: [top])
        let lines = try BarLayout.solve(scene, measurer: measurer).layoutText.split(separator: "\n")
        #expect(lines[1].hasSuffix("style=done  bordered"))
        #expect(lines[2].hasPrefix("title     view        -              x="))
        #expect(lines[2].hasSuffix("shrunk"))
    }

    @Test func controlCharactersInTextAreEscaped() throws {
        let scene = Scene(width: 375, items: [NavigationItem(title: "a\tb\u{1}\\")])
        let text = try BarLayout.solve(scene, measurer: measurer).layoutText
        #expect(text.contains(#""a\tb\u0001\\""#))
    }
}
