import NavigationBarLayout

extension ProfileCalibration {
    /// The least-squares problem: the residuals of the measured scenes as functions of the constants.
    struct Problem {
        /// The scenes at their devices' scales.
        let scenes: [MeasuredScene]
        /// The scenes at scale 10, for the Jacobian.
        let fineScenes: [MeasuredScene]
        /// The constants.
        let constants: ProfileConstants
        /// Per scene, the keys of the nodes on both sides before the fit and their number of differences: the
        /// rows of the residual vector.
        let rows: [[(key: String, count: Int)]]

        init(scenes: [MeasuredScene], constants: ProfileConstants, before: [FrameComparison]) {
            self.scenes = scenes
            fineScenes = scenes.map { scene in
                var fine = scene
                fine.scene.scale = Scene.scaleRange.upperBound
                return fine
            }
            self.constants = constants
            rows = before.map { comparison in
                comparison.nodes.compactMap { node in node.allDeltas.map { (node.key, $0.count) } }
            }
        }

        /// The residuals with the constants at `values` (x, y, width, height of each row), or `nil` when the
        /// profile or a layout is not valid.
        func residuals(_ values: [Double], fine: Bool = false) -> [Double]? {
            guard let profile = try? constants.profile(values: values) else { return nil }
            let layouter = BarLayouter(profile: profile)
            var result: [Double] = []
            for (scene, keys) in zip(fine ? fineScenes : scenes, rows) {
                guard let comparison = try? scene.compare(layouter: layouter) else { return nil }
                var deltas: [String: [Double]] = [:]
                for node in comparison.nodes { deltas[node.key] = node.allDeltas }
                for (key, count) in keys {
                    guard let found = deltas[key], found.count == count else {
                        result += [Double](repeating: missingPenalty, count: count)
                        continue
                    }
                    result += found
                }
            }
            return result
        }

        /// The sum of the squared residuals at `values`; infinite when they are not valid.
        func cost(_ values: [Double]) -> Double {
            residuals(values).map { $0.reduce(0) { $0 + $1 * $1 } } ?? .infinity
        }

        /// The columns of the Jacobian for the constants `indices`, by forward differences at scale 10; a
        /// constant that cannot be changed gives a zero column.
        func jacobian(at values: [Double], indices: [Int]) -> [[Double]] {
            guard let base = residuals(values, fine: true) else { return indices.map { _ in [] } }
            return indices.map { index in
                var moved = values
                moved[index] += step
                guard let residuals = residuals(moved, fine: true) else { return base.map { _ in 0 } }
                return zip(residuals, base).map { ($0 - $1) / step }
            }
        }

        /// Gauss-Newton steps on the constants `free`, each halved until the cost falls.
        func gaussNewton(_ values: inout [Double], free: [Int]) {
            guard !free.isEmpty else { return }
            var cost = cost(values)
            for _ in 0..<12 where cost > 1e-12 {
                guard let residual = residuals(values) else { return }
                let columns = jacobian(at: values, indices: free)
                guard let delta = Self.solveNormalEquations(columns: columns, residual: residual) else { return }
                var scale = 1.0
                var improved = false
                for _ in 0..<8 {
                    var trial = values
                    for (position, index) in free.enumerated() {
                        trial[index] = max(0, values[index] + scale * delta[position])
                    }
                    let trialCost = self.cost(trial)
                    if trialCost < cost - 1e-12 {
                        values = trial
                        cost = trialCost
                        improved = true
                        break
                    }
                    scale /= 2
                }
                if !improved { return }
            }
        }

        /// Moves each constant of `free` by ±½, ±¼ and ±⅛ pt while that lowers the cost.
        func coordinateSearch(_ values: inout [Double], free: [Int]) {
            var cost = cost(values)
            for size in [0.5, 0.25, 0.125] {
                for _ in 0..<8 {
                    var moved = false
                    for index in free {
                        for direction in [-1.0, 1.0] {
                            var trial = values
                            trial[index] = max(0, values[index] + direction * size)
                            let trialCost = self.cost(trial)
                            if trialCost < cost - 1e-9 {
                                values = trial
                                cost = trialCost
                                moved = true
                            }
                        }
                    }
                    if !moved { break }
                }
            }
        }

        /// Rounds the constants of `free` together to whole, half or quarter points, the first of these that does
        /// not raise the cost (pixel rounding leaves flat stretches, and UIKit's constants are round numbers);
        /// then each to hundredths of a point where that does not raise it.
        func roundValues(_ values: inout [Double], free: [Int]) {
            var cost = cost(values)
            for grid in [1.0, 0.5, 0.25] {
                var trial = values
                for index in free { trial[index] = (values[index] / grid).rounded() * grid }
                let trialCost = self.cost(trial)
                if trialCost <= cost + 1e-9 {
                    values = trial
                    cost = trialCost
                    break
                }
            }
            for index in free {
                var trial = values
                trial[index] = (values[index] * 100).rounded() / 100
                guard trial[index] != values[index] else { continue }
                let trialCost = self.cost(trial)
                if trialCost <= cost + 1e-9 {
                    values = trial
                    cost = trialCost
                }
            }
        }

        /// The least-squares step `δ` of `J δ = -r` by the normal equations (Gaussian elimination with partial
        /// pivoting); `nil` when they are singular.
        static func solveNormalEquations(columns: [[Double]], residual: [Double]) -> [Double]? {
            let count = columns.count
            var matrix = [[Double]](repeating: [Double](repeating: 0, count: count + 1), count: count)
            for row in 0..<count {
                for column in 0..<count {
                    matrix[row][column] = zip(columns[row], columns[column]).reduce(0) { $0 + $1.0 * $1.1 }
                }
                matrix[row][count] = -zip(columns[row], residual).reduce(0) { $0 + $1.0 * $1.1 }
            }
            for pivot in 0..<count {
                guard
                    let best = (pivot..<count).max(by: { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) }),
                    abs(matrix[best][pivot]) > 1e-12
                else { return nil }
                matrix.swapAt(pivot, best)
                for row in 0..<count where row != pivot {
                    let factor = matrix[row][pivot] / matrix[pivot][pivot]
                    guard factor != 0 else { continue }
                    for column in pivot...count { matrix[row][column] -= factor * matrix[pivot][column] }
                }
            }
            return (0..<count).map { matrix[$0][count] / matrix[$0][$0] }
        }
    }
}
