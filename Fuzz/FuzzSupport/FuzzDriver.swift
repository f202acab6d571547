import CFuzzer

#if canImport(Glibc)
    import Glibc
#endif

/// Runs libFuzzer from a target's `main.swift`.
///
/// SwiftPM links executables with its own `main`, so each target defines
/// `@_cdecl("LLVMFuzzerTestOneInput")` and hands it to `run(_:)`, which passes
/// the command line (corpus folders, `-max_total_time=…`) on to libFuzzer.
public enum FuzzDriver {
    /// The signature of `LLVMFuzzerTestOneInput`.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs libFuzzer with the process's arguments and `test`, then exits with libFuzzer's status.
    public static func run(_ test: TestOneInput) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }

    /// The bytes of one input.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
