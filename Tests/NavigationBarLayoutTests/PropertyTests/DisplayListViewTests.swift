import Foundation
import SceneGenerators
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// Item 2 of the one-pipeline design: a ``BarGeometry`` is its display list and a report of what is not drawn,
/// and its parts are read back from the two. These tests solve scenes to the stages' own parts (before any list
/// is made of them) and expect the parts read from the list and report to be those parts exactly.
@Suite struct DisplayListViewTests {
    /// The parts `scene` solves to, and those its geometry's list and report give back.
    static func roundTrip(_ scene: Scene) throws -> (solved: BarParts, viewed: BarParts) {
        let layouter = try ProfileLibrary.layouter(scene.profile)
        let solved = try BarLayout.parts(scene, layouter: layouter, measurer: PropertyCheck.measurer)
        let list = solved.displayList
        return (solved, BarParts(list: list, report: LayoutReport(solved, nodes: list.nodes)))
    }

    /// The parts' differences, part by part, for a failure message.
    static func differences(_ a: BarParts, _ b: BarParts) -> [String] {
        var found: [String] = []
        func compare<T: Equatable>(_ name: String, _ x: T, _ y: T) {
            if x != y { found.append("\(name): solved \(x)\n  viewed \(y)") }
        }
        compare("bar", a.bar, b.bar)
        compare("prompt", a.prompt, b.prompt)
        compare("backButton", a.backButton, b.backButton)
        compare("leftItems", a.leftItems, b.leftItems)
        compare("rightItems", a.rightItems, b.rightItems)
        compare("title", a.title, b.title)
        compare("largeTitle", a.largeTitle, b.largeTitle)
        compare("writesLargeTitleKey", a.writesLargeTitleKey, b.writesLargeTitleKey)
        compare("itemGroups", a.itemGroups, b.itemGroups)
        if let x = a.glass, let y = b.glass {
            compare("glass.capsules", x.capsules, y.capsules)
            compare("glass.subtitle", x.subtitle, y.subtitle)
            compare("glass.largeSubtitle", x.largeSubtitle, y.largeSubtitle)
            compare("glass.largeSubtitleClip", x.largeSubtitleClip, y.largeSubtitleClip)
            compare("glass.largeSubtitleAlpha", x.largeSubtitleAlpha, y.largeSubtitleAlpha)
            compare("glass.badges", x.badges, y.badges)
            compare("glass.colors", x.colors, y.colors)
        } else {
            compare("glass", a.glass, b.glass)
        }
        compare("search", a.search, b.search)
        compare("minimization", a.minimization, b.minimization)
        return found
    }

    /// Scenes combining every feature (`SceneGenerator.combinedScene(seed:)`): the view gives back every part.
    @Test func generatedScenesReadBackEveryPart() {
        PropertyCheck.check(first: 61_000_000, count: 8_000) { scene in
            let (solved, viewed) = try Self.roundTrip(scene)
            return Self.differences(solved, viewed)
        }
    }

    /// Fonts attached to the geometry's nodes and report (what `navbar` does for format 2) are those attached to
    /// the stages' parts, text for text: the view's parts with fonts equal the parts with fonts.
    @Test func fontsAttachedToTheListAreThoseOfTheParts() {
        PropertyCheck.check(first: 62_000_000, count: 1_000) { scene in
            let layouter = try ProfileLibrary.layouter(scene.profile)
            let measurer = PropertyCheck.measurer
            let solved = try BarLayout.parts(scene, layouter: layouter, measurer: measurer)
            let viewed = try BarGeometry(parts: solved).attachingFonts(measurer: measurer).parts
            let expected = solved.updatingFonts { fonts, text, style in
                fonts = try? TextFonts.of(text, style: style, measurer: measurer)
            }
            var failures = Self.differences(expected, viewed)
            if solved.title?.text != nil, solved.title?.style != nil, viewed.title?.fonts == nil {
                failures.append("the title has no fonts attached")
            }
            return failures
        }
    }

    /// Every fixture scene: the view gives back every part.
    @Test func fixtureScenesReadBackEveryPart() throws {
        let files = try SchemaValidationTests.fixtures()
        var solved = 0
        for file in files {
            let scene = try Scene.decode(json: try Data(contentsOf: file))
                .resolvingProfilePath(relativeTo: file.deletingLastPathComponent().path)
            // A fixture of a scene the solver refuses (a bad profile value, say) has no parts to read back.
            guard let (parts, viewed) = try? Self.roundTrip(scene) else { continue }
            solved += 1
            let found = Self.differences(parts, viewed)
            #expect(found.isEmpty, "\(file.lastPathComponent): \(found.joined(separator: "\n"))")
        }
        #expect(solved > 300, "\(solved) of \(files.count) fixtures solved")
    }
}
