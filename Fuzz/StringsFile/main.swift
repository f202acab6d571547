import CatalogFuzzing
import FuzzSupport

// fuzz-strings: .strings bytes (UTF-8, or UTF-16 after a byte order mark) → CatalogReading
// (StringsFileReader) → a catalog keeping the model's promises, or an error with file, line and column.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    CatalogFuzzCheck.check(FuzzDriver.bytes(data, size), format: .strings)
    return 0
}

FuzzDriver.run(testOneInput)
