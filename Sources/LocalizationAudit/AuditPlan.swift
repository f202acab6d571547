import NavbarCore
import NavigationBarLayout
import NavigationBarRendering
import TextMetrics

#if canImport(Glibc)
    import Glibc
#endif

/// The matrix made ready to lay out: a plan per screen and locale, and the places each is laid out in.
///
/// Bar `n` of the matrix is plan `n / places.count` at place `n % places.count`: the workers make each bar's
/// scene from its plan when they reach it, so memory does not grow with the matrix.
struct AuditPlan: Sendable {
    /// A plan per screen and locale, screens outermost.
    let plans: [ScreenPlan]
    /// Every place, with its device and window.
    let places: [(AuditPlace, AuditDevice, AuditWindow)]

    /// The bars in the matrix.
    var count: Int { plans.count * places.count }

    /// The plans of `screens` in each locale of `matrix`.
    ///
    /// - Throws: `AuditError` for a screen, profile or locale that cannot be used, or an empty matrix.
    init(screens: AuditScreens, strings: any AuditStrings, matrix: AuditMatrix, options: LocalizationAudit.Options)
        throws(AuditError)
    {
        let profile: MetricsProfile
        if let given = options.profile {
            profile = given
        } else {
            do { profile = try ProfileLibrary.resolve(LocalizationAudit.defaultProfile) } catch {
                throw .screen("", "profile: \(error.description)")
            }
        }
        let measurer = TextMeasurer()
        var plans: [ScreenPlan] = []
        for screen in screens.screens {
            for locale in matrix.locales {
                plans += try ScreenPlan.plans(
                    screen: screen, screens: screens, locale: locale, strings: strings, profile: profile,
                    measurer: measurer)
            }
        }
        self.plans = plans
        places = matrix.places
        guard !plans.isEmpty, !places.isEmpty else {
            throw .emptyMatrix("the matrix is empty: no screens, locales, devices, orientations or sizes")
        }
    }

    /// Bar `index`'s plan, place and scene.
    func bar(_ index: Int) -> (plan: ScreenPlan, place: AuditPlace, scene: Scene) {
        let plan = plans[index / places.count]
        let (place, device, window) = places[index % places.count]
        return (plan, place, plan.scene.placed(on: device, window: window, at: place))
    }

    /// The bars laid out: every bar but those a device variation skips.
    var laidOutCount: Int {
        plans.reduce(0) { sum, plan in sum + places.count { plan.idioms.contains($0.1.idiom) } }
    }

    /// Whether bar `index` is laid out: a device variation's plan skips the devices of other kinds.
    func applies(_ index: Int) -> Bool {
        plans[index / places.count].idioms.contains(places[index % places.count].1.idiom)
    }

    /// The findings of each plan that hold everywhere, each followed by its bars' findings (`cells`, in bar order).
    func merged(_ cells: [AuditFinding]) -> [AuditFinding] {
        var result: [AuditFinding] = []
        var next = cells.startIndex
        for plan in plans {
            result += plan.findings
            while next < cells.endIndex, cells[next].screen == plan.screen, cells[next].locale == plan.locale {
                result.append(cells[next])
                next += 1
            }
        }
        return result
    }
}

/// What laying out the matrix gave.
struct AuditRun: Sendable {
    /// The bars' findings, in bar order.
    var findings: [AuditFinding] = []
    /// The bars the solver refused, with why.
    var failures: [String] = []
    /// Per plan, its first distinct failing geometries (at most the picture limit) and how many others failed.
    var failing: [Int: FailingBars] = [:]

    /// Adds `run`, of the bars after this run's, keeping at most `limit` distinct failing bars per plan.
    mutating func append(_ run: AuditRun, limit: Int) {
        findings += run.findings
        failures += run.failures
        for (plan, bars) in run.failing {
            var kept = failing[plan] ?? FailingBars()
            for bar in bars.bars { kept.add(bar.index, bar.place, bar.geometry, limit: limit) }
            kept.leftOut += bars.leftOut
            failing[plan] = kept
        }
    }
}

