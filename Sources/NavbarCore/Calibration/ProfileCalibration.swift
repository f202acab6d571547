import NavigationBarLayout

/// What became of one constant in a calibration.
public struct CalibratedConstant: Sendable, Hashable {
    /// Whether the scenes could identify the constant.
    public enum Status: Sendable, Hashable {
        /// Fitted to the scenes.
        case fitted
        /// Changing it moves no measured frame in these scenes: kept.
        case movesNothing
        /// It moves frames only as the constants named do (it and they always move together): kept.
        case movesWith([String])
    }

    /// The constant's name (`backButton.default.indicatorGap`).
    public var name: String
    /// Its value in the profile calibrated.
    public var initial: Double
    /// Its value after the fit (the initial one unless fitted).
    public var value: Double
    /// Whether it was fitted.
    public var status: Status

    /// Whether the fit changed it by at least a hundredth of a point.
    public var changed: Bool { status == .fitted && abs(value - initial) >= 0.005 }
}

/// The outcome of ``ProfileCalibration/fit(_:profile:sourceNote:)``.
public struct CalibrationResult: Sendable {
    /// The profile with the fitted constants.
    public var profile: MetricsProfile
    /// Its document, with the fitted constants and their sources.
    public var document: JSONValue
    /// Every constant of the profile, in document order.
    public var constants: [CalibratedConstant]
    /// Each scene against the engine before the fit, in the order given.
    public var before: [FrameComparison]
    /// Each scene against the engine after the fit.
    public var after: [FrameComparison]
}

/// Fits a profile's layout constants to measured scenes (`navbar calibrate`).
///
/// The method is deterministic and small: the residuals are the differences of x, y, width and height of every
/// node on both sides; the Jacobian comes from finite differences (1 pt) laid out at scale 10, so that pixel
/// rounding hardly shows in it; a Gram-Schmidt pass over its columns (those that move the most residuals first)
/// finds the constants that move no frame and those whose columns the others already span (they always move
/// together); Gauss-Newton
/// steps with step halving fit the rest, and a coordinate search (½, ¼ and ⅛ pt) settles the pixel-rounded
/// optimum.
public enum ProfileCalibration {
    /// The finite-difference step, in points.
    static let step = 1.0
    /// The residual of a frame the engine no longer draws, per coordinate.
    static let missingPenalty = 100.0
    /// A column whose remainder after the earlier ones is below this fraction of its length is dependent.
    static let dependence = 0.02

    /// Fits the constants of `profile` to `scenes`.
    ///
    /// - Parameters:
    ///   - scenes: The measured scenes, at least one.
    ///   - profile: The profile whose constants are fitted.
    ///   - sourceNote: What the written profile's `sources` say of each fitted constant.
    /// - Returns: The fitted profile and what became of each constant.
    /// - Throws: the problems of a scene the solver rejects with the initial profile.
    public static func fit(_ scenes: [MeasuredScene], profile: MetricsProfile, sourceNote: String = "navbar calibrate")
        throws(CLIError) -> CalibrationResult
    {
        let constants = ProfileConstants(profile: profile)
        let initial = constants.constants.map(\.value)
        let before = try scenes.map { (scene) throws(CLIError) in try scene.compare(profile: profile) }
        let problem = Problem(scenes: scenes, constants: constants, before: before)
        let columns = problem.jacobian(at: initial, indices: Array(initial.indices))
        let (free, statuses) = identify(columns: columns, names: constants.constants.map(\.name))
        var values = initial
        problem.gaussNewton(&values, free: free)
        problem.coordinateSearch(&values, free: free)
        problem.roundValues(&values, free: free)
        let fitted = (try? constants.profile(values: values)) ?? profile
        let after = try scenes.map { (scene) throws(CLIError) in try scene.compare(profile: fitted) }
        let results = constants.constants.indices.map { index in
            CalibratedConstant(
                name: constants.constants[index].name, initial: initial[index], value: values[index],
                status: statuses[index])
        }
        let document = annotated(
            constants.document(values: values), profile: profile, results: results, note: sourceNote)
        return CalibrationResult(
            profile: fitted, document: document, constants: results, before: before, after: after)
    }

    /// Which columns are identified, and the status of each: a column that is zero moves nothing, one the columns
    /// identified before it nearly span moves with those that combine into it.
    static func identify(columns: [[Double]], names: [String]) -> (free: [Int], statuses: [CalibratedConstant.Status]) {
        var basis: [[Double]] = []
        var free: [Int] = []
        var statuses = [CalibratedConstant.Status](repeating: .fitted, count: columns.count)
        // The constants that move the most residuals first (a margin before the padding of one item), then in
        // document order: of constants that move frames together, the more general one is fitted.
        let moved = columns.map { column in column.filter { abs($0) > 1e-9 }.count }
        let order = columns.indices.sorted { moved[$0] != moved[$1] ? moved[$0] > moved[$1] : $0 < $1 }
        for index in order {
            let column = columns[index]
            let length = norm(column)
            guard length > 1e-9 else {
                statuses[index] = .movesNothing
                continue
            }
            var rest = column
            for q in basis {
                let dot = zip(rest, q).reduce(0) { $0 + $1.0 * $1.1 }
                for row in rest.indices { rest[row] -= dot * q[row] }
            }
            let remainder = norm(rest)
            if remainder < dependence * length {
                // The identified constants whose columns, combined, make this one.
                let coefficients =
                    Problem.solveNormalEquations(columns: free.map { columns[$0] }, residual: column.map { -$0 }) ?? []
                let partners = zip(free, coefficients).filter { abs($0.1) > 1e-6 }.map(\.0).sorted()
                statuses[index] = .movesWith(partners.map { names[$0] })
            } else {
                basis.append(rest.map { $0 / remainder })
                free.append(index)
            }
        }
        return (free.sorted(), statuses)
    }

    /// The Euclidean length of `vector`.
    static func norm(_ vector: [Double]) -> Double {
        vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    /// `document` named and summarised as a calibration of `profile`, with a source for each fitted constant.
    static func annotated(_ document: JSONValue, profile: MetricsProfile, results: [CalibratedConstant], note: String)
        -> JSONValue
    {
        guard case .object(var members) = document else { return document }
        let summary =
            "\(profile.name) calibrated with \(note)" + (profile.summary.isEmpty ? "" : ": \(profile.summary)")
        for index in members.indices {
            switch members[index].key {
            case "name": members[index].value = .string(profile.name + "-calibrated")
            case "summary": members[index].value = .string(summary)
            default: break
            }
        }
        let sources = results.filter(\.changed).map {
            JSONValue.Member(
                $0.name, .string("M: \(note) (was \(JSONWriter.format($0.initial)) in \(profile.name))"))
        }
        if !sources.isEmpty { members.append(JSONValue.Member("sources", .object(sources))) }
        return .object(members)
    }
}
