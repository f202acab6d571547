import Foundation
import NavigationBarLayout
import TextMetrics

/// Compares `value`'s snapshot with its stored reference, recording as the record mode says; the failure message, or `nil`.
///
/// The non-asserting core of every assertion, for any strategy: text,
/// JSON and pictures go through the same steps. See ``SnapshotLocation`` for
/// where references are stored, ``SnapshotRecordMode`` for when they are
/// written and ``SnapshotScope`` for how unnamed snapshots are numbered.
/// (Named apart from swift-snapshot-testing's `verifySnapshot`, so that a
/// file importing both calls the one it means.)
///
/// ```swift
/// let failure = verifyLayoutSnapshot(of: geometry, as: .layoutText, named: "inbox", snapshotDirectory: "/tmp/snaps")
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How the value becomes a snapshot, and how snapshots are stored and compared.
///   - name: The snapshot's name; `nil` numbers it (`<test>.1`, `<test>.2`, …).
///   - record: The record mode; `nil` for the scope's, the environment's or the default.
///   - snapshotDirectory: The folder of the reference; `nil` for `__Snapshots__/<TestFile>/` beside the test.
///   - fileID: The test file's ID, which names its module in the re-record command.
///   - filePath: The test file's path.
///   - testName: The test function's name.
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifyLayoutSnapshot<Value, Format>(
    of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    SnapshotVerifier(
        environment: ProcessInfo.processInfo.environment, fileID: "\(fileID)", filePath: "\(filePath)",
        testName: testName
    ).verify(value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory)
}

