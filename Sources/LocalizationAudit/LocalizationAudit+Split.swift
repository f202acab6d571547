import JSONFormat
import NavigationBarLayout

extension LocalizationAudit {
    /// Hands each bar of the matrix to `body` as a scene with an `id` naming its screen, locale, device,
    /// orientation and size (`settings|de|iPhone 16|portrait|large`), so any engine can lay them out
    /// (`navbar batch`); ``report(screens:strings:matrix:options:geometries:)`` reads their geometry back.
    ///
    /// Each scene carries its `locale` and profile name: `navbar batch` lays it out as the audit does.
    ///
    /// - Parameters:
    ///   - screens: The screens.
    ///   - strings: The translations.
    ///   - matrix: The locales, devices, orientations and sizes.
    ///   - options: The profile (`profile.name` is written into each scene).
    ///   - body: Called once per bar, in matrix order.
    /// - Throws: `AuditError` for a screen, profile or locale that cannot be used, or an empty matrix; what
    ///   `body` throws.
    public static func scenes(
        screens: AuditScreens, strings: any AuditStrings, matrix: AuditMatrix, options: Options = Options(),
        _ body: (Scene) throws -> Void
    ) throws {
        let plan = try AuditPlan(screens: screens, strings: strings, matrix: matrix, options: options)
        for index in 0..<plan.count where plan.applies(index) {
            let (screenPlan, place, scene) = plan.bar(index)
            var emitted = scene
            emitted.id = barID(
                screen: screenPlan.screen, locale: screenPlan.locale, place: place, variant: screenPlan.variant)
            emitted.locale = screenPlan.locale
            emitted.profile = ProfileReference(screenPlan.profileName)
            try body(emitted)
        }
    }

    /// The report of bars laid out elsewhere: `geometries` gives each bar's `id` (as ``scenes(screens:strings:matrix:options:_:)``
    /// wrote it) and geometry, in any order; bars not given are not judged.
    ///
    /// - Parameters:
    ///   - screens: The screens the scenes were made from.
    ///   - strings: The translations they were made with.
    ///   - matrix: The matrix they were made over.
    ///   - options: The profile and pictures.
    ///   - geometries: Each bar's id and geometry.
    /// - Returns: The report, findings in matrix order.
    /// - Throws: `AuditError` as `run` does, or `.unknownBar` for an id that is not a bar of the matrix.
    public static func report(
        screens: AuditScreens, strings: any AuditStrings, matrix: AuditMatrix, options: Options = Options(),
        geometries: [(id: String, geometry: BarGeometry)]
    ) throws(AuditError) -> AuditReport {
        let plan = try AuditPlan(screens: screens, strings: strings, matrix: matrix, options: options)
        var indices: [String: Int] = [:]
        for index in 0..<plan.count {
            let (screenPlan, place, _) = plan.bar(index)
            let id = barID(
                screen: screenPlan.screen, locale: screenPlan.locale, place: place, variant: screenPlan.variant)
            indices[id] = index
        }
        var laidOut: [(Int, BarGeometry)] = []
        for (id, geometry) in geometries {
            guard let index = indices[id] else { throw .unknownBar(id) }
            laidOut.append((index, geometry))
        }
        laidOut.sort { $0.0 < $1.0 }
        var run = AuditRun()
        let limit = options.drawsPictures ? options.picturesPerScreen : 0
        for (index, geometry) in laidOut { plan.judge(index, geometry, limit: limit, into: &run) }
        var report = AuditReport(matrix: matrix, bars: laidOut.count)
        report.findings = plan.merged(run.findings)
        if options.drawsPictures { report.pictures = plan.draw(run.failing, limit: options.picturesPerScreen) }
        return report
    }

    /// The `id` of a bar: `screen|locale|device|orientation|category`, with `|bold` when Bold Text is on and
    /// `|variant=plural.few` for a catalog variation's bar.
    ///
    /// - Parameters:
    ///   - screen: The screen's id.
    ///   - locale: The locale.
    ///   - place: Where the bar is laid out.
    ///   - variant: The variation the bar audits, if any.
    /// - Returns: The id.
    public static func barID(screen: String, locale: String, place: AuditPlace, variant: String? = nil) -> String {
        [screen, locale, place.device, place.orientation.rawValue, place.contentSizeCategory.rawValue]
            .joined(separator: "|") + (place.boldText ? "|bold" : "") + (variant.map { "|variant=" + $0 } ?? "")
    }
}
