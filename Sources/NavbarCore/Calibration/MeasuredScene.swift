import NavigationBarLayout
import TextMetrics

/// A scene with what was measured of it on a device, ready to be laid out with the measured text widths.
public struct MeasuredScene: Sendable {
    /// The measurement file's name, for messages.
    public var name: String
    /// The scene, at the device's scale.
    public var scene: Scene
    /// The measurement.
    public var measured: MeasuredBar
    /// The measurer answering with the measured widths.
    public var measurer: MeasuredWidthMeasurer
    /// What the reader should know: measured widths that could not be used, a scale that was replaced.
    public var notes: [String]

    /// Pairs `scene` with `measured`: lays the scene out once with `base` and `profile` to find the text of
    /// each node `textWidths` names (unless `texts` gives it), and makes the measurer of the measured widths.
    ///
    /// - Parameters:
    ///   - name: The measurement file's name, for messages.
    ///   - scene: The scene that was measured.
    ///   - measured: The measurement.
    ///   - profile: The profile to find the texts with.
    ///   - base: The measurer of the fonts.
    /// - Throws: the problems of a scene the solver rejects.
    public init(
        name: String, scene: Scene, measured: MeasuredBar, profile: MetricsProfile, base: any TextMeasuring
    ) throws(CLIError) {
        var scene = scene
        var notes: [String] = []
        if scene.scale != measured.device.scale {
            notes.append(
                "the scene's scale \(JSONWriter.format(scene.scale)) is replaced by the device's "
                    + "\(JSONWriter.format(measured.device.scale))")
            scene.scale = measured.device.scale
        }
        let list = try Self.layOut(scene, profile: profile, measurer: base).displayList
        var entries: [MeasuredWidthMeasurer.Entry] = []
        for (key, width) in measured.textWidths {
            let node = list.nodes.first { $0.key.description == key }
            let style = node?.text?.style
            if let text = measured.texts[key] {
                entries.append(.init(text: text, style: style, width: width))
            } else if let shown = node?.text, !shown.truncated {
                entries.append(.init(text: shown.text, style: style, width: width))
            } else if let shown = node?.text {
                notes.append(
                    "textWidths.\(key): not used: the engine cuts this text ('\(shown.text)'); give the device's "
                        + "text in 'texts.\(key)'")
            } else {
                notes.append(
                    "textWidths.\(key): not used: the engine draws no text '\(key)'; give its text in 'texts.\(key)'")
            }
        }
        self.name = name
        self.scene = scene
        self.measured = measured
        self.measurer = MeasuredWidthMeasurer(entries: entries, base: base)
        self.notes = notes
    }

    /// Lays the scene out with `profile` and the measured widths, and compares it with the measurement.
    ///
    /// - Parameter profile: The profile.
    /// - Returns: The comparison.
    /// - Throws: the problems of a scene the solver rejects.
    public func compare(profile: MetricsProfile) throws(CLIError) -> FrameComparison {
        try compare(layouter: BarLayouter(profile: profile))
    }

    /// Lays the scene out with `layouter` and the measured widths, and compares it with the measurement.
    ///
    /// - Parameter layouter: The layouter of the profile.
    /// - Returns: The comparison.
    /// - Throws: the problems of a scene the solver rejects.
    public func compare(layouter: BarLayouter) throws(CLIError) -> FrameComparison {
        let geometry = try Self.layOut(scene, layouter: layouter, measurer: measurer)
        return FrameComparison(
            list: geometry.displayList, measured: measured, fontMeasuredTexts: measurer.fontMeasuredTexts)
    }

    /// Lays `scene` out with `profile`, its font files added to `measurer`.
    static func layOut(_ scene: Scene, profile: MetricsProfile, measurer: any TextMeasuring) throws(CLIError)
        -> BarGeometry
    {
        try layOut(scene, layouter: BarLayouter(profile: profile), measurer: measurer)
    }

    /// Lays `scene` out with `layouter`, its font files added to `measurer`.
    static func layOut(_ scene: Scene, layouter: BarLayouter, measurer: any TextMeasuring) throws(CLIError)
        -> BarGeometry
    {
        do {
            let profile = layouter.profile
            let used =
                scene.fonts.isEmpty && profile.fonts.isEmpty
                ? measurer : try Scene.measurer(for: scene, profile: profile, base: measurer)
            return try layouter.solve(scene, measurer: used)
        } catch {
            throw CLIError(problems: InputProblem.layout(error))
        }
    }
}
