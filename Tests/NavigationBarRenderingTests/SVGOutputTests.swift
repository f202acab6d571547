import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects the `path` elements of an SVG document.
final class SVGPathCollector: NSObject, XMLParserDelegate {
    /// The attributes of every `path`, in order.
    var paths: [[String: String]] = []
    /// The root element's attributes.
    var root: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "svg" { root = attributes }
        if elementName == "path" { paths.append(attributes) }
    }
}

@Suite("SVG output")
struct SVGOutputTests {
    /// Parses `svg`; nil if it is not well-formed XML.
    static func parse(_ svg: String) -> SVGPathCollector? {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = SVGPathCollector()
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }

    /// The bounding box of every coordinate pair of a path's `d` (absolute commands only).
    static func bounds(_ d: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var numbers: [Double] = []
        var current = ""
        for character in d {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if let value = Double(current) { numbers.append(value) }
                current = character == "-" ? "-" : ""
            }
        }
        if let value = Double(current) { numbers.append(value) }
        guard numbers.count >= 2, numbers.count % 2 == 0 else { return nil }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    @Test(
        "the SVG parses as XML and each text path's bounds lie in its text frame (1 pt tolerance)",
        arguments: [
            RenderingSupport.busyScene, RenderingSupport.classicScene,
            #"{"width": 375, "layoutDirection": "rightToLeft", "items": [{"title": "الإعدادات"}, {"title": "عام"}]}"#,
            #"{"width": 200, "items": [{"title": "Back"}, {"title": "A title far too long for this bar"}]}"#,
        ])
    func textPathsInsideFrames(json: String) throws {
        let scene = try RenderingSupport.scene(json)
        let geometry = try RenderingSupport.geometry(scene)
        let svg = try RenderingSupport.renderer.drawing(geometry: geometry).svg()
        let document = try #require(Self.parse(svg))
        #expect(document.root["width"] == SVGNumber.format(geometry.bar.width))
        let frames = RenderingSupport.textFrames(geometry)
        let textPaths = document.paths.filter { $0["class"] == "text" }
        #expect(Set(textPaths.compactMap { $0["id"] }) == Set(frames.keys))
        let tolerance = 1.0
        for path in textPaths {
            let name = try #require(path["id"])
            let frame = try #require(frames[name])
            let d = try #require(path["d"])
            let box = try #require(Self.bounds(d))
            #expect(box.minX >= frame.x - tolerance, "\(name): \(box) left of \(frame)")
            #expect(box.maxX <= frame.maxX + tolerance, "\(name): \(box) right of \(frame)")
            #expect(box.minY >= frame.y - tolerance, "\(name): \(box) above \(frame)")
            #expect(box.maxY <= frame.maxY + tolerance, "\(name): \(box) below \(frame)")
        }
    }

    @Test("the SVG is the same byte for byte every time")
    func deterministic() throws {
        let scene = try RenderingSupport.scene(RenderingSupport.classicScene)
        let first = try RenderingSupport.renderer.drawing(scene: scene, debug: true).svg()
        let second = try BarRenderer().drawing(scene: scene, debug: true).svg()
        #expect(first == second)
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(first.contains("<linearGradient id=\"gradient0\""))
    }

    @Test("names from the scene are escaped in attributes")
    func escaping() throws {
        let scene = try RenderingSupport.scene(
            #"{"width": 320, "items": [{"title": "A", "rightBarButtonItem": {"id": "<&\"'>", "customView": {"width": 60, "height": 20}}}]}"#
        )
        let svg = try RenderingSupport.renderer.drawing(scene: scene).svg()
        #expect(Self.parse(svg) != nil)
    }

    @Test("numbers are rounded to 3 places without trailing zeros or -0")
    func numbers() {
        #expect(SVGNumber.format(187.5) == "187.5")
        #expect(SVGNumber.format(1.0 / 3) == "0.333")
        #expect(SVGNumber.format(-0.0001) == "0")
        #expect(SVGNumber.format(44) == "44")
        #expect(SVGNumber.format(-2.0006) == "-2.001")
        #expect(SVGNumber.format(0.05) == "0.05")
    }
}
