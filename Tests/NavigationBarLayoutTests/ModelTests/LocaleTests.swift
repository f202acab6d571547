import JSONFormat
import NavigationBarLayout
import Testing
import TextMetrics

/// A scene's `locale`: BCP 47 tags, the bundled system strings and the direction it sets.
@Suite struct LocaleTests {
    @Test(arguments: ["de", "de-DE", "pt-BR", "zh-Hant-TW", "es-419", "sr-Latn", "en-US-x-twain", "DE-at"])
    func wellFormedTagsParse(tag: String) throws {
        #expect(throws: Never.self) { try LocaleTag.parse(tag).get() }
    }

    @Test func malformedTagsAreRefusedWithTheTagPerhapsMeant() {
        #expect(LocaleTag.parse("de_DE") == .failure(.malformed("de_DE", suggestion: "de-DE")))
        for tag in ["", "d", "deutsch-", "de--DE", "1de", "de-DE-x", "de-ÄÖ"] {
            #expect(LocaleTag.parse(tag) == .failure(.malformed(tag, suggestion: nil)), "\(tag)")
        }
    }

    @Test func localesMatchTheTablesLanguages() throws {
        let cases = [
            "de-AT": "de", "zh-TW": "zh-Hant", "zh-Hant-HK": "zh-Hant", "zh-CN": "zh-Hans", "zh-HK": "zh-HK",
            "pt": "pt-BR", "pt-PT": "pt-PT", "es-MX": "es-419", "es-ES": "es", "fr-CA": "fr-CA", "en-US": "en",
        ]
        for (locale, language) in cases {
            #expect(try SystemStrings.forLocale(locale).language == language, "\(locale)")
        }
    }

