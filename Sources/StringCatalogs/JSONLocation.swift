import JSONFormat

/// Finds where a value of a valid JSON document starts, by its path: the line and column for an error.
///
/// The JSON parser keeps no positions in its values; a catalog's errors are
/// rare, so the document is scanned again, only up to the value, when one is reported.
struct JSONLocation {
    /// The document's bytes (already parsed: valid JSON).
    let bytes: [UInt8]

    /// The line and column (from 1, the column in Unicode scalars) where the value at `path` starts, or where
    /// the nearest object holding it starts when it is absent; nil when not found.
    func lineAndColumn(of path: JSONPath) -> (line: Int, column: Int)? {
        var components = path.components[...]
        var found: Int?
        while found == nil {
            var index = 0
            found = find(components, at: &index)
            if components.isEmpty { break }
            components = components.dropLast()
        }
        guard let offset = found else { return nil }
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The offset of the value at `components` inside the value starting at `index`.
    private func find(_ components: ArraySlice<JSONPath.Component>, at index: inout Int) -> Int? {
        skipSpace(&index)
        guard let first = components.first else { return index }
        guard index < bytes.count else { return nil }
        let rest = components.dropFirst()
        switch (bytes[index], first) {
        case (UInt8(ascii: "{"), .key(let key)):
            index += 1
            while true {
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                let start = index
                skipString(&index)
                let name = try? JSONValue.parse(Array(bytes[start..<index]))
                skipSpace(&index)
                index += 1  // the colon
                if name == .string(key) { return find(rest, at: &index) }
                skipValue(&index)
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        case (UInt8(ascii: "["), .index(let wanted)):
            index += 1
            for _ in 0..<wanted {
                skipValue(&index)
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
            return find(rest, at: &index)
        default:
            return nil
        }
    }

    /// Moves `index` past spaces, tabs and line breaks (and a byte order mark at the start).
    private func skipSpace(_ index: inout Int) {
        if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Moves `index` from a string's opening quote to the byte after its closing quote.
    private func skipString(_ index: inout Int) {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
    }

    /// Moves `index` past the value starting at it (after spaces).
    private func skipValue(_ index: inout Int) {
        skipSpace(&index)
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                skipString(&index)
                if depth == 0 { return }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return }
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: ","):
                if depth == 0 { return }
            default:
                break
            }
            index += 1
        }
    }
}
