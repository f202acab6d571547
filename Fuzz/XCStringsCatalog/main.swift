import CatalogFuzzing
import FuzzSupport

// fuzz-xcstrings: String Catalog JSON bytes → CatalogReading (XCStringsReader) → a catalog whose
// locales are sorted, whose strings fill with samples and keep their format specifiers in the
// pseudo-languages; or an error naming the file, with a line and column from 1.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    CatalogFuzzCheck.check(FuzzDriver.bytes(data, size), format: .xcstrings)
    return 0
}

FuzzDriver.run(testOneInput)
