extension BarGeometry {
    /// This geometry with `transform` applied to every frame.
    func mapFrames(_ transform: (Frame) -> Frame) -> BarGeometry {
        mapFrames(transform, text: transform)
    }

    /// This geometry with `textTransform` applied to text frames and `transform` to the others.
    ///
    /// Text frames are the frames of every `TextGeometry` and of a text title. Baselines are
    /// placed after the last transform (`placingBaselines`).
    func mapFrames(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) -> BarGeometry {
        func text(_ t: TextGeometry?) -> TextGeometry? {
            t.map { line in
                var copy = line
                copy.frame = textTransform(line.frame)
                return copy
            }
        }
        func item(_ i: ItemGeometry) -> ItemGeometry {
            var copy = i
            if case .displayed(let frame, let title, let image) = i.placement {
                copy.placement = .displayed(frame: transform(frame), title: text(title), image: image.map(transform))
            }
            return copy
        }
        var copy = self
        copy.bar.contentFrame = transform(bar.contentFrame)
        copy.bar.backgroundFrame = bar.backgroundFrame.map(transform)
        copy.prompt = text(prompt)
        if var back = backButton {
            back.frame = transform(back.frame)
            back.indicator.frame = transform(back.indicator.frame)
            back.title = text(back.title)
            back.image = back.image.map(transform)
            copy.backButton = back
        }
        copy.leftItems = leftItems.map(item)
        copy.rightItems = rightItems.map(item)
        if var large = largeTitle {
            large.line.frame = textTransform(large.line.frame)
            large.clipFrame = transform(large.clipFrame)
            copy.largeTitle = large
        }
        if var groups = itemGroups {
            for index in groups.groups.indices {
                groups.groups[index].frame = groups.groups[index].frame.map(transform)
                groups.groups[index].representativeItem = groups.groups[index].representativeItem.map(item)
                groups.groups[index].items = groups.groups[index].items.map(item)
            }
            if var button = groups.overflowButton {
                button.frame = transform(button.frame)
                button.image = transform(button.image)
                groups.overflowButton = button
            }
            copy.itemGroups = groups
        }
        if var title, case .displayed(let frame, let baseline) = title.placement {
            let moved = title.kind == .text ? textTransform(frame) : transform(frame)
            title.placement = .displayed(frame: moved, baseline: baseline)
            copy.title = title
        }
        return copy
    }

    /// L15: every frame with its edges on the pixel grid of `scale`.
    ///
    /// Each edge is rounded to the nearest pixel on its own, so two frames
    /// that share an edge still share it after rounding. Text frames round
    /// outward instead (L15.1), so rounding never makes one smaller than its text.
    func roundedToPixels(scale: Double) -> BarGeometry {
        let grid = PixelGrid(scale: scale)
        return mapFrames(
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

    /// L13: the geometry mirrored left to right across a bar `width` wide, with the back indicator flipped.
    ///
    /// With `width` on the pixel grid, mirroring frames on the grid keeps them on it.
    func mirrored(width: Double) -> BarGeometry {
        var copy = mapFrames { Frame(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        copy.backButton?.indicator.flipped = true
        copy.bar.layoutDirection = .rightToLeft
        return copy
    }
}

/// L15: the pixel grid of a scale, and how values are put on it.
struct PixelGrid {
    /// Pixels per point.
    let scale: Double
    /// How close to a pixel edge, in pixels, a value counts as on it.
    static let tolerance = 1e-6

    /// `value` rounded to the nearest pixel edge, half away from zero.
    func nearest(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
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

extension BackButtonGeometry {
    /// This back button moved `dx` points along the bar (L16: from the safe area's edge).
    func offsetBy(dx: Double) -> BackButtonGeometry {
        guard dx != 0 else { return self }
        var copy = self
        copy.frame = frame.offsetBy(dx: dx, dy: 0)
        copy.indicator.frame = indicator.frame.offsetBy(dx: dx, dy: 0)
        copy.title?.frame = (title?.frame ?? frame).offsetBy(dx: dx, dy: 0)
        copy.image = image?.offsetBy(dx: dx, dy: 0)
        return copy
    }
}
