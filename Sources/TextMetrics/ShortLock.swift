import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock around a value for critical sections of a few dozen instructions: a cache lookup.
///
/// Taking it is one atomic exchange and giving it back one release store,
/// where `Mutex` pays two compare-and-swaps and two thread-id reads: on a
/// text-cache hit that difference is a large part of the whole call. A
/// waiter spins briefly, then yields its core, so a holder that was
/// preempted is not starved. Only for short sections that never block:
/// nothing inside may take the lock again or wait for another thread.
struct ShortLock<Value>: ~Copyable, @unchecked Sendable {
    /// Set while the lock is held.
    private let held = Atomic<Bool>(false)
    /// The value, only touched with the lock held.
    private let value: UnsafeMutablePointer<Value>

    /// Creates a lock around `initialValue`.
    init(_ initialValue: consuming Value) {
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Calls `body` with the value, holding the lock.
    @inline(__always)
    borrowing func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if held.exchange(true, ordering: .acquiring) { wait() }
        defer { held.store(false, ordering: .releasing) }
        return try body(&value.pointee)
    }

    /// Waits for the lock and takes it: spins on a plain load, yielding the core after a while.
    @inline(never)
    private borrowing func wait() {
        var spins = 0
        while true {
            if !held.load(ordering: .relaxed), !held.exchange(true, ordering: .acquiring) { return }
            spins += 1
            if spins >= 64 {
                sched_yield()
                spins = 0
            }
        }
    }
}
