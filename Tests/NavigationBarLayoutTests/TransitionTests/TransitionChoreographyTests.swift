import NavigationBarLayout
import Testing
import TextMetrics

/// The ios7 and ios6 choreographies (T3–T6), with the values of `Profiles/*.json`.
@Suite struct TransitionChoreographyTests {
    typealias F = TransitionFixture

    @Test func t4Ios7PushSlidesTheOldTitleIntoTheBackTitleAndCrossFadesIt() throws {
        let (scene, message) = F.inbox()
        let transition = try F.transition(scene, .push(message))
        let start = transition.sample(at: 0)
        let middle = transition.sample(at: 0.5)
        let end = transition.sample(at: 1)
        let oldTitle = try #require(F.element(middle, "from:title"))
        let backTitle = try #require(F.element(middle, "to:back.title"))
        #expect(oldTitle.partner == "to:back.title" && backTitle.partner == "from:title")
        // The same text "Inbox": the old title ends exactly on the new back title, and the back title starts on it.
        #expect(F.element(end, "from:title")?.frame == F.element(end, "to:back.title")?.frame)
        #expect(F.element(start, "to:back.title")?.frame == F.element(start, "from:title")?.frame)
        // Both on one path, between the centre and the back title's place.
        let x0 = try #require(F.element(start, "from:title")).frame.x
        let x1 = try #require(F.element(end, "to:back.title")).frame.x
        #expect(oldTitle.frame.x < x0 && oldTitle.frame.x > x1)
        #expect(oldTitle.frame == backTitle.frame)
        // Fades: out over [0, 0.7], in over [0.3, 1].
        #expect(abs(oldTitle.alpha - (1 - 0.5 / 0.7)) < 1e-12)
        #expect(abs(backTitle.alpha - 0.2 / 0.7) < 1e-12)
        // The baseline moves with the text: at the ends exactly the solved ones, between them inside the frame.
        #expect(F.element(end, "to:back.title")?.node.baseline == transition.to.backButton?.title?.baseline)
        #expect(F.element(start, "from:title")?.node.baseline == transition.from.title?.baseline)
        let baseline = try #require(oldTitle.node.baseline)
        #expect(baseline > oldTitle.frame.minY && baseline < oldTitle.frame.maxY)
        // The style goes from the title's (semibold) to the back title's (regular).
        #expect(F.element(start, "from:title")?.node.text?.style?.weight == .semibold)
        #expect(F.element(end, "to:back.title")?.node.text?.style?.weight == .regular)
    }

    @Test func t4Ios7PushBringsTheNewTitleFromTheTrailingEdge() throws {
        let (scene, message) = F.inbox()
        let transition = try F.transition(scene, .push(message))
        let start = try #require(F.element(transition.sample(at: 0), "to:title"))
        #expect(start.alpha == 0)
        #expect(abs(start.frame.midX - 375) <= 0.5)  // centred on the trailing edge, on the 0.5 grid
        let quarter = try #require(F.element(transition.sample(at: 0.25), "to:title"))
        #expect(quarter.alpha == 0)
        let later = try #require(F.element(transition.sample(at: 0.625), "to:title"))
        #expect(abs(later.alpha - 0.5) < 1e-12)
        #expect(later.frame.midX < 375)
    }

    @Test func t3Ios7ItemsCrossFadeInPlaceAndTheNewChevronFadesIn() throws {
        let (scene, message) = F.inbox()
        let middle = try F.transition(scene, .push(message)).sample(at: 0.5)
        let compose = try #require(F.element(middle, "from:right[0]"))
        let reply = try #require(F.element(middle, "to:right[0]"))
        #expect(compose.node.item?.systemItem == .compose && reply.node.item?.systemItem == .reply)
        #expect(abs(compose.alpha - (1 - 0.5 / 0.6)) < 1e-12)
        #expect(abs(reply.alpha - 0.1 / 0.6) < 1e-12)
        let chevron = try #require(F.element(middle, "to:back.indicator"))
        #expect(abs(chevron.alpha - 0.1 / 0.6) < 1e-12)
        // In place: the item's frame is its solved frame at every moment.
        let solved = try F.transition(scene, .push(message)).to.rightItems[0].frame
        #expect(reply.frame == solved)
    }

    @Test func t3Ios7OldBackTitleSlidesTowardsTheLeadingEdgeAndTheChevronStays() throws {
        let (scene, change) = F.typical()
        let transition = try F.transition(scene, change)
        let start = try #require(F.element(transition.sample(at: 0), "from:back.title"))
        let early = try #require(F.element(transition.sample(at: 0.1), "from:back.title"))
        #expect(start.node.text?.text == "Mailboxes")
        #expect(early.frame.x < start.frame.x)
        #expect(abs(early.alpha - 0.5) < 1e-12)
        #expect(F.element(transition.sample(at: 0.2), "from:back.title")?.alpha == 0)
        let chevrons = transition.samples(count: 31).map { F.element($0, "both:back.indicator")?.frame }
        #expect(Set(chevrons).count == 1 && chevrons[0] != nil)
    }

