import NavbarCore
import NavigationBarLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines of bytes from a file descriptor, a buffer at a time.
///
/// Lines end at `\n`; a `\r` before it is dropped. The last line need not end with `\n`.
/// Only one line (and one buffer) is held at a time, so input of any size can be streamed;
/// a line (or a whole document) longer than `DocumentLimit.maximumBytes` is not held.
/// Only standard input and regular files are read: not a device (`/dev/zero`) or a named
/// pipe, which could block or never end.
final class LineReader {
    /// One line of the input.
    enum Line {
        /// The line's bytes, without its line break.
        case bytes([UInt8])
        /// A line longer than `DocumentLimit.maximumBytes`; its bytes were skipped.
        case oversized
    }

    /// The descriptor read.
    private let descriptor: Int32
    /// Whether the descriptor is closed with the reader.
    private let owned: Bool
    /// Bytes read and not yet returned.
    private var buffer: [UInt8] = []
    /// The start of the unreturned part of `buffer`.
    private var start = 0
    /// Where to go on looking for a line break: bytes from `start` up to here hold none.
    private var scanned = 0
    /// Whether the end of the input was met.
    private var finished = false
    /// The bytes read so far.
    private(set) var bytesRead = 0
    /// The bytes of the lines returned so far (with their line breaks): how far the input is done.
    var bytesReturned: Int { bytesRead - (buffer.count - start) }
    /// The size of the input when it is a regular file, for progress.
    let totalBytes: Int?
    /// The input's name in messages: the path, or `<stdin>`.
    let name: String
    /// Whether the current line is being skipped because it is too long.
    private var skipping = false

    /// A reader of standard input (`-`) or of the file at `path`.
    ///
    /// - Throws: `CLIError.noInput` when the file cannot be opened or is not a regular file.
    init(path: String) throws(CLIError) {
        name = SceneInput.displayName(path)
        if path == "-" {
            descriptor = 0
            owned = false
        } else {
            try SceneInput.check(path)
            // Opened without blocking, in case the file became a named pipe since it was checked.
            descriptor = open(path, O_RDONLY | O_NONBLOCK)
            guard descriptor >= 0 else { throw .noInput("\(path): cannot be read") }
            var info = stat()
            guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                close(descriptor)
                throw .noInput("\(path): is not a regular file")
            }
            _ = fcntl(descriptor, F_SETFL, O_RDONLY)
            owned = true
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            totalBytes = Int(info.st_size)
        } else {
            totalBytes = nil
        }
    }

    deinit {
        if owned { close(descriptor) }
    }

    /// The next line, or `nil` at the end of the input.
    func nextLine() throws(CLIError) -> Line? {
        while true {
            if let newline = lineBreak(from: max(start, scanned)) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Array(buffer[start..<end])
                start = newline + 1
                scanned = start
                if skipping {
                    skipping = false
                    return .oversized
                }
                return line.count > DocumentLimit.maximumBytes ? .oversized : .bytes(line)
            }
            if finished {
                guard start < buffer.count || skipping else { return nil }
                var line = Array(buffer[start...])
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                start = buffer.count
                scanned = start
                if skipping {
                    skipping = false
                    return .oversized
                }
                return line.count > DocumentLimit.maximumBytes ? .oversized : .bytes(line)
            }
            if buffer.count - start > DocumentLimit.maximumBytes + 1 {
                // Too long to hold: drop what is read of it and skip to its end.
                skipping = true
                start = buffer.count
            }
            scanned = buffer.count
            try fill()
        }
    }

    /// The index of the first `\n` in `buffer` at or after `index`, if any (`memchr`, not a byte-by-byte loop).
    private func lineBreak(from index: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard index < bytes.count, let base = bytes.baseAddress,
                let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index)
            else { return nil }
            return base.distance(to: UnsafePointer(found.assumingMemoryBound(to: UInt8.self)))
        }
    }

    /// Everything not yet returned, to the end of the input.
    ///
    /// - Throws: `CLIError.data` when there are more than `DocumentLimit.maximumBytes`.
    func readAll() throws(CLIError) -> [UInt8] {
        while !finished {
            try fill()
            if buffer.count - start > DocumentLimit.maximumBytes {
                throw .data("\(name): the document is larger than \(DocumentLimit.description)")
            }
        }
        defer { start = buffer.count }
        return Array(buffer[start...])
    }

    /// Reads more bytes, dropping those already returned.
    private func fill() throws(CLIError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        // At most 64 KiB a read; for a smaller regular file, what is left of it and one byte (to see its
        // end), so that a one-scene file does not zero and touch 64 KiB at start-up (docs/PERFORMANCE.md).
        let chunk = min(1 << 16, max(4096, (totalBytes ?? Int.max - 1) - bytesRead + 1))
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count = 0
        while true {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + oldCount, chunk) }
            if count >= 0 || errno != EINTR { break }
        }
        guard count >= 0 else {
            buffer.removeLast(chunk)
            throw .failure("cannot read the input: \(String(cString: strerror(errno)))")
        }
        buffer.removeLast(chunk - count)
        bytesRead += count
        if count == 0 { finished = true }
    }
}
