#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes an unfinished output file when the program is stopped by a signal, then dies of the signal.
///
/// `prepare()`, called first thing, ignores SIGPIPE (a write to a reader that has gone away fails with
/// `EPIPE`, see `Output.readerWentAway()`) and SIGXFSZ (a write beyond `ulimit -f` fails with `EFBIG`, an
/// ordinary write error, 74). The signals that end the program (`signals`) remove the temporary file first.
enum InterruptCleanup {
    /// The temporary file to remove, as a C string made before any signal can arrive.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    /// Whether the handlers are installed.
    nonisolated(unsafe) private static var installed = false

    /// The signals whose default ends the program, and after which no temporary file may stay.
    static let signals = [
        SIGHUP, SIGINT, SIGQUIT, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM, SIGPROF,
    ]

    /// The signals that are ignored, so that the write they would interrupt fails with an error instead.
    static let ignored = [SIGPIPE, SIGXFSZ]

    /// Ignores `ignored`; call before anything is written.
    static func prepare() {
        for signalNumber in ignored { signal(signalNumber, SIG_IGN) }
    }

    /// Runs `body` with the ending signals held back; one that comes meanwhile is handled after.
    static func withInterruptsHeld<T>(_ body: () -> T) -> T {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for signalNumber in signals { sigaddset(&held, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Removes `path` if the program is stopped by a signal from now on; `nil` to remove nothing.
    static func remove(onInterrupt path: String?) {
        let old = pending
        pending = path.map { strdup($0) }
        free(old)
        guard path != nil, !installed else { return }
        installed = true
        for signalNumber in signals {
            var previous = sigaction()
            // A signal the parent ignored (`nohup` and SIGHUP) stays ignored.
            guard sigaction(signalNumber, nil, &previous) == 0, !isIgnored(previous) else { continue }
            signal(signalNumber) { received in
                // Only async-signal-safe calls here: unlink, signal, raise.
                if let file = InterruptCleanup.pending { unlink(file) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Removes the temporary file now (before the program ends of a signal it raises itself).
    static func removeNow() {
        withInterruptsHeld {
            if let file = pending { unlink(file) }
            remove(onInterrupt: nil)
        }
    }

    /// Whether `action` ignores its signal.
    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
        #else
            return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1
        #endif
    }
}
