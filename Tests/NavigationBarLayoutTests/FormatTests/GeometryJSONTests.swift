import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// The geometry format: its shape, every key present, and reading it back.
@Suite struct GeometryJSONTests {
    /// A geometry with every part present.
    static let full = BarGeometry(
        bar: BarInfo(
            width: 320, height: 74, metrics: .defaultPrompt, layoutDirection: .rightToLeft, scale: 2, profile: "ios7",
            contentFrame: Frame(x: 0, y: 30, width: 320, height: 44), barStyle: .black,
            tintColor: Color(red: 0.25, green: 0.5, blue: 1), translucent: false, bordered: true),
        prompt: TextGeometry(
            text: "Pick one", frame: Frame(x: 133.5, y: 8, width: 53, height: 15.75),
            style: TextStyle(size: 13), baseline: 20.4),
        backButton: BackButtonGeometry(
            frame: Frame(x: 240, y: 37, width: 72, height: 30),
            indicator: IndicatorGeometry(frame: Frame(x: 291, y: 41.5, width: 13, height: 21), flipped: true),
            form: .generic,
            title: TextGeometry(
                text: "Back", frame: Frame(x: 248, y: 41, width: 37.0625, height: 20.5),
                style: TextStyle(size: 17, tracking: -0.5), baseline: 57.25),
            image: nil, source: .genericTitle, bordered: false),
        leftItems: [
            ItemGeometry(
                id: "done", kind: .text, style: .done, systemItem: .done,
                placement: .displayed(
                    frame: Frame(x: 8, y: 37, width: 42.5, height: 30),
                    title: TextGeometry(
                        text: "Done", truncated: false, frame: Frame(x: 8, y: 41, width: 42.5, height: 20.5),
                        style: TextStyle(family: "DejaVu Sans", size: 17, weight: .semibold), baseline: 57.25))),
            ItemGeometry(id: nil, kind: .flexibleSpace, placement: .hidden(reason: .overlapsTitleView)),
        ],
        rightItems: [
            ItemGeometry(
                id: "camera", kind: .image, systemItem: .camera,
                placement: .displayed(
                    frame: Frame(x: 5, y: 37, width: 44, height: 30),
                    image: Frame(x: 16, y: 41, width: 22, height: 22)),
                bordered: true)
        ],
        title: TitleGeometry(
            kind: .text, text: "A long title…", truncated: true, style: TextStyle(size: 17, weight: .semibold),
            color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.75),
            placement: .displayed(frame: Frame(x: 100.3333, y: 41, width: 120, height: 20.5), baseline: 57.25)))

    @Test func everyKeyIsPresentWithNullForAbsentValues() throws {
        let empty = BarGeometry(
            bar: BarInfo(
                width: 320, height: 44, metrics: .default, layoutDirection: .leftToRight, scale: 2, profile: "ios7",
                contentFrame: Frame(x: 0, y: 0, width: 320, height: 44)),
            leftItems: [ItemGeometry(id: nil, kind: .fixedSpace, placement: .hidden(reason: .outsideBar))])
        #expect(
            empty.jsonString(pretty: false, format: .version1)
                == #"{"backButton":null,"bar":{"barStyle":"default","bordered":false,"#
                + #""contentFrame":{"height":44,"width":320,"x":0,"y":0},"height":44,"#
                + #""layoutDirection":"leftToRight","metrics":"default","profile":"ios7","scale":2,"tintColor":null,"#
                + #""translucent":true,"width":320},"#
                + #""leftItems":[{"bordered":false,"displayed":false,"frame":null,"hiddenReason":"outsideBar","#
                + #""id":null,"image":null,"kind":"fixedSpace","style":null,"systemItem":null,"title":null}],"#
                + #""prompt":null,"rightItems":[],"schemaVersion":1,"title":null}"#)
    }

    @Test func prettyOutputIsSortedAndIndented() {
        let text = Self.full.jsonString()
        #expect(text.hasPrefix("{\n  \"backButton\": {\n    \"bordered\": false,\n    \"form\": \"generic\",\n"))
        #expect(text.contains("\n  \"schemaVersion\": 2,\n"))
        #expect(text.contains(#""x": 100.3333"#))
        #expect(text.contains(#""text": "A long title…""#))
        #expect(!text.hasSuffix("\n"))
    }

    @Test func geometryRoundTrips() throws {
        // Format 1 keeps what format 2 writes always (the whole bar as `backgroundFrame`, the title's `alpha`)
        // apart from absent, so it reads back to the same geometry.
        #expect(try BarGeometry(json: Self.full.jsonString(format: .version1)) == Self.full)
        #expect(try BarGeometry(json: Self.full.jsonString(pretty: false, format: .version1)) == Self.full)
        // Format 2, the default, reads back to geometry that writes the same document.
        let version2 = Self.full.jsonString()
        #expect(try BarGeometry(json: version2).jsonString() == version2)
        #expect(try BarGeometry(json: version2).displayList.nodes.map(\.key) == Self.full.displayList.nodes.map(\.key))
    }

    @Test func codableFormHasTheSameShape() throws {
        let data = try JSONEncoder().encode(Self.full)
        let decoded = try JSONDecoder().decode(BarGeometry.self, from: data)
        #expect(decoded.jsonString() == Self.full.jsonString())
        #expect(JSONWriter.string(try JSONValue.parse(data)) == Self.full.jsonString())
    }

    @Test func readingChecksKeysAndVersion() {
        let text = Self.full.jsonString(pretty: false, format: .version1)
            .replacingOccurrences(of: #""schemaVersion":1"#, with: #""schemaVersion":3"#)
            .replacingOccurrences(of: #""prompt":{"baseline""#, with: #""promt":{"baseline""#)
        do {
            _ = try BarGeometry(json: text)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "promt: unknown key; did you mean 'prompt'?",
                    "schemaVersion: unsupported schema version 3; expected 1 or 2",
                    "prompt: is required",
                ])
        }
    }
}

