/// The first value recorded with each `id`, in the order recorded: the first few kept in place, found by a
/// short linear search while there are few (a bar holds a few ids), through a table of indices past that, so
/// a huge scene stays linear.
///
/// The scene check's distinct-id rule and the decoder's first bar button item by id both use it. A bar's
/// first `inlineCount` ids take no allocation: the scene check of a typical bar (two ids) allocated an array
/// on every solve for them.
struct FirstsByID<Value> {
    /// An `id` and the value first recorded with it.
    typealias Entry = (id: String, value: Value)

    /// The `id`s of the first `inlineCount` entries, apart from their values: a search reads the ids alone
    /// (a copy of an entry with its value cost more than the search).
    private var inlineIDs: (String?, String?, String?, String?) = (nil, nil, nil, nil)
    /// The values of the first `inlineCount` entries.
    private var inlineValues: (Value?, Value?, Value?, Value?) = (nil, nil, nil, nil)
    /// The entries past the first `inlineCount`, in the order recorded.
    private var spilled: [Entry] = []
    /// How many entries are recorded.
    private var count = 0
    /// The position of each `id`'s entry, built once there are more entries than a linear search suits.
    private var indices: [String: Int] = [:]

    /// How many entries are kept in place.
    private static var inlineCount: Int { 4 }

    /// The most entries found by a linear search.
    private static var linearLimit: Int { 16 }

    /// No values yet.
    init() {}

    /// The value of the entry at `position` (recorded `position`-th, from 0).
    private func value(at position: Int) -> Value {
        switch position {
        case 0: inlineValues.0!
        case 1: inlineValues.1!
        case 2: inlineValues.2!
        case 3: inlineValues.3!
        default: spilled[position - Self.inlineCount].value
        }
    }

    /// The `id` of the entry at `position`.
    private func id(at position: Int) -> String {
        switch position {
        case 0: inlineIDs.0!
        case 1: inlineIDs.1!
        case 2: inlineIDs.2!
        case 3: inlineIDs.3!
        default: spilled[position - Self.inlineCount].id
        }
    }

    /// The value first recorded with `id`, if any.
    subscript(id: String) -> Value? {
        guard count > Self.linearLimit else {
            for position in 0..<count where self.id(at: position) == id { return value(at: position) }
            return nil
        }
        return indices[id].map { value(at: $0) }
    }

    /// Records `value` as the first with `id`; `id` must not have one yet.
    mutating func record(_ value: consuming Value, for id: String) {
        switch count {
        case 0: (inlineIDs.0, inlineValues.0) = (id, value)
        case 1: (inlineIDs.1, inlineValues.1) = (id, value)
        case 2: (inlineIDs.2, inlineValues.2) = (id, value)
        case 3: (inlineIDs.3, inlineValues.3) = (id, value)
        default:
            // Room for every further id a linear search serves, at once: a bar with 5 to 16 ids grew the
            // array again with less.
            if spilled.isEmpty { spilled.reserveCapacity(Self.linearLimit - Self.inlineCount) }
            spilled.append((id, value))
        }
        count += 1
        guard count > Self.linearLimit else { return }
        if indices.isEmpty {
            for position in 0..<count { indices[self.id(at: position)] = position }
        } else {
            indices[id] = count - 1
        }
    }
}
