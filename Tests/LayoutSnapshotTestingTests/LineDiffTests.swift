import LayoutSnapshotTesting
import Testing

/// The Myers line diff and its unified form.
@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb\n") == "")
        #expect(SnapshotDiffing<String>.lines.diff("a\nb\n", "a\nb\n") == nil)
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            LineDiff.unified(from: old, to: new) == """
                --- reference
                +++ actual
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8
                """)
    }

    @Test func distantChangesMakeTwoHunksAndNearOnesOne() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n")
        let far = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(
            of: "\n18\n", with: "\nR\n")
        #expect(
            LineDiff.unified(from: old, to: far) == """
                --- reference
                +++ actual
                @@ -1,5 +1,5 @@
                 1
                -2
                +B
                 3
                 4
                 5
                @@ -15,6 +15,6 @@
                 15
                 16
                 17
                -18
                +R
                 19
                 20
                """)
        // Changes 6 lines apart share their context: one hunk.
        let near = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(
            of: "\n9\n", with: "\nI\n")
        #expect(LineDiff.unified(from: old, to: near).components(separatedBy: "@@ -").count == 2)
        #expect(LineDiff.unified(from: old, to: near).contains("@@ -1,12 +1,12 @@"))
    }

    @Test func insertionsIntoAndDeletionsFromEmptyText() {
        #expect(LineDiff.unified(from: "", to: "a\nb\n") == "--- reference\n+++ actual\n@@ -0,0 +1,2 @@\n+a\n+b")
        #expect(LineDiff.unified(from: "a\n", to: "") == "--- reference\n+++ actual\n@@ -1 +0,0 @@\n-a")
    }

    @Test func pureInsertionWithoutContextStartsAfterTheLineBefore() {
        let diff = LineDiff.unified(from: "a\nb\n", to: "a\nx\nb\n", context: 0)
        #expect(diff == "--- reference\n+++ actual\n@@ -1,0 +2 @@\n+x")
    }

    @Test func onlyTheFinalNewlineDiffers() {
        #expect(
            LineDiff.unified(from: "a\nb", to: "a\nb\n")
                == "--- reference\n+++ actual\n(the texts differ only in their final newline)")
    }

    @Test func editScriptIsShortestForTheClassicExample() {
        // Myers' paper: ABCABBA → CBABAC takes 5 insertions and deletions.
        let old = Array("ABCABBA")
        let new = Array("CBABAC")
        let script = LineDiff.edits(from: old, to: new)
        let changes = script.filter { if case .keep = $0 { false } else { true } }
        #expect(changes.count == 5)
        // Replaying the script gives the new text.
        var rebuilt: [Character] = []
        for edit in script {
            switch edit {
            case .keep(let i, _): rebuilt.append(old[i])
            case .insert(let j): rebuilt.append(new[j])
            case .delete: break
            }
        }
        #expect(rebuilt == new)
    }

    @Test func editScriptReplaysForManyPairs() {
        let texts = ["", "a", "ab", "ba", "abc", "acb", "xabcx", "aaaa", "abab", "bbba"]
        for old in texts {
            for new in texts {
                let o = Array(old)
                let n = Array(new)
                var rebuilt: [Character] = []
                var kept: [Character] = []
                for edit in LineDiff.edits(from: o, to: n) {
                    switch edit {
                    case .keep(let i, let j):
                        #expect(o[i] == n[j])
                        rebuilt.append(o[i])
                        kept.append(o[i])
                    case .insert(let j): rebuilt.append(n[j])
                    case .delete: break
                    }
                }
                #expect(rebuilt == n, "\(old) → \(new)")
            }
        }
    }
}
