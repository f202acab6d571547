extension BarGeometry {
    /// This geometry with `transform` applied to every frame.
    func mapFrames(_ transform: (Frame) -> Frame) -> BarGeometry {
        func text(_ t: TextGeometry?) -> TextGeometry? {
            t.map { TextGeometry(text: $0.text, truncated: $0.truncated, frame: transform($0.frame)) }
        }
        func item(_ i: ItemGeometry) -> ItemGeometry {
            var copy = i
            copy.frame = i.frame.map(transform)
            copy.title = text(i.title)
            copy.image = i.image.map(transform)
            return copy
        }
        var copy = self
        copy.bar.contentFrame = transform(bar.contentFrame)
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
        if var title {
            title.frame = title.frame.map(transform)
            copy.title = title
        }
        return copy
    }

    /// L15: every frame with its edges rounded to the pixel grid of `scale`.
    ///
    /// Each edge is rounded on its own, so two frames that share an edge
    /// still share it after rounding.
    func roundedToPixels(scale: Double) -> BarGeometry {
        let grid = PixelGrid(scale: scale)
        return mapFrames { frame in
            let x = grid.nearest(frame.minX)
            let y = grid.nearest(frame.minY)
            return Frame(x: x, y: y, width: grid.nearest(frame.maxX) - x, height: grid.nearest(frame.maxY) - y)
        }
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

    /// `value` rounded to the nearest pixel edge, half away from zero.
    func nearest(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
