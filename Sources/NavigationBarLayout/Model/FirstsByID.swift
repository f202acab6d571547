/// The first value recorded with each `id`, in the order recorded: found by a short linear search while
/// there are few (a bar holds a few ids), through a table of indices past that, so a huge scene stays linear.
///
/// The scene check's distinct-id rule and the decoder's first bar button item by id both use it.
struct FirstsByID<Value> {
    /// The values, each the first recorded with its `id`, in the order recorded.
    private var entries: [(id: String, value: Value)] = []
    /// The index in `entries` of each `id`, built once there are more entries than a linear search suits.
    private var indices: [String: Int] = [:]

    /// The most entries found by a linear search.
    private static var linearLimit: Int { 16 }

    /// No values yet.
    init() {}

    /// The value first recorded with `id`, if any.
    subscript(id: String) -> Value? {
        guard entries.count > Self.linearLimit else {
            for entry in entries where entry.id == id { return entry.value }
            return nil
        }
        return indices[id].map { entries[$0].value }
    }

    /// Records `value` as the first with `id`; `id` must not have one yet.
    mutating func record(_ value: Value, for id: String) {
        // Room for every id a linear search serves, at once: a bar with 5 to 16 ids grew the array
        // again with less (decode, 10,000 benchmark scenes: 16.6 mallocs a scene reserving 4, 15.9 reserving 8,
        // 15.8 reserving 16).
        if entries.isEmpty { entries.reserveCapacity(Self.linearLimit) }
        entries.append((id, value))
        guard entries.count > Self.linearLimit else { return }
        if indices.isEmpty {
            for (index, entry) in entries.enumerated() { indices[entry.id] = index }
        } else {
            indices[id] = entries.count - 1
        }
    }
}
