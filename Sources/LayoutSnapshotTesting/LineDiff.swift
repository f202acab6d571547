/// A line diff (Myers' algorithm) written as a unified diff.
///
/// ```swift
/// LineDiff.unified(from: "a\nb\nc\n", to: "a\nB\nc\n")
/// // "--- reference\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"
/// ```
///
/// - Complexity: O((N + M) · D) time and space for N and M lines and D differing lines.
public enum LineDiff {
    /// One step of an edit script.
    public enum Edit: Hashable, Sendable {
        /// A line of both texts: its index in the old and in the new.
        case keep(Int, Int)
        /// A line of the old text only.
        case delete(Int)
        /// A line of the new text only.
        case insert(Int)
    }

    /// The lines of `text`: split at `\n`, without the empty piece after a final newline.
    ///
    /// - Parameter text: The text to split.
    /// - Returns: The lines, without their newlines.
    public static func lines(_ text: String) -> [Substring] {
        if text.isEmpty { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// A shortest edit script turning `old` into `new`, in order.
    ///
    /// - Parameters:
    ///   - old: The lines before.
    ///   - new: The lines after.
    /// - Returns: The edits, one per line kept, deleted or inserted, in the order of the two texts.
    public static func edits<Line: Equatable>(from old: [Line], to new: [Line]) -> [Edit] {
        let n = old.count
        let m = new.count
        let offset = n + m
        var v = [Int](repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        search: for d in 0...offset {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back through the saved frontiers, collecting the script in reverse.
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK =
                k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                script.append(.keep(x, y))
            }
            if d > 0 {
                script.append(x == previousX ? .insert(previousY) : .delete(previousX))
            }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }

    /// The unified diff from `old` to `new` with `context` lines around each change; `""` when the lines agree.
    ///
    /// Hunks closer than twice the context are merged; ranges are written as
    /// `@@ -start,count +start,count @@` (a count of 1 left out, and a start
    /// of the line before for an empty range, as `diff -u` does). When the
    /// texts differ only in their final newline, that is said instead.
    ///
    /// - Parameters:
    ///   - old: The text before (the reference).
    ///   - new: The text after (the actual snapshot).
    ///   - oldName: The name on the `---` line.
    ///   - newName: The name on the `+++` line.
    ///   - context: How many unchanged lines to show around each change.
    /// - Returns: The diff, its lines ending in newlines, or `""`.
    public static func unified(
        from old: String, to new: String, oldName: String = "reference", newName: String = "actual",
        context: Int = 3
    ) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let script = edits(from: oldLines, to: newLines)
        var changed: [Int] = []
        for (index, edit) in script.enumerated() {
            if case .keep = edit { continue }
            changed.append(index)
        }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        guard let first = changed.first else {
            if old == new { return "" }
            output.append("(the texts differ only in their final newline)")
            return output.joined(separator: "\n")
        }
        // Group the changes into hunks: [start, end) ranges of the script.
        var hunks: [Range<Int>] = []
        var start = max(first - context, 0)
        var end = min(first + 1 + context, script.count)
        for index in changed.dropFirst() {
            if index - context <= end {
                end = min(index + 1 + context, script.count)
            } else {
                hunks.append(start..<end)
                start = index - context
                end = min(index + 1 + context, script.count)
            }
        }
        hunks.append(start..<end)
        for hunk in hunks {
            output.append(header(script, hunk))
            for edit in script[hunk] {
                switch edit {
                case .keep(let i, _): output.append(" " + oldLines[i])
                case .delete(let i): output.append("-" + oldLines[i])
                case .insert(let j): output.append("+" + newLines[j])
                }
            }
        }
        return output.joined(separator: "\n")
    }

    /// `@@ -a,b +c,d @@` for the part `hunk` of the edit script `script`.
    static func header(_ script: [Edit], _ hunk: Range<Int>) -> String {
        // Lines of each text before the hunk, then in it.
        var counts = [0, 0, 0, 0]
        for (index, edit) in script[..<hunk.upperBound].enumerated() {
            let base = index < hunk.lowerBound ? 0 : 2
            switch edit {
            case .keep:
                counts[base] += 1
                counts[base + 1] += 1
            case .delete: counts[base] += 1
            case .insert: counts[base + 1] += 1
            }
        }
        func range(before: Int, count: Int) -> String {
            switch count {
            case 0: "\(before),0"
            case 1: "\(before + 1)"
            default: "\(before + 1),\(count)"
            }
        }
        let old = range(before: counts[0], count: counts[2])
        let new = range(before: counts[1], count: counts[3])
        return "@@ -\(old) +\(new) @@"
    }
}
