import Foundation

#if canImport(Testing)
    import Testing
#endif

/// The test an assertion runs in: the key its unnamed snapshots are counted by, and the `--filter` that runs it alone.
struct SnapshotTestIdentity: Hashable, Sendable {
    /// The test function's name (`#function`), which names its snapshot files.
    var testName: String
    /// The key of the test's counter: unique to the test (and file).
    var counterKey: String
    /// A `swift test --filter` argument, quoted for a shell, that matches only this test.
    var filter: String
    /// Whether the test runs once per argument (a Swift Testing parameterised test).
    var isParameterized: Bool

    /// The running test: Swift Testing's current test if there is one, else one named by `fileID` and `testName`.
    static func current(fileID: String, filePath: String, testName: String) -> SnapshotTestIdentity {
        #if canImport(Testing)
            if let test = Test.current {
                let id = test.id
                let name = id.moduleName + "." + id.nameComponents.joined(separator: "/")
                return SnapshotTestIdentity(
                    testName: testName, counterKey: name + "#" + filePath,
                    filter: quoted("^" + escaped(name) + "(/|$)"),
                    isParameterized: Test.Case.current?.isParameterized ?? test.isParameterized)
            }
        #endif
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let method = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
        let pattern =
            module.isEmpty ? "/" + escaped(method) + "$" : "^" + escaped(module) + "\\.[^/]+/" + escaped(method) + "$"
        return SnapshotTestIdentity(
            testName: testName, counterKey: filePath + "#" + testName, filter: quoted(pattern), isParameterized: false)
    }

    /// `text` with the characters a regular expression gives meaning to escaped with a backslash.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` in single quotes for a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
