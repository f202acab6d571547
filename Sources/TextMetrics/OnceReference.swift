import Synchronization

/// A reference set at most once, atomically, and read with one acquiring load.
///
/// What `AtomicLazyReference` does, but compiled in this module, so a read
/// is specialised and inlined (an acquiring load and a nil check) instead of
/// a call into the Synchronization library through a generic `Optional.map`.
/// It owns one retain of the object it holds, given back when it goes away.
struct OnceReference<Object: AnyObject>: ~Copyable, @unchecked Sendable {
    /// The object, retained once, or nil before it is set.
    private let storage = Atomic<Unmanaged<Object>?>(nil)

    /// Creates an empty reference.
    init() {}

    /// The object, if set.
    @inline(__always)
    func load() -> Object? {
        storage.load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// Sets the object to `object` unless it is set already; returns the object held afterwards.
    func storeIfNil(_ object: consuming Object) -> Object {
        let new = Unmanaged.passRetained(object)
        let (stored, held) = storage.compareExchange(expected: nil, desired: new, ordering: .acquiringAndReleasing)
        if stored { return new.takeUnretainedValue() }
        new.release()
        return held!.takeUnretainedValue()
    }

    deinit {
        storage.load(ordering: .acquiring)?.release()
    }
}
