import Foundation
import NavbarCore
import NavigationBarLayout
import Testing
import TextMetrics

#if canImport(Glibc)
    import Glibc
#endif

/// `navbar transition` writes its samples as they are made: the same bytes as the whole document, in memory
/// that does not grow with the number of frames.
@Suite struct TransitionStreamTests {
    @Test("the streamed document is byte for byte the library's document", arguments: [2, 3, 7, 400])
    func streamIsTheDocument(frames: Int) throws {
        let json = try Data(contentsOf: URL(fileURLWithPath: OutputRuleTests.requestPath))
        let request = try TransitionRequest.decode(json: Array(json))
        let transition = try request.transition(measurer: FixedAdvanceMeasurer())
        var streamed: [UInt8] = []
        var pieces = 0
        try TransitionStream.write(transition, sampling: .frames(frames)) { (bytes) throws(CLIError) in
            streamed += bytes
            pieces += 1
        }
        let whole = transition.jsonString(sampling: .frames(frames)) + "\n"
        #expect(String(decoding: streamed, as: UTF8.self) == whole)
        // Written in pieces of about `bufferSize` bytes, not at once.
        #expect(streamed.count < 2 * TransitionStream.bufferSize || pieces > 1)
        var one: [UInt8] = []
        try TransitionStream.write(transition, sampling: .progress(0.3)) { (bytes) throws(CLIError) in one += bytes }
        #expect(String(decoding: one, as: UTF8.self) == transition.jsonString(sampling: .progress(0.3)) + "\n")
    }

    /// Runs `navbar` with `arguments` (standard output to /dev/null); its exit status and peak memory in KiB.
    ///
    /// The peak is the process's own `VmHWM`, read while it runs: `wait4`'s `ru_maxrss` would count this test
    /// process's memory too (`posix_spawn` shares it until the exec).
    static func peakMemory(_ arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
        let executable = try #require(Navbar.executable)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        // Under AddressSanitizer (the CI step `asan-tests`) freed memory waits in a quarantine and counts in the
        // peak; without the quarantine the child's peak is its own memory again. Other builds ignore the variable.
        var variables = ProcessInfo.processInfo.environment
        let asan = variables["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
        variables["ASAN_OPTIONS"] = asan + "quarantine_size_mb=0:thread_local_quarantine_size_kb=0"
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") }
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil]) == 0)
        var peak = 0
        var status: Int32 = 0
        while true {
            // Read before waiting: once the process has ended, its memory is gone.
            let text = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                peak = max(peak, kilobytes)
            }
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid || (ended < 0 && errno != EINTR) { break }
            usleep(2_000)
        }
        return ((status >> 8) & 0xff, peak)
    }

    @Test("2,000 frames need no more memory than 2 (the samples are not held)")
    func memoryIsBounded() throws {
        let few = try Self.peakMemory(["transition", OutputRuleTests.requestPath, "--frames", "2"])
        let many = try Self.peakMemory(["transition", OutputRuleTests.requestPath, "--frames", "2000"])
        #expect(few.status == 0 && many.status == 0)
        // Held in memory, 2,000 frames of this request took 28 MiB more than 2 frames; streamed, under 1 MiB.
        #expect(many.kilobytes < few.kilobytes + 8 * 1024, "\(few.kilobytes) KiB → \(many.kilobytes) KiB")
    }
}