/// Reading geometry checks that an item or title is displayed or hidden, not something in between.
@Suite struct GeometryPlacementReadingTests {
    /// The problems reading `GeometryJSONTests.full` with `old` replaced by `new`.
    static func problems(_ old: String, _ new: String) -> [String] {
        let text = GeometryJSONTests.full.jsonString(pretty: false)
        precondition(text.contains(old), "no \(old)")
        do {
            _ = try BarGeometry(json: text.replacingOccurrences(of: old, with: new))
            return []
        } catch { return error.problems.map(\.description) }
    }

    @Test func aHiddenItemWithAFrameIsRejected() {
        #expect(
            Self.problems(
                #""displayed":false,"frame":null"#, #""displayed":false,"frame":{"height":1,"width":1,"x":0,"y":0}"#)
                == ["leftItems[1].frame: must be null when the item is not displayed"])
    }

    @Test func aHiddenItemWithoutAReasonIsRejected() {
        #expect(
            Self.problems(#""hiddenReason":"overlapsTitleView""#, #""hiddenReason":null"#)
                == ["leftItems[1].hiddenReason: must be a reason when the item is not displayed"])
    }

    @Test func aDisplayedItemWithAReasonOrWithoutAFrameIsRejected() {
        #expect(
            Self.problems(#""hiddenReason":null,"id":"done""#, #""hiddenReason":"outsideBar","id":"done""#)
                == ["leftItems[0].hiddenReason: must be null when the item is displayed"])
        #expect(
            Self.problems(#""frame":{"height":30,"width":44,"x":5,"y":37}"#, #""frame":null"#)
                == ["rightItems[0].frame: must be a frame when the item is displayed"])
    }

    @Test func aHiddenTitleWithABaselineIsRejected() {
        #expect(
            Self.problems(#""displayed":true,"frame":{"height":20.5"#, #""displayed":false,"frame":{"height":20.5"#)
                == [
                    "title.frame: must be null when the title is not displayed",
                    "title.baseline: must be null when the title is not displayed",
                ])
    }

    @Test func aTextStyleNeedsEveryKey() {
        #expect(
            Self.problems(#""size":13,"tracking":0,"weight":"regular""#, #""size":13,"weight":"regular""#)
                == ["prompt.style.tracking: is required"])
    }
}
