import Testing

@testable import NavigationBarLayout

/// Damaged documents: every one gives problems, none crashes.
@Suite struct FormatRobustnessTests {
    @Test func everyTruncationOfASceneIsASyntaxError() {
        let bytes = Array(SceneDecodingTests.fullExample.utf8)
        for length in 0..<bytes.count where !bytes[length...].allSatisfy({ $0 == 0x20 || $0 == 0x0A }) {
            let problems = Scene.validate(json: Array(bytes[..<length]))
            #expect(problems.count == 1 && problems[0].isSyntaxError, "prefix of \(length) bytes")
        }
    }

    @Test func damagedBytesNeverCrash() {
        let bytes = Array(SceneDecodingTests.fullExample.utf8)
        let replacements: [UInt8] = [0x00, 0x22, 0x2C, 0x30, 0x5B, 0x5D, 0x7B, 0x7D, 0x2D, 0xFF, 0xC3]
        var rejected = 0
        for index in stride(from: 0, to: bytes.count, by: 3) {
            for replacement in replacements where bytes[index] != replacement {
                var damaged = bytes
                damaged[index] = replacement
                if !Scene.validate(json: damaged).isEmpty { rejected += 1 }
            }
        }
        #expect(rejected > 0)
    }

    /// Each damaged profile is refused with problems that each say where, or, when the damage left a valid
    /// profile (a `}` inside a name), read as exactly what it says: written back, it gives the damaged bytes.
    @Test func damagedProfilesNeverCrash() throws {
        let bytes = Array(try ProfileLibrary.bundled("ios6").encodeJSON(pretty: false).utf8)
        var refused = 0
        var read = 0
        for index in stride(from: 0, to: bytes.count, by: 7) where bytes[index] != 0x7D {
            var damaged = bytes
            damaged[index] = 0x7D
            do {
                let profile = try MetricsProfile.decode(json: damaged)
                read += 1
                #expect(Array(profile.encodeJSON(pretty: false).utf8) == damaged, "byte \(index) read differently")
            } catch {
                refused += 1
                #expect(error.problems.allSatisfy { !$0.message.isEmpty }, "byte \(index): a problem without a message")
                // A syntax error names its line, any other problem the field (its JSON path).
                #expect(
                    error.problems.allSatisfy { $0.line != nil || !$0.path.isEmpty },
                    "byte \(index): \(error) names neither a line nor a field")
            }
        }
        #expect(refused > 0)
        #expect(read > 0)
    }
}
