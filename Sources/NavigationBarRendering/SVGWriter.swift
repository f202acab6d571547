/// Writes a drawing as an SVG document: one `<path>` per shape, deterministic to the byte.
enum SVGWriter {
    /// The SVG text of `drawing`.
    static func svg(_ drawing: Drawing) -> String {
        var counts: [String: Int] = [:]
        for shape in drawing.shapes { counts[shape.name, default: 0] += 1 }
        var gradients: [String] = []
        var body = ""
        for shape in drawing.shapes {
            body += path(shape, id: counts[shape.name] == 1, gradients: &gradients) + "\n"
        }
        return document(width: drawing.width, height: drawing.height, gradients: gradients, body: body)
    }

    /// The SVG document `width` by `height` points with `gradients` (definitions) and `body` (its elements).
    static func document(width: Double, height: Double, gradients: [String], body: String) -> String {
        let w = number(width)
        let h = number(height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !gradients.isEmpty { out += "<defs>\n" + gradients.joined(separator: "\n") + "\n</defs>\n" }
        return out + body + "</svg>\n"
    }

    /// The `<path>` element of `shape`, with its name as `id` when `id` is set; a gradient paint is added to
    /// `gradients` (named `gradientN`, N its index there) and referred to, and so is a clip rectangle (`clipN`).
    static func path(_ shape: Shape, id: Bool, gradients: inout [String]) -> String {
        var attributes = ""
        if id { attributes += " id=\"\(MarkupText.escaped(shape.name))\"" }
        attributes += " class=\"\(shape.layer.rawValue)\" data-name=\"\(MarkupText.escaped(shape.name))\""
        switch shape.paint {
        case .solid(let color):
            attributes += " fill=\"\(hex(color))\""
            if color.alpha < 1 { attributes += " fill-opacity=\"\(number(color.alpha))\"" }
        case .verticalGradient(let top, let bottom, let y0, let y1):
            let name = "gradient\(gradients.count)"
            gradients.append(
                "<linearGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(number(y0))\" "
                    + "x2=\"0\" y2=\"\(number(y1))\">" + stop(0, top) + stop(1, bottom) + "</linearGradient>")
            attributes += " fill=\"url(#\(name))\""
        }
        if let clip = shape.clip {
            // The clip rectangle (L20) is a definition too, numbered among the clips.
            let name = "clip\(gradients.count { $0.hasPrefix("<clipPath") })"
            gradients.append(
                "<clipPath id=\"\(name)\"><rect x=\"\(number(clip.x))\" y=\"\(number(clip.y))\" "
                    + "width=\"\(number(clip.width))\" height=\"\(number(clip.height))\"/></clipPath>")
            attributes += " clip-path=\"url(#\(name))\""
        }
        if shape.blur > 0 {
            // A soft shadow: a Gaussian blur whose standard deviation is half the radius, numbered among the
            // blurs.
            let name = "blur\(gradients.count { $0.hasPrefix("<filter") })"
            gradients.append(
                "<filter id=\"\(name)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
                    + "<feGaussianBlur stdDeviation=\"\(number(shape.blur / 2))\"/></filter>")
            attributes += " filter=\"url(#\(name))\""
        }
        return "<path\(attributes) d=\"\(pathData(shape.path))\"/>"
    }

    /// A gradient stop.
    private static func stop(_ offset: Int, _ color: RGBA) -> String {
        "<stop offset=\"\(offset)\" stop-color=\"\(hex(color))\" stop-opacity=\"\(number(color.alpha))\"/>"
    }

    /// The `d` attribute of `path`: absolute commands M, L, Q, C, Z.
    static func pathData(_ path: VectorPath) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count)
        func p(_ point: Point) -> String { number(point.x) + " " + number(point.y) }
        for element in path.elements {
            switch element {
            case .move(let a): parts.append("M" + p(a))
            case .line(let a): parts.append("L" + p(a))
            case .quad(let c, let a): parts.append("Q" + p(c) + " " + p(a))
            case .cubic(let c1, let c2, let a): parts.append("C" + p(c1) + " " + p(c2) + " " + p(a))
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// `#rrggbb` for a colour.
    static func hex(_ color: RGBA) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let value = Int((component * 255).rounded())
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }

    /// A number as written in SVG: `SVGNumber.format`.
    static func number(_ value: Double) -> String { SVGNumber.format(value) }
}

/// How the SVG writer formats numbers.
public enum SVGNumber {
    /// `value` rounded half away from zero to 3 decimal places, without trailing zeros or `-0`.
    ///
    /// From 10^12 on the value is rounded to a whole number; from 2^62 on (where no `Int`
    /// could hold it) it is written with an exponent, as SVG allows (`2e+19`).
    ///
    /// - Parameter value: The number.
    /// - Returns: Its SVG text, like `12.5`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard abs(value) < 1e12 else {
            let whole = value.rounded(.toNearestOrAwayFromZero)
            guard abs(whole) < 0x1p62 else { return whole.description }
            return String(Int(whole))
        }
        let thousandths = (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths > 0 else { return "0" }
        let whole = Int(thousandths / 1000)
        var fraction = Int(thousandths) % 1000
        var text = (value < 0 ? "-" : "") + String(whole)
        if fraction > 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return text
    }
}

extension Drawing {
    /// The drawing as an SVG document (sizes in points).
    ///
    /// - Returns: The SVG document, one `path` element per shape.
    public func svg() -> String { SVGWriter.svg(self) }

    /// The drawing rasterised at its scale, as an RGBA image.
    ///
    /// - Returns: The image, `pixelSize` pixels.
    /// - Throws: ``RenderError/imageTooLarge(width:height:)`` for an image too large for a canvas, and
    ///   ``RenderError/raster(_:)`` when FreeType cannot rasterise a path.
    public func image() throws(RenderError) -> PNGImage {
        let size = pixelSize
        guard size.width > 0, size.height > 0, size.width <= Canvas.maximumPixels,
            size.height <= Canvas.maximumPixels, size.width * size.height <= Canvas.maximumPixels
        else { throw .imageTooLarge(width: size.width, height: size.height) }
        var canvas = try Canvas(width: size.width, height: size.height)
        for shape in shapes {
            try canvas.fill(shape.path, paint: shape.paint, scale: scale, clip: shape.clip, blur: shape.blur)
        }
        return PNGImage(width: size.width, height: size.height, pixels: canvas.rgbaBytes())
    }

    /// The drawing rasterised at its scale, as PNG file bytes.
    ///
    /// - Returns: The bytes of a PNG file.
    /// - Throws: As ``image()``, and ``RenderError/png(_:)`` when libpng fails.
    public func png() throws(RenderError) -> [UInt8] { try image().encoded() }
}