/// Asserts that `value`'s snapshot matches its stored reference, recording as the record mode says.
///
/// A failure is recorded as a Swift Testing issue inside a Swift Testing
/// test, and with `XCTFail` otherwise.
///
/// ```swift
/// assertLayoutSnapshot(of: scene, as: .png())  // import RenderingSnapshotTesting
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How the value becomes a snapshot, and how snapshots are stored and compared.
///   - name: The snapshot's name; `nil` numbers it (`<test>.1`, `<test>.2`, …).
///   - record: The record mode; `nil` for the scope's, the environment's or the default.
///   - snapshotDirectory: The folder of the reference; `nil` for `__Snapshots__/<TestFile>/` beside the test.
///   - fileID: The test file's ID.
///   - filePath: The test file's path.
///   - testName: The test function's name.
///   - line: The line the failure is reported at.
///   - column: The column the failure is reported at.
public func assertLayoutSnapshot<Value, Format>(
    of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failure = verifyLayoutSnapshot(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID,
        filePath: filePath, testName: testName)
    if let failure {
        reportSnapshotFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Lays `scene` out and compares the result with its reference snapshot; the failure message, or `nil`.
///
/// The non-asserting form of `assertLayoutSnapshot(of:as:…)`: tests of
/// tests check its messages. A scene that cannot be laid out is a failure
/// naming the layout error.
///
/// ```swift
/// let failure = verifyLayoutSnapshot(of: scene, as: .layoutText, named: "inbox", snapshotDirectory: directory)
/// ```
///
/// - Parameters:
///   - scene: The scene to lay out.
///   - strategy: How the geometry becomes a snapshot; `.layoutText` by default.
///   - name: The snapshot's name; `nil` numbers it.
///   - record: The record mode; `nil` for the scope's, the environment's or the default.
///   - snapshotDirectory: The folder of the reference; `nil` for `__Snapshots__/<TestFile>/` beside the test.
///   - measurer: What measures the text (`FixedAdvanceMeasurer` for exact numbers).
///   - fileID: The test file's ID.
///   - filePath: The test file's path.
///   - testName: The test function's name.
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifyLayoutSnapshot<Format>(
    of scene: Scene, as strategy: SnapshotStrategy<BarGeometry, Format> = .layoutText, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    measurer: some TextMeasuring = TextMeasurer(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let geometry: BarGeometry
    do { geometry = try BarLayout.solve(scene, measurer: measurer) } catch {
        return "Cannot lay out the scene: \(error)"
    }
    return verifyLayoutSnapshot(
        of: geometry, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName)
}

/// Lays `bar` out at `width` and compares the result with its reference snapshot; the failure message, or `nil`.
///
/// - Parameters:
///   - bar: The navigation bar to lay out.
///   - width: The bar's width in points.
///   - metrics: The bar metrics.
///   - layoutDirection: The layout direction.
///   - profile: A bundled profile's name or a profile file's path; `ios17` (`ProfileReference.default`) by default.
///   - strategy: How the geometry becomes a snapshot; `.layoutText` by default.
///   - name: The snapshot's name; `nil` numbers it.
///   - record: The record mode; `nil` for the scope's, the environment's or the default.
///   - snapshotDirectory: The folder of the reference; `nil` for `__Snapshots__/<TestFile>/` beside the test.
///   - measurer: What measures the text.
///   - fileID: The test file's ID.
///   - filePath: The test file's path.
///   - testName: The test function's name.
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifyLayoutSnapshot<Format>(
    of bar: NavigationBar, width: Double, metrics: BarMetrics = .default,
    layoutDirection: LayoutDirection = .leftToRight, profile: ProfileReference = .default,
    as strategy: SnapshotStrategy<BarGeometry, Format> = .layoutText, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    measurer: some TextMeasuring = TextMeasurer(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    verifyLayoutSnapshot(
        of: bar.scene(width: width, metrics: metrics, layoutDirection: layoutDirection, profile: profile),
        as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, measurer: measurer,
        fileID: fileID, filePath: filePath, testName: testName)
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
///
/// - Parameters:
///   - scene: The scene to lay out.
///   - strategy: How the geometry becomes a snapshot; `.layoutText` by default.
///   - name: The snapshot's name; `nil` numbers it.
///   - record: The record mode; `nil` for the scope's, the environment's or the default.
///   - snapshotDirectory: The folder of the reference; `nil` for `__Snapshots__/<TestFile>/` beside the test.
///   - measurer: What measures the text.
///   - fileID: The test file's ID.
///   - filePath: The test file's path.
///   - testName: The test function's name.
///   - line: The line the failure is reported at.
///   - column: The column the failure is reported at.
public func assertLayoutSnapshot<Format>(
    of scene: Scene, as strategy: SnapshotStrategy<BarGeometry, Format> = .layoutText, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    measurer: some TextMeasuring = TextMeasurer(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failure = verifyLayoutSnapshot(
        of: scene, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        measurer: measurer, fileID: fileID, filePath: filePath, testName: testName)
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
///
/// - Parameters:
///   - bar: The navigation bar to lay out.
///   - width: The bar's width in points.
///   - metrics: The bar metrics.
///   - layoutDirection: The layout direction.
///   - profile: A bundled profile's name or a profile file's path; `ios17` (`ProfileReference.default`) by default.
///   - strategy: How the geometry becomes a snapshot; `.layoutText` by default.
///   - name: The snapshot's name; `nil` numbers it.
///   - record: The record mode; `nil` for the scope's, the environment's or the default.
///   - snapshotDirectory: The folder of the reference; `nil` for `__Snapshots__/<TestFile>/` beside the test.
///   - measurer: What measures the text.
///   - fileID: The test file's ID.
///   - filePath: The test file's path.
///   - testName: The test function's name.
///   - line: The line the failure is reported at.
///   - column: The column the failure is reported at.
public func assertLayoutSnapshot<Format>(
    of bar: NavigationBar, width: Double, metrics: BarMetrics = .default,
    layoutDirection: LayoutDirection = .leftToRight, profile: ProfileReference = .default,
    as strategy: SnapshotStrategy<BarGeometry, Format> = .layoutText, named name: String? = nil,
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
