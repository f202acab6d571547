// The smallest Swift executable: the start-up floor `StartupBenchmark` compares `navbar` with
// (the dynamic linker, the Swift runtime and the standard library, no Foundation).
print("ok")
