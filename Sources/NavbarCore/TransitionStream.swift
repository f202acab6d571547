import NavigationBarLayout

/// Writes a transition's geometry document one sample at a time, so `navbar transition` needs memory for one
/// sample, not for all of them (10,000 frames of a large bar would need gigabytes).
///
/// The bytes are exactly those of `BarTransition.jsonString(sampling:)` and a newline. Nothing here can
/// fail but `write`: the transition has been made (every check passed) before the first byte.
public enum TransitionStream {
    /// The bytes gathered before each call of `write`.
    public static let bufferSize = 1 << 16

    /// Writes the document of `transition` at `sampling` (indented JSON and a newline) through `write`, in
    /// pieces of about `bufferSize` bytes.
    ///
    /// - Parameters:
    ///   - transition: The transition to sample.
    ///   - sampling: One progress value, or a number of frames.
    ///   - format: The format: 1, or 2 with each moment's display list.
    ///   - write: Called with each piece, in order.
    /// - Throws: What `write` throws.
    public static func write(
        _ transition: BarTransition, sampling: TransitionRequest.Sampling, format: GeometryFormat = .standard,
        to write: ([UInt8]) throws(CLIError) -> Void
    ) throws(CLIError) {
        guard case .frames(let count) = sampling else {
            try write(Array((transition.jsonString(sampling: sampling, format: format) + "\n").utf8))
            return
        }
        // The document with no frames, cut where the frames go: `"frames": [` … `]`.
        let (head, tail) = frameless(transition, format: format)
        var buffer = head
        buffer.reserveCapacity(bufferSize + bufferSize / 4)
        let newline = UInt8(ascii: "\n")
        let indentedLine: [UInt8] = Array("\n    ".utf8)
        for (index, progress) in BarTransition.progressValues(count: count).enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(contentsOf: indentedLine)
            // A sample is written alone, then indented as an element of `frames` (two levels deep);
            // strings escape line breaks, so every line break in it is the writer's.
            let sample = JSONWriter.bytes(transition.sample(at: progress).jsonValue(format: format), pretty: true)
            sample.withUnsafeBufferPointer { bytes in
                var lineStart = 0
                for index in 0..<bytes.count where bytes[index] == newline {
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
                    buffer.append(contentsOf: indentedLine)
                    lineStart = index + 1
                }
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart...]))
            }
            if buffer.count >= bufferSize {
                try write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer += Array("\n  ]".utf8) + tail + [UInt8(ascii: "\n")]
        try write(buffer)
    }

    /// The document of `transition` with `"frames": []`, as the bytes before its `]` and those after.
    static func frameless(_ transition: BarTransition, format: GeometryFormat = .standard) -> (
        head: [UInt8], tail: [UInt8]
    ) {
        guard case .object(let members) = transition.jsonValue(sampling: .progress(0), format: format) else {
            return ([], [])
        }
        let document = JSONValue.object(
            members.map { $0.key == "frame" ? JSONValue.Member("frames", .array([])) : $0 })
        let text = JSONWriter.bytes(document, pretty: true)
        // A top-level member is indented by two spaces, and only one is `frames`.
        let marker = Array("\n  \"frames\": [".utf8)
        guard let start = firstIndex(of: marker, in: text) else { return (text, []) }
        let cut = start + marker.count
        // `JSONWriter` writes an empty array as `[]`.
        return (Array(text[..<cut]), Array(text[(cut + 1)...]))
    }

    /// Where `pattern` first occurs in `bytes`, or nil.
    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count)
        where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start
        }
        return nil
    }
}
