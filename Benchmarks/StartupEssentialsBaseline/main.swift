import FoundationEssentials

// A trivial Swift executable that links only FoundationEssentials (Data, URL, FileManager,
// ProcessInfo; no ICU, no FoundationInternationalization): measured by `StartupBenchmark` against
// `StartupBaseline` and `StartupFoundationBaseline`, it shows how much of Foundation's start-up
// cost is the internationalization half.
print(ProcessInfo.processInfo.processIdentifier > 0 ? "ok" : "?")
