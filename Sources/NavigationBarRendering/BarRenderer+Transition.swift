import NavigationBarLayout
import TextMetrics

extension BarRenderer {
    /// Draws the bar at `progress` of `transition`: every element at its frame, with its alpha.
    ///
    /// The elements are drawn by the same code as a single geometry's
    /// (`drawing(geometry:)`), in the sample's order; each element's shapes
    /// have their paint's alpha multiplied by the element's alpha. At progress
    /// 0 the picture is `drawing(geometry: transition.from)`'s, at 1
    /// `drawing(geometry: transition.to)`'s, pixel for pixel, when both bars are as high.
    ///
    /// ```swift
    /// let push = try BarTransition.make(from: inbox, change: .push(message), measurer: renderer.measurer)
    /// let middle = try renderer.drawing(transition: push, progress: 0.5).png()
    /// ```
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - progress: How far it is, from 0 to 1 (clamped).
    /// - Returns: The drawing, as wide as the bar and as high as the higher of its two ends, at the bar's scale.
    /// - Throws: ``RenderError/text(_:)`` when text cannot be shaped or an outline read.
    public func drawing(transition: BarTransition, progress: Double) throws(RenderError) -> Drawing {
        try drawing(sample: transition.sample(at: progress), of: transition)
    }

    /// Draws one sample of `transition` (see ``drawing(transition:progress:)``).
    ///
    /// - Parameters:
    ///   - sample: A sample of `transition`.
    ///   - transition: The transition it comes from (for the bar's size and look).
    /// - Returns: The drawing, as wide as the bar and as high as the higher of its two ends, at the bar's scale.
    /// - Throws: ``RenderError/text(_:)`` when text cannot be shaped or an outline read.
    public func drawing(sample: TransitionSample, of transition: BarTransition) throws(RenderError) -> Drawing {
        var painter = BarPainter(renderer: self, bar: transition.bar(at: sample))
        painter.drawing.height = transition.pictureHeight
        try painter.paint(sample.nodes)
        return painter.drawing
    }
}

extension TransitionElement {
    /// The base of its shapes' names: its origin and element key (`from-title`, `to-back-title`, `both-right-0`).
    var shapeName: String { origin.rawValue + "-" + BarPainter.shapeName(node.key) }

    /// Its node's format-1 key (`title`, `back.title`), or its key for kinds format 1 does not know.
    var key: String { node.laneKey }
}

extension BarTransition {
    /// The height of every picture of the transition: the higher of its two bars.
    var pictureHeight: Double { max(from.bar.height, to.bar.height) }

    /// The bar (its look, and its height at `sample`) a sample is drawn as: the new bar's at the end, else the old.
    func bar(at sample: TransitionSample) -> BarInfo {
        var bar = sample.progress >= 1 ? to.bar : from.bar
        bar.height = sample.height
        return bar
    }

    /// The background's frame at `sample`: its background node's (L16: under the safe-area insets too; at an end
    /// that end's), else the whole bar as high as the sample.
    func backgroundFrame(at sample: TransitionSample) -> Frame {
        sample.nodes.first { $0.kind == .background }?.frame
            ?? Frame(x: 0, y: 0, width: from.bar.width, height: sample.height)
    }
}

extension Paint {
    /// This paint with its alpha multiplied by `factor`.
    func faded(_ factor: Double) -> Paint {
        switch self {
        case .solid(let color): .solid(color.faded(factor))
        case .verticalGradient(let top, let bottom, let y0, let y1):
            .verticalGradient(top: top.faded(factor), bottom: bottom.faded(factor), y0: y0, y1: y1)
        }
    }
}

extension Drawing {
    /// Multiplies the alpha of the shapes from index `start` on by `alpha` (nothing when it is 1).
    mutating func fade(from start: Int, by alpha: Double) {
        guard alpha < 1 else { return }
        for index in start..<shapes.count { shapes[index].paint = shapes[index].paint.faded(alpha) }
    }

    /// Clips the shapes from index `start` on to `frame` (within any clip they already have).
    mutating func clip(from start: Int, to frame: Frame) {
        for index in start..<shapes.count {
            shapes[index].clip = shapes[index].clip.map { $0.intersection(frame) } ?? frame
        }
    }
}
