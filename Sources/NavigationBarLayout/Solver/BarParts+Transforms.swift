extension BarParts {
    /// Applies `textTransform` to text frames and `transform` to the others, in place.
    ///
    /// Text frames are the frames of every `TextGeometry` and of a text title. Baselines are
    /// placed after the last transform (`placeBaselines`). The geometry is changed where it is, so no
    /// copy of it (over a kilobyte) or of its item arrays is made: each part is changed by a mutating
    /// method called through optional chaining (`backButton?.transform(…)`), which works in place, where
    /// `if x != nil { f(&x!) }` compared two optionals (a tuple of copies) and copied the value out and back.
    /// Inlined into rounding and mirroring, so their transforms are called directly, not through a closure context.
    @inline(__always)
    mutating func transformFrames(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        bar.contentFrame = transform(bar.contentFrame)
        bar.format1BackgroundFrame = bar.format1BackgroundFrame.map(transform)
        prompt?.mapFrame(textTransform)
        backButton?.transform(transform, text: textTransform)
        for index in leftItems.indices { leftItems[index].transform(transform, text: textTransform) }
        for index in rightItems.indices { rightItems[index].transform(transform, text: textTransform) }
        largeTitle?.transform(transform, text: textTransform)
        itemGroups?.transform(transform, text: textTransform)
        title?.transform(transform, text: textTransform)
        search?.transform(transform, text: textTransform)
    }

    /// L15: puts every frame's edges on the pixel grid of `scale`.
    ///
    /// Each edge is rounded to the nearest pixel on its own, so two frames
    /// that share an edge still share it after rounding. Text frames round
    /// outward instead (L15.1), so rounding never makes one smaller than its text.
    mutating func roundToPixels(scale: Double) {
        let grid = PixelGrid(scale: scale)
        // L20: the bar's height too, so a large-title row shrunk by a fractional scroll offset ends on the grid
        // where its clip and the background end.
        bar.height = grid.nearest(bar.height)
        transformFrames(
            { frame in
                let x = grid.nearest(frame.minX)
                let y = grid.nearest(frame.minY)
                return Frame(x: x, y: y, width: grid.nearest(frame.maxX) - x, height: grid.nearest(frame.maxY) - y)
            },
            text: { frame in
                let (x, width) = grid.outward(frame.minX, length: frame.width)
                let (y, height) = grid.outward(frame.minY, length: frame.height)
                return Frame(x: x, y: y, width: width, height: height)
            })
    }

    /// L13: mirrors the geometry left to right across a bar `width` wide, with the back indicator flipped.
    ///
    /// With `width` on the pixel grid, mirroring frames on the grid keeps them on it.
    mutating func mirror(width: Double) {
        let mirrored = { (frame: Frame) in
            Frame(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
        }
        transformFrames(mirrored, text: mirrored)
        backButton?.indicator.flipped = true
        bar.layoutDirection = .rightToLeft
    }
}

/// L15: the pixel grid of a scale, and how values are put on it.
struct PixelGrid {
    /// Pixels per point.
    let scale: Double
    /// How close to a pixel edge, in pixels, a value counts as on it.
    static let tolerance = 1e-6

    /// `value` rounded to the nearest pixel edge, half up: `floor(value · scale + 0.5) / scale`.
    ///
    /// Half up is the same at every position (Yoga's `roundLayoutResultsToPixelGrid`), so a frame moved by whole
    /// pixels keeps its width in pixels, also across x = 0, where rounding half away from zero changed it by one.
    func nearest(_ value: Double) -> Double {
        (value * scale + 0.5).rounded(.down) / scale
    }

    /// L15.1: the near edge and length of a span from `start`, `length` long, rounded outward.
    ///
    /// The near edge rounds down; the far edge rounds up, except that a span
    /// a whole number of pixels long keeps its length (Yoga's text rounding).
    /// A value within `tolerance` of a pixel edge counts as on it.
    func outward(_ start: Double, length: Double) -> (start: Double, length: Double) {
        let near = (start * scale + Self.tolerance).rounded(.down)
        let pixels = length * scale
        let far: Double
        if abs(pixels - pixels.rounded()) <= Self.tolerance {
            far = near + pixels.rounded()
        } else {
            far = ((start + length) * scale - Self.tolerance).rounded(.up)
        }
        return (near / scale, (far - near) / scale)
    }
}

extension ItemGeometry {
    /// Applies `transform` to the frame and image and `textTransform` to the title's frame; a hidden item has none.
    @inline(__always)
    mutating func transform(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        guard let frame else { return }
        self.frame = transform(frame)
        title?.mapFrame(textTransform)
        if let image { self.image = transform(image) }
    }
}

extension BackButtonGeometry {
    /// Applies `transform` to the button's, indicator's and image's frames and `textTransform` to the title's.
    @inline(__always)
    mutating func transform(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        frame = transform(frame)
        indicator.frame = transform(indicator.frame)
        title?.mapFrame(textTransform)
        if let image { self.image = transform(image) }
    }
}

extension LargeTitleGeometry {
    /// Applies `textTransform` to the line's frame and `transform` to the clip frame.
    @inline(__always)
    mutating func transform(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        line.frame = textTransform(line.frame)
        clipFrame = transform(clipFrame)
    }
}

extension ItemGroupsGeometry {
    /// Applies the transforms to every group's frame and items and to the overflow button.
    @inline(__always)
    mutating func transform(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        for index in groups.indices {
            groups[index].frame = groups[index].frame.map(transform)
            groups[index].representativeItem?.transform(transform, text: textTransform)
            for item in groups[index].items.indices {
                groups[index].items[item].transform(transform, text: textTransform)
            }
        }
        if let button = overflowButton {
            overflowButton!.frame = transform(button.frame)
            overflowButton!.image = transform(button.image)
        }
    }
}

extension TitleGeometry {
    /// Applies `textTransform` to a text title's frame, `transform` to a view's; the baseline is placed later.
    @inline(__always)
    mutating func transform(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        guard case .displayed(let frame, let baseline) = placement else { return }
        let moved = kind == .text ? textTransform(frame) : transform(frame)
        placement = .displayed(frame: moved, baseline: baseline)
    }
}

extension TextGeometry {
    /// Applies `transform` to the frame; the baseline is placed later (L15.2).
    @inline(__always)
    mutating func mapFrame(_ transform: (Frame) -> Frame) {
        frame = transform(frame)
    }
}
