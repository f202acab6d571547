import NavigationBarLayout

/// A straight-alpha sRGB colour, each component in 0...1.
public struct RGBA: Hashable, Sendable {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double
    /// Alpha (opacity).
    public var alpha: Double

    /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
    ///
    /// - Parameters:
    ///   - red: The red component, 0...1.
    ///   - green: The green component, 0...1.
    ///   - blue: The blue component, 0...1.
    ///   - alpha: The opacity, 0...1.
    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A colour from 0–255 components.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> RGBA {
        RGBA(Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha)
    }

    /// This colour with its alpha multiplied by `factor`.
    func faded(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }

    /// This colour mixed with `other` by `amount` (0 is this colour, 1 is `other`), alpha kept.
    func mixed(with other: RGBA, _ amount: Double) -> RGBA {
        RGBA(
            red + (other.red - red) * amount, green + (other.green - green) * amount,
            blue + (other.blue - blue) * amount, alpha)
    }

}

/// How a shape is filled.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(RGBA)
    /// A vertical gradient from `top` at `y0` to `bottom` at `y1` (points), clamped outside.
    case verticalGradient(top: RGBA, bottom: RGBA, y0: Double, y1: Double)

    /// The colour at height `y`.
    func color(atY y: Double) -> RGBA {
        switch self {
        case .solid(let color): return color
        case .verticalGradient(let top, let bottom, let y0, let y1):
            guard y1 > y0 else { return top }
            let t = min(1, max(0, (y - y0) / (y1 - y0)))
            return RGBA(
                top.red + (bottom.red - top.red) * t, top.green + (bottom.green - top.green) * t,
                top.blue + (bottom.blue - top.blue) * t, top.alpha + (bottom.alpha - top.alpha) * t)
        }
    }
}

/// What a shape belongs to; renderers can draw a subset of layers.
public enum DrawLayer: String, Hashable, Sendable, CaseIterable {
    /// The bar background and its hairline.
    case background
    /// Button backgrounds (bordered buttons, the iOS 6 back button).
    case buttons
    /// The back indicator and system item icons.
    case icons
    /// Text set from the geometry: title, prompt, back title, item titles.
    case text
    /// Placeholder boxes for custom views and title views.
    case placeholders
    /// The labels inside placeholder boxes (text not from the geometry).
    case labels
    /// The debug overlay: frame outlines and the legend of hidden items.
    case debug
    /// Captions and page background of a gallery.
    case gallery
}

/// One filled shape of a drawing.
public struct Shape: Hashable, Sendable {
    /// The layer.
    public var layer: DrawLayer
    /// A name for the shape, used as the SVG element's id when unique (`title`, `right-0-title`, …).
    public var name: String
    /// The outline, filled with the non-zero rule.
    public var path: VectorPath
    /// The fill.
    public var paint: Paint
    /// The rectangle the fill is clipped to, in points (the large title's row, L20); `nil` for none.
    public var clip: Frame?
    /// The radius of a Gaussian-like blur of the fill, in points (a glass capsule's soft shadow); 0 for none.
    public var blur: Double = 0

    /// Creates a shape.
    ///
    /// - Parameters:
    ///   - layer: The layer the shape belongs to.
    ///   - name: The shape's name (the SVG element's `id`).
    ///   - path: The outline to fill.
    ///   - paint: What to fill it with.
    ///   - clip: The rectangle the fill is clipped to, or `nil` for none.
    public init(layer: DrawLayer, name: String, path: VectorPath, paint: Paint, clip: Frame? = nil) {
        self.layer = layer
        self.name = name
        self.path = path
        self.paint = paint
        self.clip = clip
    }
}

/// A picture as a list of filled shapes, in points, painted in order.
public struct Drawing: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point for raster output.
    public var scale: Double
    /// The shapes, back to front.
    public var shapes: [Shape]

    /// Creates a drawing.
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - height: The height in points.
    ///   - scale: Pixels per point when rasterised.
    ///   - shapes: The shapes, painted in order.
    public init(width: Double, height: Double, scale: Double, shapes: [Shape] = []) {
        self.width = width
        self.height = height
        self.scale = scale
        self.shapes = shapes
    }

    /// The drawing with only the shapes in `layers`.
    ///
    /// - Parameter layers: The layers to keep.
    /// - Returns: A drawing of the same size with fewer shapes.
    public func only(_ layers: Set<DrawLayer>) -> Drawing {
        var copy = self
        copy.shapes = shapes.filter { layers.contains($0.layer) }
        return copy
    }

    /// The drawing without the shapes in `layers`.
    ///
    /// - Parameter layers: The layers to leave out.
    /// - Returns: A drawing of the same size with fewer shapes.
    public func without(_ layers: Set<DrawLayer>) -> Drawing {
        var copy = self
        copy.shapes = shapes.filter { !layers.contains($0.layer) }
        return copy
    }

    /// The image size in pixels: width and height times the scale, rounded up.
    public var pixelSize: (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let value = points * scale
            guard value.isFinite, value > 0 else { return 0 }
            return value > 1e9 ? 1_000_000_000 : Int((value - 1e-9).rounded(.up))
        }
        return (pixels(width), pixels(height))
    }

    /// Adds a shape, clipped to `clip` when given.
    mutating func fill(_ path: VectorPath, _ paint: Paint, layer: DrawLayer, name: String, clip: Frame? = nil) {
        guard !path.isEmpty else { return }
        shapes.append(Shape(layer: layer, name: name, path: path, paint: paint, clip: clip))
    }

    /// Adds a shape in one colour, blurred by `blur` points (a soft shadow).
    mutating func fill(_ path: VectorPath, _ color: RGBA, layer: DrawLayer, name: String, blur: Double) {
        guard !path.isEmpty else { return }
        var shape = Shape(layer: layer, name: name, path: path, paint: .solid(color))
        shape.blur = blur
        shapes.append(shape)
    }

    /// Adds a shape in one colour, clipped to `clip` when given.
    mutating func fill(_ path: VectorPath, _ color: RGBA, layer: DrawLayer, name: String, clip: Frame? = nil) {
        fill(path, .solid(color), layer: layer, name: name, clip: clip)
    }
}
