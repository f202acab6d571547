import NavigationBarLayout
import Testing
import TextMetrics

/// `Scene.missingCharacters` names every text some of whose characters no font has.
@Suite struct MissingCharactersTests {
    let measurer = TextMeasurer()

    @Test func textsWithUncoveredCharactersAreReportedByPath() throws {
        var scene = Scene(width: 375, items: [NavigationItem(title: "ᏣᎳᎩ"), NavigationItem(title: "편집")])
        scene.items[1].prompt = "Ꮳ 1"
        scene.items[1].rightBarButtonItems = [.system(.done), .text("Ꭹ")]
        let reports = try scene.missingCharacters(profile: ProfileLibrary.bundled("ios7"), measurer: measurer)
        #expect(reports.map(\.path) == ["items[0].title", "items[1].prompt", "items[1].rightBarButtonItems[1].title"])
        #expect(reports[0].codePoints == "U+13E3 U+13B3 U+13A9")
        #expect(reports[0].text == "ᏣᎳᎩ")
        #expect(reports[1].characters == ["Ꮳ"])
    }

    @Test func everyScriptOfTheBundledFontsIsCovered() throws {
        let titles = ["संपादित करें", "แก้ไข", "편집", "設定", "הגדרות", "الإعدادات", "Настройки", "👍"]
        let scene = Scene(width: 375, items: titles.map { NavigationItem(title: $0) })
        #expect(try scene.missingCharacters(profile: ProfileLibrary.bundled("ios7"), measurer: measurer).isEmpty)
    }
}
