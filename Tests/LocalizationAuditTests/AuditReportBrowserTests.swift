import Foundation
import LocalizationAudit
import NavigationBarLayout
import StringCatalogs
import Testing

/// The HTML report of `Examples/audit` read by headless Chromium: its groups, findings and pictures as the
/// browser sees them. On CI (`CI=true`) a missing Chromium fails the test instead of skipping it.
@Suite("Audit report in a browser")
struct AuditReportBrowserTests {
    /// Chromium's path, if it is installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether the test must run: Chromium is installed, or CI says it must be.
    static let runs = chromium != nil || ProcessInfo.processInfo.environment["CI"] == "true"

    /// The repository's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Chromium shows each group, finding and picture of the example's report", .enabled(if: runs))
    func reportInChromium() throws {
        let chromium = try #require(
            Self.chromium, "CI=true and chromium is not installed (scripts/setup.sh installs it)")
        let example = Self.repository.appendingPathComponent("Examples/audit")
        let screens = try AuditScreens.decode(
            json: Array(try Data(contentsOf: example.appendingPathComponent("screens.json"))))
        let catalog = try CatalogReading.read(contentsOf: example.appendingPathComponent("Settings.xcstrings").path)
        let phone = AuditDevice(
            name: "Narrow phone", idiom: .phone, scale: 2, portrait: AuditWindow(width: 320), landscape: nil)
        let report = try LocalizationAudit.run(
            screens: screens, strings: CatalogStrings(catalogs: [catalog]),
            matrix: AuditMatrix(locales: ["de", "ru"], devices: [phone]),
            options: LocalizationAudit.Options(drawsPictures: true))
        // The page as written, then a script the test adds that writes what the browser laid out into the DOM.
        let probe = """
            <script>
            const images = [...document.querySelectorAll('img.bar')];
            document.body.dataset.groups = document.querySelectorAll('section.group').length;
            document.body.dataset.findings = document.querySelectorAll('tr.finding').length;
            document.body.dataset.decoded = images.filter(i => i.complete && i.naturalWidth > 0).length;
            document.body.dataset.widths = images.map(i => i.naturalWidth).join(',');
            </script>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audit-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        try report.html.replacingOccurrences(of: "</body>", with: probe + "</body>").write(
            to: page, atomically: true, encoding: .utf8)
        let dom = try Self.dumpDOM(page, chromium: chromium, in: folder)
        let groups = Set(report.findings.map { "\($0.screen) \($0.locale)" }).count
        #expect(groups >= 2)
        #expect(dom.contains("data-groups=\"\(groups)\""))
        #expect(dom.contains("data-findings=\"\(report.findings.count)\""))
        let pictures = report.pictures.filter { $0.place != nil }.count
        #expect(pictures >= 2)
        #expect(dom.contains("data-decoded=\"\(pictures)\""))
        // Each picture is the 320-pt bar at scale 2.
        #expect(dom.contains("data-widths=\"" + Array(repeating: "640", count: pictures).joined(separator: ",") + "\""))
        #expect(dom.contains("Конфиденциальность и безопасность"))
    }

    /// The DOM of `page` after its scripts ran, as headless Chromium prints it.
    static func dumpDOM(_ page: URL, chromium: String, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path,
            "--virtual-time-budget=5000", "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
