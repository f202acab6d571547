import CAllocationCounter
import Foundation

/// Counts the calling thread's allocations (`malloc`, `calloc`, `realloc`, `posix_memalign`,
/// `aligned_alloc`, `memalign`, `valloc`, `pvalloc`), in a benchmark executable.
///
/// The `CAllocationCounter` target replaces those functions for the whole process; every Swift
/// object, array buffer and string storage comes from one of them. Counts are exact and the same on
/// every machine, so they are compared absolutely, unlike times.
public enum AllocationCounter {
    /// The allocation calls the calling thread has made so far.
    public static var count: Int { Int(allocation_counter_thread_count()) }

    /// Checks the counter on allocations of a known number: Swift array buffers (allocated in the
    /// Swift runtime's shared library), and `calloc`, `realloc` and `posix_memalign` called directly.
    ///
    /// - Returns: `nil` when every count is right, or what went wrong.
    public static func check() -> String? {
        let arrays = 1000
        var kept: [[Int]] = []
        kept.reserveCapacity(arrays)
        let start = count
        for index in 0..<arrays { kept.append(Array(repeating: index, count: 32)) }
        let arrayCount = count - start
        guard arrayCount == arrays, kept.count == arrays else {
            return "\(arrays) Swift arrays counted as \(arrayCount) allocations"
        }
        var pointer: UnsafeMutableRawPointer?
        let before = count
        let zeroed = escaping(calloc(4, 16))
        let grown = escaping(realloc(zeroed, 4096))
        let alignedResult = posix_memalign(&pointer, 64, 100)
        let direct = count - before
        let aligned = escaping(pointer).map { Int(bitPattern: $0) % 64 == 0 } ?? false
        free(grown)
        free(pointer)
        guard direct == 3, alignedResult == 0, aligned else {
            return "calloc + realloc + posix_memalign counted as \(direct) (posix_memalign: \(alignedResult))"
        }
        return nil
    }

    /// The last pointer given to ``escaping(_:)``; it keeps the optimizer from removing an allocation
    /// it sees freed unused.
    nonisolated(unsafe) private static var lastEscaped: UnsafeMutableRawPointer?

    /// `pointer`, kept where the optimizer cannot see it is unused.
    @inline(never)
    private static func escaping(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        lastEscaped = pointer
        return pointer
    }
}
