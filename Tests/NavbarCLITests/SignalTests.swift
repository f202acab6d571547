import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Signals: no temporary file survives one that ends the program; SIGPIPE and SIGXFSZ are ignored, so the
/// write fails instead (a reader gone: a quiet end; a file too large: 74).
@Suite struct SignalTests {
    /// A batch running with its standard input held open, writing `-o out.jsonl` in a fresh folder.
    struct RunningBatch {
        let pid: pid_t
        /// The writing end of the batch's standard input.
        let input: Int32
        let folder: String

        /// Starts `navbar batch - -o out.jsonl` with no signal blocked or ignored, sends one line, and waits
        /// until its temporary file is there.
        init() throws {
            folder = try Navbar.temporaryFolder()
            let executable = try #require(Navbar.executable)
            var pipeEnds: [Int32] = [-1, -1]
            try #require(pipe(&pipeEnds) == 0)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let pid = try SignalTests.spawn([executable, "batch", "-", "-o", folder + "/out.jsonl"], actions: &actions)
            close(pipeEnds[0])
            self.pid = pid
            input = pipeEnds[1]
            let line = Array((#"{"width": 320, "items": []}"# + "\n").utf8)
            _ = line.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
            var waited = 0
            while try OutputOptionsTests.names(in: folder).isEmpty && waited < 2000 {
                usleep(10_000)
                waited += 1
            }
            let during = try OutputOptionsTests.names(in: folder)
            try #require(during.count == 1 && during[0].hasPrefix(".out.jsonl.navbar-"), "\(during)")
        }

        /// Waits for the batch to end (killing it after 20 s); its `waitpid` status.
        func wait() -> Int32 {
            var status: Int32 = 0
            var waited = 0
            while waitpid(pid, &status, WNOHANG) == 0 {
                if waited == 2000 { kill(pid, SIGKILL) }
                usleep(10_000)
                waited += 1
            }
            return status
        }
    }

    /// Starts `words` (a path and its arguments) with `actions`, no signal blocked and every one at its default
    /// (Foundation's `Process` and the test runner block or ignore some); its process id.
    static func spawn(_ words: [String], actions: inout posix_spawn_file_actions_t) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        sigdelset(&signals, SIGKILL)
        sigdelset(&signals, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, words[0], &actions, &attributes, argv + [nil], environ) == 0)
        return pid
    }

    @Test(
        "a batch stopped by a signal removes its unfinished file and dies of the signal",
        arguments: [SIGHUP, SIGINT, SIGQUIT, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM, SIGPROF])
    func signalLeavesNoFile(signalNumber: Int32) throws {
        // SIGQUIT and SIGXCPU dump core by default: not here.
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        noCore.rlim_cur = 0
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        let batch = try RunningBatch()
        defer {
            close(batch.input)
            try? FileManager.default.removeItem(atPath: batch.folder)
        }
        kill(batch.pid, signalNumber)
        let status = batch.wait()
        #expect(status & 0x7f == signalNumber, "status \(status)")
        #expect(try OutputOptionsTests.names(in: batch.folder) == [])
    }

    @Test("SIGPIPE sent to a batch is ignored: it goes on and writes its whole file")
    func sigpipeIsIgnored() throws {
        let batch = try RunningBatch()
        defer { try? FileManager.default.removeItem(atPath: batch.folder) }
        // If the batch died of it, writing to it must fail here rather than kill the tests.
        signal(SIGPIPE, SIG_IGN)
        kill(batch.pid, SIGPIPE)
        usleep(100_000)
        let line = Array((#"{"width": 375, "items": []}"# + "\n").utf8)
        _ = line.withUnsafeBytes { write(batch.input, $0.baseAddress, $0.count) }
        close(batch.input)
        let status = batch.wait()
        #expect(status == 0, "status \(status)")
        #expect(try OutputOptionsTests.names(in: batch.folder) == ["out.jsonl"])
        let lines = try String(contentsOfFile: batch.folder + "/out.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
    }

    @Test("a file larger than ulimit -f: 74 'File too large', no file left (SIGXFSZ is ignored)")
    func fileSizeLimitIsAnError() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let errors = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let executable = try #require(Navbar.executable)
        let scene = try String(contentsOfFile: OutputRuleTests.fixturePath, encoding: .utf8)
        let line = scene.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        try String(repeating: line + "\n", count: 200).write(
            toFile: folder + "/in.jsonl", atomically: true, encoding: .utf8)
        let commands = [
            "batch in.jsonl", "layout \(OutputRuleTests.fixturePath)",
            "transition \(OutputRuleTests.requestPath) --frames 100",
        ]
        for command in commands {
            // dash's and bash's `ulimit -f` count blocks of 512 or 1024 bytes: 2 blocks is at most 2 KiB.
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 2, errors + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let script = "cd \"$1\" && ulimit -f 2 && exec \"$0\" \(command) -o out.json"
            let pid = try Self.spawn(["/bin/sh", "-c", script, executable, folder], actions: &actions)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let message = try String(contentsOfFile: errors + "/stderr", encoding: .utf8)
            #expect(status == 74 << 8, "\(command): status \(status), \(message)")
            #expect(message == "Error: out.json: cannot be written: File too large\n", "\(command)")
            #expect(try OutputOptionsTests.names(in: folder) == ["in.jsonl"])
        }
    }

    @Test("a reader that has gone away (batch | head) ends a batch quietly, as SIGPIPE does")
    func brokenPipeEndsBatchQuietly() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = #"{"width": 320, "items": [{"title": "Inbox"}]}"#
        let input = Array(String(repeating: scene + "\n", count: 5000).utf8)
        let result = try Navbar.run(raw: [Array("batch".utf8)], stdin: input, stdout: .brokenPipe)
        #expect(result == NavbarRun(status: -SIGPIPE, stdout: "", stderr: ""))
    }
}
