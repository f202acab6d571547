import NavigationBarLayout
import TextMetrics

/// Lays every screen out in every locale, on every device, orientation and text size, and reports which texts
/// are truncated, hidden, moved into the overflow menu or shortened, untranslated or unmeasurable.
///
/// ```swift
/// let screens = try AuditScreens.decode(json: screensJSON)
/// let strings = StringTable(["de": ["settings.title": "Einstellungen"]])
/// let matrix = AuditMatrix(locales: ["de"], devices: [iPhone])
/// let report = try LocalizationAudit.run(screens: screens, strings: strings, matrix: matrix)
/// #expect(report.findings.isEmpty)
/// ```
public enum LocalizationAudit {
    /// How an audit runs, beyond what it lays out.
    public struct Options: Sendable {
        /// The profile screens use unless one names its own; `nil` for `ios17`.
        public var profile: MetricsProfile?
        /// The most distinct failing bars drawn per screen and locale.
        public var picturesPerScreen: Int
        /// Whether to draw the failing bars (for the HTML report).
        public var drawsPictures: Bool
        /// The worker threads; `nil` for one per processor.
        public var workers: Int?
        /// Called now and then with the bars laid out and the bars in all, from any thread.
        public var progress: (@Sendable (Int, Int) -> Void)?

        /// Options.
        ///
        /// - Parameters:
        ///   - profile: The profile screens use unless one names its own; `nil` for `ios17`.
        ///   - picturesPerScreen: The most distinct failing bars drawn per screen and locale.
        ///   - drawsPictures: Whether to draw the failing bars.
        ///   - workers: The worker threads; `nil` for one per processor.
        ///   - progress: Called with the bars laid out and the bars in all.
        public init(
            profile: MetricsProfile? = nil, picturesPerScreen: Int = 20, drawsPictures: Bool = false,
            workers: Int? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
        ) {
            self.profile = profile
            self.picturesPerScreen = picturesPerScreen
            self.drawsPictures = drawsPictures
            self.workers = workers
            self.progress = progress
        }
    }

    /// The profile screens use unless one names its own.
    public static let defaultProfile = "ios17"

    /// Audits `screens` with `strings` over `matrix`.
    ///
    /// - Parameters:
    ///   - screens: The screens.
    ///   - strings: The translations.
    ///   - matrix: The locales, devices, orientations and sizes.
    ///   - options: The profile, pictures, workers and progress.
    /// - Returns: The report: the findings in matrix order, and the pictures of failing bars when asked.
    /// - Throws: `AuditError` for a screen, profile or locale that cannot be used, or an empty matrix.
    public static func run(
        screens: AuditScreens, strings: any AuditStrings, matrix: AuditMatrix, options: Options = Options()
    ) throws(AuditError) -> AuditReport {
        let plan = try AuditPlan(screens: screens, strings: strings, matrix: matrix, options: options)
        let run = plan.layOut(options: options)
        var report = AuditReport(matrix: matrix, bars: plan.laidOutCount)
        report.findings = plan.merged(run.findings)
        report.layoutFailures = run.failures
        if options.drawsPictures {
            report.pictures = plan.draw(run.failing, limit: options.picturesPerScreen)
        }
        return report
    }
}
