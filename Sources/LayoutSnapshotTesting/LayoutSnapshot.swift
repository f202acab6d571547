import Foundation
import NavigationBarLayout
import TextMetrics

/// Lays `scene` out and compares the result with its reference snapshot; the failure message, or `nil`.
///
/// The non-asserting form of `assertLayoutSnapshot(of:as:…)`: tests of
/// tests check its messages. A scene that cannot be laid out is a failure
/// naming the layout error.
///
/// ```swift
/// let failure = verifyLayoutSnapshot(of: scene, as: .layoutText, named: "inbox", snapshotDirectory: directory)
/// ```
public func verifyLayoutSnapshot(
    of scene: Scene, as strategy: Snapshotting<BarGeometry> = .layoutText, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    measurer: some TextMeasuring = TextMeasurer(),
    filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let geometry: BarGeometry
    do { geometry = try BarLayout.solve(scene, measurer: measurer) } catch {
        return "Cannot lay out the scene: \(error)"
    }
    return verifySnapshot(
        of: geometry, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: filePath, testName: testName)
}

/// Lays `bar` out at `width` and compares the result with its reference snapshot; the failure message, or `nil`.
public func verifyLayoutSnapshot(
    of bar: NavigationBar, width: Double, metrics: BarMetrics = .default,
    layoutDirection: LayoutDirection = .leftToRight, profile: String? = nil,
    as strategy: Snapshotting<BarGeometry> = .layoutText, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    measurer: some TextMeasuring = TextMeasurer(),
    filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    verifyLayoutSnapshot(
        of: bar.scene(width: width, metrics: metrics, layoutDirection: layoutDirection, profile: profile),
        as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, measurer: measurer,
        filePath: filePath, testName: testName)
}

/// Asserts that `scene` lays out as its reference snapshot says.
///
/// References are stored beside the test file in
/// `__Snapshots__/<TestFileName>/<testName>.<n or name>.<ext>`, or in
/// `snapshotDirectory` as `<name>.<ext>`. A failure is recorded as a Swift
/// Testing issue inside a Swift Testing test, and with `XCTFail` otherwise.
///
/// ```swift
/// @Test func inbox() {
///     let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox"), NavigationItem(title: "Message")])
///     assertLayoutSnapshot(of: scene, as: .layoutText)
/// }
/// ```
public func assertLayoutSnapshot(
    of scene: Scene, as strategy: Snapshotting<BarGeometry> = .layoutText, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    measurer: some TextMeasuring = TextMeasurer(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failure = verifyLayoutSnapshot(
        of: scene, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        measurer: measurer, filePath: filePath, testName: testName)
    if let failure {
        reportSnapshotFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that `bar`, laid out at `width`, matches its reference snapshot.
///
/// ```swift
/// let bar = NavigationBar()
/// try bar.push(NavigationItem(title: "Note"), animated: false)
/// assertLayoutSnapshot(of: bar, width: 320, profile: "ios6")
/// ```
public func assertLayoutSnapshot(
    of bar: NavigationBar, width: Double, metrics: BarMetrics = .default,
    layoutDirection: LayoutDirection = .leftToRight, profile: String? = nil,
    as strategy: Snapshotting<BarGeometry> = .layoutText, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    measurer: some TextMeasuring = TextMeasurer(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertLayoutSnapshot(
        of: bar.scene(width: width, metrics: metrics, layoutDirection: layoutDirection, profile: profile),
        as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, measurer: measurer,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
