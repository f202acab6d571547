extension BarGeometry {
    /// Applies `textTransform` to text frames and `transform` to the others, in place.
    ///
    /// Text frames are the frames of every `TextGeometry` and of a text title. Baselines are
    /// placed after the last transform (`placeBaselines`). The geometry is changed where it is, so no
    /// copy of it (over a kilobyte) or of its item arrays is made. Inlined into rounding and mirroring, so
    /// their transforms are called directly, not through a closure context.
    @inline(__always)
    mutating func transformFrames(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        func text(_ line: inout TextGeometry) {
            line.frame = textTransform(line.frame)
        }
        func item(_ item: inout ItemGeometry) {
            item.placement.update(frame: transform, title: text)
        }
        func items(_ items: inout [ItemGeometry]) {
            for index in items.indices { item(&items[index]) }
        }
        func back(_ back: inout BackButtonGeometry) {
            back.frame = transform(back.frame)
            back.indicator.frame = transform(back.indicator.frame)
            if back.title != nil { text(&back.title!) }
            back.image = back.image.map(transform)
        }
        func groups(_ groups: inout ItemGroupsGeometry) {
            for index in groups.groups.indices {
                groups.groups[index].frame = groups.groups[index].frame.map(transform)
                if groups.groups[index].representativeItem != nil { item(&groups.groups[index].representativeItem!) }
                items(&groups.groups[index].items)
            }
            if groups.overflowButton != nil {
                groups.overflowButton!.frame = transform(groups.overflowButton!.frame)
                groups.overflowButton!.image = transform(groups.overflowButton!.image)
            }
        }
        bar.contentFrame = transform(bar.contentFrame)
        bar.backgroundFrame = bar.backgroundFrame.map(transform)
        if prompt != nil { text(&prompt!) }
        if backButton != nil { back(&backButton!) }
        items(&leftItems)
        items(&rightItems)
        if largeTitle != nil {
            text(&largeTitle!.line)
            largeTitle!.clipFrame = transform(largeTitle!.clipFrame)
        }
        if itemGroups != nil { groups(&itemGroups!) }
        if let kind = title?.kind, case .displayed(let frame, let baseline)? = title?.placement {
            let moved = kind == .text ? textTransform(frame) : transform(frame)
            title!.placement = .displayed(frame: moved, baseline: baseline)
        }
    }

    /// L15: puts every frame's edges on the pixel grid of `scale`.
    ///
    /// Each edge is rounded to the nearest pixel on its own, so two frames
    /// that share an edge still share it after rounding. Text frames round
    /// outward instead (L15.1), so rounding never makes one smaller than its text.
    mutating func roundToPixels(scale: Double) {
        let grid = PixelGrid(scale: scale)
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

extension ItemPlacement {
    /// Changes a displayed placement in place: `frameTransform` maps its frame and image, `titleUpdate` its title.
    ///
    /// The placement is consumed and rebuilt, so its title moves instead of being copied (two strings retained,
    /// then released); a hidden placement is left as it is. Inlined, so the title update is called directly.
    @inline(__always)
    mutating func update<E: Error>(
        frame frameTransform: (Frame) -> Frame, title titleUpdate: (inout TextGeometry) throws(E) -> Void
    ) throws(E) {
        var failure: E?
        switch consume self {
        case .displayed(let frame, var title, let image):
            if title != nil {
                do throws(E) { try titleUpdate(&title!) } catch { failure = error }
            }
            self = .displayed(frame: frameTransform(frame), title: title, image: image.map(frameTransform))
        case .hidden(let reason):
            self = .hidden(reason: reason)
        }
        if let failure { throw failure }
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
