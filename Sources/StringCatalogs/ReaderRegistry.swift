#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The readers registered with `CatalogReading.register(_:for:)`, behind a `pthread_mutex_t`.
///
/// Not `Synchronization.Mutex`: ThreadSanitizer does not see a contended `Mutex` hand-over as a
/// synchronization and would report the registry as a race (docs/FUZZING.md, "ThreadSanitizer").
final class ReaderRegistry: @unchecked Sendable {
    /// The mutex, never moved.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The readers, only touched with the mutex held.
    private var readers: [CatalogFormat: CatalogReading.Reader] = [:]

    init() {
        mutex = .allocate(capacity: 1)
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The reader of `format`, if one is registered.
    subscript(format: CatalogFormat) -> CatalogReading.Reader? {
        get {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return readers[format]
        }
        set {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            readers[format] = newValue
        }
    }
}
