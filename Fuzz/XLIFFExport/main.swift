import CatalogFuzzing
import FuzzSupport
import XLIFFReading

// fuzz-xliff: XLIFF bytes → libxml2 → XLIFFReader → a catalog keeping the model's promises, or an
// error with file and line. libxml2 itself is not instrumented: the target looks for crashes and
// broken promises in the reader's walk of the tree it builds.

XLIFFReader.register()

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    CatalogFuzzCheck.check(FuzzDriver.bytes(data, size), format: .xliff)
    return 0
}

FuzzDriver.run(testOneInput)
