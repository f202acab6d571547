import NavigationBarLayout

extension SnapshotStrategy where Value == BarTransition, Format == String {
    /// The transition text (`BarTransition.transitionText(progress:)`) at 5 moments, t = 0, 0.25, 0.5, 0.75 and 1;
    /// stored as `.txt`.
    ///
    /// One block per sampled `t`, one line per element, so a change to one
    /// element at one moment changes one line:
    ///
    /// ```text
    /// t=0.5  height=44  row x=0 y=0 w=375 h=44
    ///   to:back.indicator       a=0.1667  x=8 y=11.5 w=13 h=21
    ///   from:title              a=0.2857  x=35 y=11.5 w=44 h=21     "Inbox"  Inter 17 regular  partner=to:back.title
    /// ```
    public static var transitionText: SnapshotStrategy<BarTransition, String> {
        transitionText(frames: 5)
    }

    /// The transition text at `frames` moments evenly spaced from 0 to 1, both included (at least 2).
    ///
    /// - Parameter frames: How many moments.
    /// - Returns: The strategy.
    public static func transitionText(frames: Int) -> SnapshotStrategy<BarTransition, String> {
        transitionText(progress: BarTransition.progressValues(count: frames))
    }

    /// The transition text at the given progress values, in order.
    ///
    /// - Parameter values: The progress values, each from 0 to 1.
    /// - Returns: The strategy.
    public static func transitionText(progress values: [Double]) -> SnapshotStrategy<BarTransition, String> {
        SnapshotStrategy(pathExtension: "txt") { $0.transitionText(progress: values) }
    }
}
