#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Records a snapshot failure with the test framework running the current test.
///
/// Inside a Swift Testing test (`Test.current != nil`) it is an issue at the
/// given source location; otherwise `XCTFail` at the file and line.
///
/// - Parameters:
///   - message: The failure's text.
///   - fileID: The file ID of the assertion (Swift Testing's source location).
///   - filePath: The path of the file of the assertion (XCTest's).
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func reportSnapshotFailure(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
    #else
        print("Snapshot failure at \(fileID):\(line): \(message)")
    #endif
}