    @Test func anUnknownLanguageSuggestsTheNearest() {
        #expect {
            try SystemStrings.forLocale("ge")
        } throws: { error in
            guard case .unknownLanguage("ge", "de", let known) = error as? LocaleTagError else { return false }
            return known.count >= 40
        }
    }

    @Test func theTableHasFortyLanguagesEachStringLabelledWithASource() throws {
        let languages = [
            "ar", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "es", "es-419", "fi", "fr", "fr-CA", "he", "hi",
            "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th",
            "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK", "ur",
        ]
        #expect(languages.count == 40)
        let english = try SystemStrings.forLocale("en")
        for language in languages {
            let strings = try SystemStrings.forLocale(language)
            #expect(strings.language == language)
            #expect(strings.items.count == SystemItem.allCases.count)
            for entry in [strings.back] + strings.items.values {
                #expect(["D", "M", "R", "I"].contains(entry.label), "\(language) \(entry)")
                #expect(["uikit", "flutter", "keyboardkit", "none"].contains(entry.source), "\(language) \(entry)")
                // A string without a source is UIKit's English one.
                if entry.label == "I" {
                    #expect(([english.back] + english.items.values).map(\.text).contains(entry.text))
                }
            }
        }
        #expect(try SystemStrings.forLocale("de").back == .init(text: "Zurück", label: "R", source: "keyboardkit"))
        #expect(
            try SystemStrings.forLocale("de").items[.done] == .init(text: "Fertig", label: "R", source: "keyboardkit"))
        #expect(try SystemStrings.forLocale("ar").isRightToLeft)
        #expect(try !SystemStrings.forLocale("de").isRightToLeft)
    }

    @Test func aRightToLeftLocaleSetsTheDirectionUnlessTheSceneGivesOne() throws {
        let arabic = try Scene.decode(json: #"{"width": 320, "locale": "ar", "items": []}"#)
        #expect(arabic.layoutDirection == .rightToLeft)
        #expect(arabic.locale == "ar")
        let given = try Scene.decode(
            json: #"{"width": 320, "locale": "he", "layoutDirection": "leftToRight", "items": []}"#)
        #expect(given.layoutDirection == .leftToRight)
        let german = try Scene.decode(json: #"{"width": 320, "locale": "de", "items": []}"#)
        #expect(german.layoutDirection == .leftToRight)
        #expect(try Scene.decode(json: german.encodeJSON()) == german)
    }

    @Test func aBadLocaleIsAProblemOfTheScene() {
        let problems = Scene.validate(json: #"{"width": 320, "locale": "de_DE", "items": []}"#)
        #expect(problems.map(\.path) == ["locale"])
        #expect(problems.first?.message.hasSuffix("did you mean 'de-DE'?") == true)
    }

    @Test func theLocalePicksTheGenericBackTitleAndSystemItemTitles() throws {
        var back = NavigationItem(title: "Einstellungen")
        back.backButtonDisplayMode = .generic
        let top = NavigationItem(title: "Bearbeiten", rightBarButtonItems: [.system(.cancel), .system(.done)])
        let measurer = FixedAdvanceMeasurer()
        var scene = Scene(width: 375, items: [back, top], locale: "de")
        let german = try BarLayout.solve(scene, measurer: measurer)
        #expect(german.backButton?.title?.text == "Zurück")
        #expect(german.rightItems.map { $0.title?.text } == ["Abbrechen", "Fertig"])
        #expect(german.rightItems.map(\.systemItem) == [.cancel, .done])
        scene.locale = nil
        let english = try BarLayout.solve(scene, measurer: measurer)
        #expect(english.backButton?.title?.text == "Back")
        #expect(english.rightItems.map { $0.title?.text } == ["Cancel", "Done"])
    }

    @Test func everyTextSystemItemHasASourcedStringInTheLanguagesAppleGlossariesCover() throws {
        for language in ["de", "fr", "ja", "ko", "ru", "ar", "he", "hi", "th", "zh-Hans", "pt-BR", "tr"] {
            let strings = try SystemStrings.forLocale(language)
            for item in SystemItem.allCases where item.title != nil {
                let entry = try #require(strings.entry(for: item), "\(language) \(item)")
                #expect(!entry.isInferred, "\(language) \(item)")
            }
            #expect(!strings.back.isInferred, "\(language)")
        }
    }

    @Test func overflowMenuEntriesAndBackBarButtonSystemItemsAreLocalized() throws {
        let scene = try Scene.decode(
            json: #"""
                {"width": 390, "profile": "ios17", "locale": "de", "items": [
                  {"title": "Notizen", "backBarButtonItem": {"systemItem": "done"}},
                  {"title": "Notiz", "centerItemGroups": [{"items": [{"systemItem": "undo"}, {"systemItem": "redo"}]}],
                   "additionalOverflowItems": [{"systemItem": "save"}]}]}
                """#)
        let geometry = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
        #expect(geometry.backButton?.title?.text == "Fertig")
        #expect(geometry.itemGroups?.overflowMenu.map(\.title) == ["Widerrufen", "Wiederholen", "Sichern"])
    }

    @Test func theLibrarySaysWhichTextsShowAStringWithNoSource() throws {
        // Bangla has Flutter's back and cancel titles (R) and UIKit's English "Done" (I).
        var back = NavigationItem(title: "সেটিংস")
        back.backButtonDisplayMode = .generic
        let top = NavigationItem(title: "গোপনীয়তা", rightBarButtonItems: [.system(.cancel), .system(.done)])
        let scene = Scene(width: 375, items: [back, top], locale: "bn")
        let geometry = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
        let strings = try SystemStrings.forLocale("bn")
        #expect(
            strings.unverifiedTexts(in: geometry)
                == [UnverifiedSystemString(element: "rightItems[1]", text: "Done", systemItem: .done)])
        let german = try SystemStrings.forLocale("de")
        var germanScene = scene
        germanScene.locale = "de"
        #expect(german.unverifiedTexts(in: try BarLayout.solve(germanScene, measurer: FixedAdvanceMeasurer())).isEmpty)
    }
}
