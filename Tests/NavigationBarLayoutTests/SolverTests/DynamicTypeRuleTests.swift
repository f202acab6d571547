import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

extension SolverFixture {
    /// The `ios17` test profile with a `dynamicType` table whose sizes differ per role and per category
    /// (title 17 + i, button 16 + i, done 18 + i, back title 15 + i, prompt 12 + i at category index i),
    /// so every number a test reads says which role and category it came from (L50).
    static let dynamicType: MetricsProfile = {
        var profile = ios17
        profile.name = "test-dynamic-type"
        let column = { (base: Double) in (0..<12).map { base + Double($0) } }
        profile.dynamicType = DynamicTypeTable(sizes: [
            .title: column(17), .button: column(16), .doneButton: column(18), .backTitle: column(15),
            .prompt: column(12), .largeTitle: column(31),
        ])
        return profile
    }()

    /// Lays out `items` at `category` with `profile` and the fixed-advance measurer.
    static func sized(
        _ items: [NavigationItem], category: ContentSizeCategory, width: Double = 1024,
        profile: MetricsProfile = dynamicType, appearance: Appearance = Appearance()
    ) throws -> BarGeometry {
        let scene = Scene(width: width, appearance: appearance, items: items, contentSizeCategory: category)
        return try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
    }
}

/// L50 Dynamic Type: the scene's content size category sizes the bar's text by the profile's table.
@Suite struct DynamicTypeRuleTests {
    /// A back item, and a top item with a prompt, a plain and a done-style button.
    static let stack = [
        NavigationItem(title: "Inbox"),
        NavigationItem(
            title: "Message", prompt: "Prompt",
            rightBarButtonItems: [.text("Edit", id: "edit"), .text("Save", style: .done, id: "save")]),
    ]

    @Test(arguments: ContentSizeCategory.allCases)
    func l50EachTextRoleTakesItsSizeForTheCategory(_ category: ContentSizeCategory) throws {
        let g = try SolverFixture.sized(Self.stack, category: category)
        let i = Double(category.index)
        #expect(g.title?.style?.size == 17 + i)
        #expect(g.backButton?.title?.style.size == 15 + i)
        #expect(g.rightItems[0].title?.style.size == 16 + i)
        #expect(g.rightItems[1].title?.style.size == 18 + i)
        #expect(g.prompt?.style.size == 12 + i)
        // Fixed advances of 0.5 em: every width is the cluster count times half the size, on the 2x grid.
        #expect(g.title?.frame?.width == 7 * 0.5 * (17 + i))
        #expect(g.backButton?.title?.frame.width == 5 * 0.5 * (15 + i))
        #expect(g.rightItems[0].frame?.width == 4 * 0.5 * (16 + i))
        #expect(g.rightItems[1].frame?.width == 4 * 0.5 * (18 + i))
        #expect(g.prompt?.frame.width == 6 * 0.5 * (12 + i))
    }

