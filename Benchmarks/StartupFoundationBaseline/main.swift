import Foundation

// A trivial Swift executable that links Foundation: what Foundation (and the ICU it loads) adds to
// a process's start-up, measured by `StartupBenchmark` against `StartupBaseline`.
print(ProcessInfo.processInfo.processIdentifier > 0 ? "ok" : "?")
