import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an animated SVG, by group.
final class AnimationCollector: NSObject, XMLParserDelegate {
    /// A group and its animations.
    struct Group {
        var attributes: [String: String]
        var paths = 0
        var animations: [[String: String]] = []
    }
    var root: [String: String] = [:]
    var groups: [Group] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "svg": root = attributes
        case "g": groups.append(Group(attributes: attributes))
        case "path": if !groups.isEmpty { groups[groups.count - 1].paths += 1 }
        case "animate", "animateTransform":
            var attributes = attributes
            attributes["element"] = elementName
            groups[groups.count - 1].animations.append(attributes)
        default: break
        }
    }

    func group(_ id: String) -> Group? { groups.first { $0.attributes["id"] == id } }
}

@Suite("Animated SVG")
struct AnimatedSVGTests {
    static func parse(_ svg: String) throws -> AnimationCollector {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = AnimationCollector()
        parser.delegate = collector
        try #require(parser.parse(), "not well-formed XML")
        return collector
    }

    /// A key time as written: at most 6 decimal places, no trailing zeros.
    static func keyTime(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// The numbers of a `values` list: `a b;c d` gives [[a, b], [c, d]].
    static func values(_ text: String?) -> [[Double]] {
        (text ?? "").split(separator: ";").map { $0.split(separator: " ").compactMap { Double($0) } }
    }

    @Test("the push plays as SMIL animations: key times, moves and fades of every element")
    func pushAnimations() throws {
        let push = try TransitionDrawingTests.push()
        let svg = try TransitionDrawingTests.renderer.animatedSVG(transition: push, keyTimes: 11, pause: 1)
        let document = try Self.parse(svg)
        #expect(document.root["width"] == "375" && document.root["height"] == "44")
        // Held 1 s, played 0.5 s, held 1 s: 2.5 s; the 11 moments at 0.4 + 0.2·t, then the end held to 1.
        let expectedTimes = ["0"] + (0...10).map { Self.keyTime(0.4 + 0.2 * Double($0) / 10) } + ["1"]
        var animated = 0
        for group in document.groups {
            for animation in group.animations {
                animated += 1
                #expect(animation["dur"] == "2.5s" && animation["repeatCount"] == "indefinite")
                #expect(animation["keyTimes"]?.split(separator: ";").map(String.init) == expectedTimes)
                #expect(Self.values(animation["values"]).count == 13)
            }
        }
        #expect(animated > 0)
        // The chevron comes in place: it fades in and does not move.
        let chevron = try #require(document.group("to-back-indicator"))
        #expect(chevron.animations.map { $0["element"] } == ["animate"])
        let fadeIn = Self.values(chevron.animations[0]["values"]).map { $0[0] }
        #expect(fadeIn.first == 0 && fadeIn.last == 1 && zip(fadeIn, fadeIn.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(chevron.attributes["opacity"] == "0")
        // The new title comes from the trailing side to its place, fading in.
        let title = try #require(document.group("to-title"))
        let moves = try #require(title.animations.first { $0["type"] == "translate" })
        let dx = Self.values(moves["values"]).map { $0[0] }
        let start = try #require(push.sample(at: 0).lanes.first { $0.name == "to:title" }).frame.x
        let end = try #require(push.to.title?.frame?.x)
        #expect(start > end + 100)
        #expect(abs((dx[12] - dx[0]) - (end - start)) < 0.001)
        #expect(zip(dx, dx.dropFirst()).allSatisfy { $0 >= $1 })
        // The old title slides to the back title's place and fades out; the new back title fades in there.
        let oldTitle = try #require(document.group("from-title"))
        let oldMoves = Self.values(oldTitle.animations.first { $0["type"] == "translate" }?["values"]).map { $0[0] }
        let backX = try #require(push.to.backButton?.title?.frame.x)
        let titleX = try #require(push.from.title?.frame?.x)
        #expect(abs(titleX + oldMoves[12] - backX) < 0.001)
        let oldFade = Self.values(oldTitle.animations.first { $0["attributeName"] == "opacity" }?["values"])
        #expect(oldFade.first == [1] && oldFade.last == [0])
        #expect(document.group("to-back-title") != nil)
        // Whatever is still at the start and at the end has no animation at all: the background.
        #expect(document.group("bar")?.animations.isEmpty == true)
    }

    @Test("the timing follows the pause, the slowdown and the number of key times")
    func timing() throws {
        let push = try TransitionDrawingTests.push()
        let svg = try TransitionDrawingTests.renderer.animatedSVG(
            transition: push, keyTimes: 3, pause: 0, slowdown: 4)
        let document = try Self.parse(svg)
        let animation = try #require(document.groups.flatMap(\.animations).first)
        #expect(animation["dur"] == "2s")
        #expect(animation["keyTimes"] == "0;0.5;1")
        // The same request gives the same bytes.
        #expect(
            svg
                == (try TransitionDrawingTests.renderer.animatedSVG(
                    transition: push, keyTimes: 3, pause: 0, slowdown: 4)))
    }
}