/// The distinct failing bars of one plan, in bar order, and how many further distinct ones were left out.
struct FailingBars: Sendable {
    /// The geometries, with their places, in bar order.
    var bars: [(index: Int, place: AuditPlace, geometry: BarGeometry)] = []
    /// The geometries kept, for finding repeats.
    var seen: Set<BarGeometry> = []
    /// Failing bars not kept (repeats of a kept picture are not counted).
    var leftOut = 0

    /// Keeps `geometry` if it is new and there is room, else counts it.
    mutating func add(_ index: Int, _ place: AuditPlace, _ geometry: BarGeometry, limit: Int) {
        guard !seen.contains(geometry) else { return }
        guard bars.count < limit else {
            leftOut += 1
            return
        }
        seen.insert(geometry)
        bars.append((index, place, geometry))
    }
}

extension AuditPlan {
    /// The bars a worker takes at a time.
    static let chunkSize = 256

    /// Lays out every bar through `navbar batch`'s pool (`BatchPool.ordered`), one worker thread per processor
    /// (each with its own measurer): each takes the next chunk of bar numbers, places the plans' prepared
    /// scenes on their devices, solves and judges them; the chunks' findings are merged in bar order as they
    /// come, so the pool holds a few chunks per worker whatever the matrix's size.
    func layOut(options: LocalizationAudit.Options) -> AuditRun {
        let workers = max(1, options.workers ?? Processors.count)
        let measurers = (0..<workers).map { _ in TextMeasurer() }
        let limit = options.drawsPictures ? options.picturesPerScreen : 0
        let count = count
        var next = 0
        var merged = AuditRun()
        // The counts of waiting chunks matter to the batch command's report, not to an audit.
        _ = BatchPool.ordered(
            workers: workers,
            read: { () -> Range<Int>? in
                guard next < count else { return nil }
                let end = min(count, next + Self.chunkSize)
                defer { next = end }
                return next..<end
            },
            work: { worker, bars in
                var run = AuditRun()
                for index in bars { layOut(index, measurer: measurers[worker], limit: limit, into: &run) }
                return run
            },
            write: { bars, run in
                merged.append(run, limit: limit)
                options.progress?(bars.upperBound, count)
            })
        return merged
    }

    /// Lays out bar `index` and adds what it gives to `run`.
    func layOut(_ index: Int, measurer: TextMeasurer, limit: Int, into run: inout AuditRun) {
        guard applies(index) else { return }
        let (plan, place, scene) = bar(index)
        let geometry: BarGeometry
        do { geometry = try BarLayout.solve(scene, profile: plan.profile, measurer: measurer) } catch {
            run.failures.append("\(plan.screen) \(plan.locale) \(place.device) \(place.orientation.rawValue): \(error)")
            return
        }
        judge(index, geometry, limit: limit, into: &run)
    }

    /// Adds the findings of bar `index`'s `geometry` to `run`, and the bar to the failing ones when it has any.
    func judge(_ index: Int, _ geometry: BarGeometry, limit: Int, into run: inout AuditRun) {
        guard applies(index) else { return }
        let plan = plans[index / places.count]
        let place = places[index % places.count].0
        let findings = plan.findings(of: geometry, at: place)
        guard !findings.isEmpty else { return }
        run.findings += findings
        if limit > 0 {
            run.failing[index / places.count, default: FailingBars()].add(index, place, geometry, limit: limit)
        }
    }

    /// The pictures of the failing bars, drawn once each, by plan.
    func draw(_ failing: [Int: FailingBars], limit: Int) -> [AuditPicture] {
        let renderer = BarRenderer()
        var pictures: [AuditPicture] = []
        for (plan, bars) in failing.sorted(by: { $0.key < $1.key }) {
            for bar in bars.bars {
                let png = try? renderer.drawing(geometry: bar.geometry).png()
                pictures.append(
                    AuditPicture(
                        screen: plans[plan].screen, locale: plans[plan].locale, place: bar.place, png: png ?? [],
                        width: bar.geometry.bar.width))
            }
            if bars.leftOut > 0 {
                pictures.append(
                    AuditPicture(
                        screen: plans[plan].screen, locale: plans[plan].locale, place: nil, png: [],
                        leftOut: bars.leftOut))
            }
        }
        return pictures
    }
}

/// The number of processors online.
enum Processors {
    /// `sysconf(_SC_NPROCESSORS_ONLN)`, at least 1.
    static var count: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
