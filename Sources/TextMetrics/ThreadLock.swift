#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock around a value that ThreadSanitizer understands: a `pthread_mutex_t`, with a condition to wait on.
///
/// `Synchronization.Mutex` hands a contended lock over through a priority-inheritance futex in the kernel,
/// which ThreadSanitizer does not see as a synchronization, so it reports the guarded accesses as races
/// (docs/FUZZING.md). This lock goes through the C library's mutex, which it intercepts, and so keeps the
/// package's threads checkable without suppressions. It has `Mutex`'s `withLock`, and a `wait` for a
/// condition on the value (`BatchPool.stream`'s back-pressure).
package final class ThreadLock<Value: ~Copyable>: @unchecked Sendable {
    /// The mutex, never moved (a `pthread_mutex_t` must stay at one address).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled by ``signalAll()``; waited on by ``withLock(when:_:)``.
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    /// The value, only touched with the mutex held.
    private let value: UnsafeMutablePointer<Value>

    /// Creates a lock around `initialValue`.
    package init(_ initialValue: consuming sending Value) {
        mutex = .allocate(capacity: 1)
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
        condition = .allocate(capacity: 1)
        precondition(pthread_cond_init(condition, nil) == 0, "pthread_cond_init failed")
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Calls `body` with the value, holding the lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }

    /// Takes the lock, waits (giving it up meanwhile) until `ready` holds for the value, then calls `body`
    /// with it, holding the lock. `ready` is asked again after every ``signalAll()``.
    package func withLock<Result>(
        when ready: (borrowing Value) -> Bool, _ body: (inout sending Value) -> sending Result
    ) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !ready(value.pointee) { pthread_cond_wait(condition, mutex) }
        return body(&value.pointee)
    }

    /// Wakes every thread waiting in ``withLock(when:_:)`` to ask its condition again.
    package func signalAll() {
        pthread_cond_broadcast(condition)
    }
}
