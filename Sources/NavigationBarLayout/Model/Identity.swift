import Synchronization

/// The identity of a model object, shared by all copies of it.
///
/// UIKit's items are objects: "the same item" means the same object. The
/// model here is made of values, so each item gets an identity when it is
/// created, and copies keep it. Moving "an item already in the array" to the
/// front (seed 000) and refusing to push an item already on the stack
/// (seed 001) compare identities.
public struct Identity: Hashable, Sendable, CustomStringConvertible {
    /// The raw number, unique within the process.
    public let rawValue: UInt64

    /// A new identity, different from every other made in this process.
    public init() {
        rawValue = identityCounter.add(1, ordering: .relaxed).newValue
    }

    public var description: String { "#\(rawValue)" }
}

/// The source of fresh identities.
private let identityCounter = Atomic<UInt64>(0)
