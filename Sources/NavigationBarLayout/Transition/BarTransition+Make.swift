import TextMetrics

extension BarTransition {
    /// Solves `scene` before and after `change` with `profile` and builds the transition with its choreography.
    ///
    /// - Throws: `BarTransitionError.change` when the change is impossible
    ///   (seed 001: a push of an item already on the stack, a pop with
    ///   nothing to pop to), `.layout` when the solver rejects a scene.
    ///
    /// - Parameters:
    ///   - scene: The bar before the change.
    ///   - change: The change.
    ///   - profile: The metrics profile, with its transitions.
    ///   - measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    public static func make(
        from scene: Scene, change: BarChange, profile: MetricsProfile, measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition {
        try make(from: scene, change: change, layouter: BarLayouter(profile: profile), measurer: measurer)
    }

    /// The same, with the profile the scene names (`ProfileReference.default` when it names none).
    ///
    /// - Parameters:
    ///   - scene: The bar before the change.
    ///   - change: The change.
    ///   - measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    /// - Throws: As ``make(from:change:profile:measurer:)``, and `.layout` when the profile cannot be loaded.
    public static func make(
        from scene: Scene, change: BarChange, measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition {
        let layouter: BarLayouter
        do { layouter = try ProfileLibrary.layouter(scene.profile) } catch { throw .layout(.profile(error)) }
        return try make(from: scene, change: change, layouter: layouter, measurer: measurer)
    }

    /// Solves both scenes with `profile` and builds the transition of `kind` between them.
    ///
    /// - Parameters:
    ///   - before: The bar at the start.
    ///   - after: The bar at the end.
    ///   - kind: How the bar changes: push, pop or cross-fade.
    ///   - profile: The metrics profile, with its transitions.
    ///   - measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    /// - Throws: `BarTransitionError.layout` when the solver rejects either scene, or with
    ///   `LayoutError.invalidProfile` when the profile's `transitions` break their rules (the solver
    ///   does not read them, so they are checked here).
    public static func make(
        from before: Scene, to after: Scene, kind: Kind, profile: MetricsProfile, measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition {
        try make(from: before, to: after, kind: kind, layouter: BarLayouter(profile: profile), measurer: measurer)
    }

    /// Solves `scene` before and after `change` with `layouter` and builds the transition with its profile's
    /// choreography.
    ///
    /// - Parameters:
    ///   - scene: The bar before the change.
    ///   - change: The change.
    ///   - layouter: The layouter of the metrics profile, with its transitions.
    ///   - measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    /// - Throws: As ``make(from:change:profile:measurer:)``.
    public static func make(
        from scene: Scene, change: BarChange, layouter: BarLayouter, measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition {
        let (after, kind): (Scene, Kind)
        do { (after, kind) = try scene.applying(change) } catch { throw .change(error) }
        return try make(from: scene, to: after, kind: kind, layouter: layouter, measurer: measurer)
    }

    /// Solves both scenes with `layouter` and builds the transition of `kind` between them.
    ///
    /// - Parameters:
    ///   - before: The bar at the start.
    ///   - after: The bar at the end.
    ///   - kind: How the bar changes: push, pop or cross-fade.
    ///   - layouter: The layouter of the metrics profile, with its transitions.
    ///   - measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    /// - Throws: As ``make(from:to:kind:profile:measurer:)``.
    public static func make(
        from before: Scene, to after: Scene, kind: Kind, layouter: BarLayouter, measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition {
        do throws(LayoutError) {
            let from = try layouter.solve(before, measurer: measurer)
            let to = try layouter.solve(after, measurer: measurer)
            // The solver leaves the choreography to the transition: the layouter checked it once.
            let problems = layouter.transitionProblems
            guard problems.isEmpty else { throw LayoutError.invalidProfile(name: layouter.profile.name, problems) }
            return BarTransition(
                from: from, to: to, kind: kind, choreography: layouter.profile.transitions ?? .fallback)
        } catch {
            throw .layout(error)
        }
    }
}