    @Test func t2SharedItemsStayPerfectlyStill() throws {
        let root = NavigationItem(title: "Inbox", rightBarButtonItems: [.system(.compose, id: "compose")])
        let top = NavigationItem(title: "Drafts", rightBarButtonItems: [.system(.compose, id: "compose")])
        for profile: ProfileReference in ["ios7", "ios6"] {
            let scene = Scene(width: 320, profile: profile, items: [root])
            let transition = try F.transition(scene, .push(top))
            for sample in transition.samples(count: 41) {
                let shared = try #require(F.element(sample, "both:right[0]"))
                #expect(shared.frame == transition.from.rightItems[0].frame)
                #expect(shared.alpha == 1)
            }
        }
    }

    @Test func t3Ios6SlidesTheWholeContentByTheBarsWidth() throws {
        let (scene, change) = F.typical(width: 320)
        let transition = try F.transition(Scene(width: 320, profile: "ios6", items: scene.items), change)
        #expect(transition.duration == 0.33)
        let quarter = transition.sample(at: 0.25)
        let start = transition.sample(at: 0)
        let end = transition.sample(at: 1)
        for element in quarter.lanes where element.origin != .both {
            let name = element.name
            let a = try #require(F.element(start, name)).frame
            let b = try #require(F.element(end, name)).frame
            #expect(b.x - a.x == -320, "\(name) slides by the bar's width")
            #expect(element.alpha == 1)
        }
        // The back arrow slides with the rest.
        let indicator = try #require(F.element(end, "from:back.indicator")).frame.x
        #expect(indicator == -320 + 5)
        #expect(F.element(end, "from:back.indicator")?.alpha == 0)
    }

    @Test func t5PopIsThePushFromTheNewStackRunBackwards() throws {
        let (scene, message) = F.inbox()
        let pushed = Scene(width: 375, profile: "ios7", items: scene.items + [message])
        let pop = try F.transition(pushed, .pop)
        let push = try F.transition(scene, .push(message))
        #expect(pop.kind == .pop)
        for step in 0...20 {
            let t = Double(step) / 20
            let a = pop.sample(at: t).lanes
            let b = push.sample(at: 1 - t).lanes
            #expect(a.map(\.frame) == b.map(\.frame))
            #expect(a.map(\.alpha) == b.map(\.alpha))
        }
        #expect(F.element(pop.sample(at: 0.5), "to:title")?.partner == "from:back.title")
    }

    @Test func t6SetItemsFollowsUINavigationControllersRule() throws {
        let a = NavigationItem(title: "A")
        let b = NavigationItem(title: "B")
        let c = NavigationItem(title: "C")
        let scene = Scene(width: 320, items: [a, b])
        #expect(try scene.applying(.setItems([a, b, c])).kind == .push)
        #expect(try scene.applying(.setItems([c])).kind == .push)
        #expect(try scene.applying(.setItems([a])).kind == .pop)
        #expect(try scene.applying(.setItems([c, b])).kind == .crossFade)
        #expect(try scene.applying(.setItems([])).kind == .crossFade)
        #expect(try scene.applying(.setHidesBackButton(true)).kind == .crossFade)
    }

    @Test func t6InPlaceChangesCrossFadeWhatChangesAndMoveWhatStays() throws {
        var top = NavigationItem(title: "Message")
        top.rightBarButtonItems = [.text("Edit")]
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox"), top])
        let transition = try F.transition(scene, .setRightBarButtonItems([.text("Done", style: .done)]))
        let middle = transition.sample(at: 0.5)
        #expect(F.element(middle, "from:right[0]")?.alpha == 0.5)
        #expect(F.element(middle, "to:right[0]")?.alpha == 0.5)
        #expect(F.element(middle, "both:title")?.alpha == 1)
        #expect(F.element(middle, "both:back.title")?.alpha == 1)
        let hide = try F.transition(scene, .setHidesBackButton(true))
        #expect(F.element(hide.sample(at: 0.25), "from:back.indicator")?.alpha == 0.75)
        let prompt = try F.transition(scene, .setPrompt("Choose a folder"))
        #expect(prompt.sample(at: 0).height == 44 && prompt.sample(at: 1).height == 74)
        let height = prompt.sample(at: 0.5).height
        #expect(height > 44 && height < 74)
        #expect(F.element(prompt.sample(at: 0.5), "to:prompt")?.alpha == 0.5)
    }
}

/// The README's transition example, with real fonts.
@Suite struct TransitionReadmeExampleTests {
    @Test func readmePushExampleRuns() throws {
        let inbox = Scene(width: 375, items: [NavigationItem(title: "Inbox")])
        let push = try BarTransition.make(
            from: inbox, change: .push(NavigationItem(title: "Message")), measurer: TextMeasurer())
        let middle = push.sample(at: 0.5)
        let names = middle.lanes.map(\.name)
        #expect(names.contains("from:title") && names.contains("to:back.title") && names.contains("to:title"))
        let sliding = try #require(middle.lanes.first { $0.name == "from:title" })
        #expect(sliding.alpha > 0 && sliding.alpha < 1)
        #expect(sliding.node.text?.style?.family == "Inter")
    }
}
