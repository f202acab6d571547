import Dispatch
import StringCatalogs
import XLIFFReading

#if canImport(Glibc)
    import Glibc
#endif

// tsan-catalogs: the catalog readers on several threads at once, for .ci/run's ThreadSanitizer step.
//
// Usage: tsan-catalogs THREADS ROUNDS CATALOG ...
//
// Each of THREADS threads registers the XLIFF reader (the registry is shared), then reads every catalog
// ROUNDS times, in an order of its own (the first XLIFF read loads libxml2 once, for every thread), and
// fills each string's format specifiers and pseudo-languages. Prints one line: the catalogs read and the
// strings seen, the same on every run; exits 1 when a catalog fails to read.

/// Writes `text` to standard error.
func printError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let threads = Int(arguments[1]), let rounds = Int(arguments[2]), threads > 0 else {
    printError("usage: tsan-catalogs THREADS ROUNDS CATALOG ...\n")
    exit(64)
}
let files = Array(arguments[3...])

/// What each thread counted: catalogs read, strings seen, and the first failure.
let results = UnsafeMutableBufferPointer<(read: Int, strings: Int, failure: String?)>.allocate(capacity: threads)
results.initialize(repeating: (0, 0, nil))
nonisolated(unsafe) let shared = results

DispatchQueue.concurrentPerform(iterations: threads) { thread in
    XLIFFReader.register()
    var read = 0
    var strings = 0
    var failure: String?
    let sample = FormatSample()
    for round in 0..<rounds {
        for offset in files.indices {
            let file = files[(offset + thread + round) % files.count]
            do {
                let catalog = try CatalogReading.read(contentsOf: file)
                read += 1
                for entry in catalog.entries {
                    for (locale, list) in entry.localizations {
                        for string in list {
                            _ = sample.fill(string, key: entry.key, locale: locale)
                            strings += 1
                            for pseudo in PseudoLanguage.allCases { _ = pseudo.apply(to: string.value) }
                        }
                    }
                }
            } catch {
                failure = failure ?? "\(error)"
            }
        }
    }
    shared[thread] = (read, strings, failure)
}

let read = results.reduce(0) { $0 + $1.read }
let strings = results.reduce(0) { $0 + $1.strings }
print("\(read) catalogs read, \(strings) strings")
if let failure = results.lazy.compactMap(\.failure).first {
    printError("tsan-catalogs: \(failure)\n")
    exit(1)
}