    @Test func l50TheBundledIOS17TableMatchesDocsProfiles() throws {
        let table = try #require(try ProfileLibrary.bundled("ios17").dynamicType)
        let inline: [Double] = [17, 17, 17, 17, 19, 21, 21, 21, 21, 21, 21, 21]
        for role in [DynamicTypeRole.title, .button, .doneButton, .backTitle] { #expect(table.sizes[role] == inline) }
        #expect(table.sizes[.prompt] == [13, 13, 13, 13, 15, 16, 16, 16, 16, 16, 16, 16])
        #expect(table.sizes[.largeTitle] == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        #expect(table.size(for: .title, category: .large) == 17)
        #expect(table.size(for: .largeTitle, category: .accessibilityExtraExtraExtraLarge) == 60)
    }

    @Test func l50ExactFramesAtAX5UnderTheBundledIOS17Table() throws {
        var profile = SolverFixture.ios17
        profile.dynamicType = try ProfileLibrary.bundled("ios17").dynamicType
        let g = try SolverFixture.sized(
            [NavigationItem(title: "Message")], category: .accessibilityExtraExtraExtraLarge, width: 375,
            profile: profile)
        // 21 pt: 7 × 10.5 = 73.5 wide, centred on 375 (150.75, down to 150.5); 25.2 tall, centred in 44
        // (9.4 to 34.6, rounded outward to 9 and 35: L15.1).
        #expect(g.title?.frame == Frame(150.5, 9, 73.5, 26))
        #expect(g.bar.height == 44)
    }

    @Test func l50TheBarHeightAndEveryNonTextMetricStayTheSame() throws {
        let items = [
            NavigationItem(title: "Inbox"),
            NavigationItem(title: "T", rightBarButtonItems: [.system(.add, id: "add"), .text("Edit", id: "edit")]),
        ]
        let large = try SolverFixture.sized(items, category: .large)
        for category in ContentSizeCategory.allCases {
            let g = try SolverFixture.sized(items, category: category)
            #expect(g.bar == large.bar)
            #expect(g.backButton?.frame.x == large.backButton?.frame.x)
            #expect(g.backButton?.indicator == large.backButton?.indicator)
            #expect(g.rightItems[0].frame == large.rightItems[0].frame)
            #expect(g.rightItems[0].image == large.rightItems[0].image)
            #expect(g.rightItems[1].frame?.height == 30)
        }
    }

    @Test func l50AnAppearanceTitleSizeIsLaidOverTheTable() throws {
        var appearance = Appearance()
        appearance.titleTextAttributes = PerMetrics([.default: TextAttributes(size: 12)])
        let g = try SolverFixture.sized(
            Self.stack, category: .accessibilityExtraExtraExtraLarge, appearance: appearance)
        #expect(g.title?.style?.size == 12)
        #expect(g.rightItems[0].title?.style.size == 27)
    }

    @Test func l50ARoleTheTableLeavesOutKeepsItsStyleSize() throws {
        var profile = SolverFixture.dynamicType
        profile.dynamicType?.sizes[.prompt] = nil
        let g = try SolverFixture.sized(Self.stack, category: .extraExtraLarge, profile: profile)
        #expect(g.prompt?.style.size == 13)
        #expect(g.title?.style?.size == 22)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func l50AProfileWithoutATableIgnoresTheCategory(_ category: ContentSizeCategory) throws {
        let sized = try SolverFixture.sized(Self.stack, category: category, profile: SolverFixture.ios17)
        let plain = try SolverFixture.sized(Self.stack, category: .large, profile: SolverFixture.ios17)
        #expect(sized == plain)
    }

    @Test func l50BundledIOS7AndIOS6GeometryIsByteIdenticalAtEveryCategory() throws {
        let measurer = TextMeasurer()
        for profile: ProfileReference in ["ios7", "ios6"] {
            var scene = Scene(width: 375, profile: profile, items: Self.stack)
            let expected = try BarLayout.solve(scene, measurer: measurer).jsonString()
            for category in ContentSizeCategory.allCases {
                scene.contentSizeCategory = category
                #expect(try BarLayout.solve(scene, measurer: measurer).jsonString() == expected, "\(profile)")
            }
        }
    }

    @Test func l50ATableWithTheWrongCountOrANonPositiveSizeIsRefusedWithItsPath() throws {
        var profile = SolverFixture.dynamicType
        profile.dynamicType?.sizes[.title] = Array(repeating: 17, count: 11)
        profile.dynamicType?.sizes[.button]?[3] = 0
        profile.dynamicType?.sizes[.largeTitle]?[11] = .infinity
        #expect(
            profile.problems() == [
                SceneProblem(path: "dynamicType.title", rule: .dynamicTypeSizeCount(found: 11)),
                SceneProblem(path: "dynamicType.button[3]", rule: .dynamicTypeSize),
                SceneProblem(path: "dynamicType.largeTitle[11]", rule: .dynamicTypeSize),
            ])
        #expect(throws: LayoutError.invalidProfile(name: "test-dynamic-type", profile.problems())) {
            try SolverFixture.sized(Self.stack, category: .large, profile: profile)
        }
    }

    /// The bundled `ios17` bar with large titles: "Mailboxes" below "Inbox" with Edit, at `category`.
    static func largeTitle(
        _ category: ContentSizeCategory, inline: Bool = false, measurer: some TextMeasuring = FixedAdvanceMeasurer()
    ) throws -> BarGeometry {
        var top = NavigationItem(title: "Inbox", rightBarButtonItems: [.text("Edit", id: "edit")])
        if inline { top.largeTitleDisplayMode = .inline }
        let items = inline ? [top] : [NavigationItem(title: "Mailboxes"), top]
        let scene = Scene(
            width: 390, profile: "ios17", items: items, prefersLargeTitles: true, contentSizeCategory: category)
        return try BarLayout.solve(scene, measurer: measurer)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func l50TheLargeTitleTakesItsSizeAndItsRowGrowsInProportion(_ category: ContentSizeCategory) throws {
        let table = try #require(try ProfileLibrary.bundled("ios17").dynamicType)
        let size = try #require(table.size(for: .largeTitle, category: category))
        let g = try Self.largeTitle(category)
        let row = (52 * max(1, size / 34)).rounded(.up)
        #expect(g.largeTitle?.line.style.size == size)
        #expect(g.bar.height == 44 + row)
        #expect(g.bar.contentFrame.height == 44)
        #expect(g.largeTitle?.clipFrame == Frame(0, 44, 390, row))
        // Fixed advances: 1.2 em tall, the line box's bottom 8 above the bar's bottom (L19), inside its row.
        let line = try #require(g.largeTitle?.line.frame)
        #expect(line.maxY <= g.bar.height - 8 + 0.5 && line.minY >= 44)
    }

    @Test func l50TheLargeTitleRowAtLargeIsTheProfilesOwn() throws {
        let g = try Self.largeTitle(.large)
        #expect(g.bar.height == 96)
        #expect(try Self.largeTitle(.extraSmall).bar.height == 96)
        #expect(try Self.largeTitle(.accessibilityExtraExtraExtraLarge).bar.height == 136)
    }

    @Test func l50AnInlineLargeTitleNeverGrowsPastItsStyleSize() throws {
        #expect(try Self.largeTitle(.extraSmall, inline: true).largeTitle?.line.style.size == 31)
        let ax5 = try Self.largeTitle(.accessibilityExtraExtraExtraLarge, inline: true)
        #expect(ax5.largeTitle?.line.style.size == 34)
        #expect(ax5.bar.height == 44)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func l50WithRealFontsTheLargeTitleStaysInItsRowAndClearOfTheContentRow(_ category: ContentSizeCategory) throws {
        let g = try Self.largeTitle(category, measurer: DynamicTypeInvariantTests.measurer)
        let line = try #require(g.largeTitle?.line.frame)
        let clip = try #require(g.largeTitle?.clipFrame)
        #expect(line.minY >= clip.minY && line.maxY <= clip.maxY, "\(line) outside its row \(clip)")
        for frame in SceneGenerator.displayedFrames(g) { #expect(!line.intersects(frame), "\(line) overlaps \(frame)") }
    }
}
