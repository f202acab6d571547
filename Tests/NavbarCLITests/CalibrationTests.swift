import Foundation
import NavigationBarLayout
import Testing
import TextMetrics

@testable import NavbarCore

/// `navbar calibrate`'s engine on the recorded measurements of `Fixtures/calibration/` (docs/CALIBRATION.md):
/// made from ios17 with `layoutMargins[0].margin` 16 → 18, `layoutMargins[0].itemSpacing` 8 → 10 and
/// `backButton.default.indicatorGap` 6 → 8.
@Suite struct CalibrationTests {
    /// The folder of the recorded measurements.
    static let folder = Navbar.root + "/Fixtures/calibration"
    /// The constants changed on purpose, and their changed values.
    static let changed = [
        "layoutMargins[0].margin": 18.0, "layoutMargins[0].itemSpacing": 10, "backButton.default.indicatorGap": 8,
    ]

    /// The measurement `name` of the folder, with its scene laid out against ios17 by the bundled fonts.
    static func measuredScene(_ name: String, strippingInnerFrames: Bool = false) throws -> MeasuredScene {
        var measured = try MeasuredBar.decode(
            json: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
        if strippingInnerFrames {
            measured.frames = measured.frames.map { ($0.key, MeasuredBar.NodeFrames(frame: $0.frames.frame)) }
        }
        guard case .file(let sceneName) = try #require(measured.scene) else {
            Issue.record("\(name): the scene is not a file")
            throw CLIError.data("no scene file")
        }
        let scene = try Scene.decode(
            json: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + sceneName))))
        return try MeasuredScene(
            name: name, scene: scene, measured: measured, profile: try ProfileLibrary.bundled("ios17"),
            base: TextMeasurer())
    }

    @Test func calibrateRecoversTheConstantsChangedOnPurposeAndChangesNothingElse() throws {
        let names = [
            "mail-message-390.measured.json", "new-event-390.measured.json", "settings-general-375.measured.json",
        ]
        let scenes = try names.map { try Self.measuredScene($0) }
        let ios17 = try ProfileLibrary.bundled("ios17")
        let result = try ProfileCalibration.fit(scenes, profile: ios17)
        for (name, value) in Self.changed {
            let constant = try #require(result.constants.first { $0.name == name })
            #expect(constant.status == .fitted, "\(name)")
            #expect(abs(constant.value - value) <= 0.5, "\(name): \(constant.value), expected \(value)")
        }
        for constant in result.constants where Self.changed[constant.name] == nil {
            #expect(abs(constant.value - constant.initial) <= 0.5, "\(constant.name) moved to \(constant.value)")
        }
        #expect(result.before.contains { !$0.isWithin(0.5) })
        #expect(result.after.allSatisfy { $0.isWithin(0.5) })
        // The written profile reads back and names the changes in its sources.
        let written = try MetricsProfile.decode(json: JSONWriter.string(result.document))
        #expect(written.name == "ios17-calibrated")
        #expect(written.layoutMargins?.first?.margin == result.profile.layoutMargins?.first?.margin)
        let sources = try #require(result.document["sources"])
        #expect(sources["layoutMargins[0].margin"] != nil)
        #expect(sources["height.default"] == nil)
    }

    @Test func compareWithTheProfileAMeasurementWasMadeFromFindsNoDifference() throws {
        let scene = try Self.measuredScene("new-event-390.ios17-measured.json")
        let comparison = try scene.compare(profile: try ProfileLibrary.bundled("ios17"))
        #expect(comparison.nodes.map(\.key) == ["item.left.cancel", "item.right.add", "title"])
        // The recorded frames are written to 4 decimals.
        #expect(comparison.largest < 0.0001)
        #expect(comparison.isWithin(0.0001))
        #expect(comparison.fontMeasuredTexts.isEmpty)
        let changed = try Self.measuredScene("new-event-390.measured.json").compare(
            profile: try ProfileLibrary.bundled("ios17"))
        #expect(changed.nodes.first?.deltas == [-2, 0, 0, 0])
        #expect(!changed.isWithin(0.5))
    }

    @Test func constantsTheScenesCannotTellApartAreNamed() throws {
        // Without the items' title frames, a text item's frame cannot tell the margin from the paddings of text
        // buttons (the frame moves the same way for either); the edge insets the margin replaces move nothing.
        let scene = try Self.measuredScene("new-event-390.measured.json", strippingInnerFrames: true)
        let result = try ProfileCalibration.fit([scene], profile: try ProfileLibrary.bundled("ios17"))
        let status = Dictionary(uniqueKeysWithValues: result.constants.map { ($0.name, $0.status) })
        #expect(status["textButton.default.edgeInset"] == .movesNothing)
        #expect(status["idioms.pad.height.default"] == .movesNothing)
        let together = result.constants.filter {
            if case .movesWith(let others) = $0.status { return !others.isEmpty }
            return false
        }
        #expect(together.contains { $0.name.hasPrefix("layoutMargins[0].margin") || $0.name.hasPrefix("textButton") })
        let report = CalibrationReport.table(result, names: ["new-event"], tolerance: 0.5)
        #expect(report.contains("not identified by these scenes"))
        #expect(report.contains("moves frames only together with"))
        #expect(report.contains("  moving no measured frame: "))
    }

    @Test func identifyFindsZeroAndDependentColumns() {
        let (free, statuses) = ProfileCalibration.identify(
            columns: [[1, 0, 0], [0, 0, 0], [2, 0, 0], [0, 1, 1], [1, 1, 1]], names: ["a", "b", "c", "d", "e"])
        // The columns that move the most residuals come first: e, then d; a is e - d, c is 2a, b is zero.
        #expect(free == [3, 4])
        #expect(statuses == [.movesWith(["d", "e"]), .movesNothing, .movesWith(["d", "e"]), .fitted, .fitted])
    }

    @Test func constantsAreTheProfilesLayoutNumbersFoundInItsData() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        let constants = ProfileConstants(profile: ios17)
        let names = Set(constants.constants.map(\.name))
        for name in [
            "height.default", "layoutMargins[0].margin", "layoutMargins[1].itemSpacing",
            "backButton.default.indicatorGap",
            "backButton.default.indicator.width", "imageButton.default.paddingLeading", "largeTitle.rowHeight",
            "idioms.pad.height.default", "layoutMarginsBySizeClass.regular.margin",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        for name in names {
            #expect(!name.hasPrefix("titleStyle"), "\(name)")
            #expect(!name.hasPrefix("systemColors") && !name.hasPrefix("transitions") && !name.hasPrefix("dynamicType"))
            #expect(!name.hasSuffix("minWidth") && !name.contains("magnification"), "\(name)")
        }
        #expect(try constants.profile(values: constants.constants.map(\.value)) == ios17)
        var values = constants.constants.map(\.value)
        let margin = try #require(constants.constants.firstIndex { $0.name == "layoutMargins[0].margin" })
        values[margin] = 18
        #expect(try constants.profile(values: values).layoutMargins?.first?.margin == 18)
        // ios7 has no layout-margin rule: its edge insets are its constants.
        let ios7 = ProfileConstants(profile: try ProfileLibrary.bundled("ios7"))
        #expect(ios7.constants.contains { $0.name == "textButton.default.edgeInset" })
        #expect(!ios7.constants.contains { $0.name.hasPrefix("layoutMargins") })
    }

    @Test func theMeasurerAnswersWithMeasuredWidthsAndNotesTheRest() throws {
        let style = TextStyle(family: "Inter", size: 17, weight: .semibold, tracking: -0.41)
        let measurer = MeasuredWidthMeasurer(
            entries: [.init(text: "Inbox", style: style, width: 50), .init(text: "Edit", style: nil, width: 31)],
            base: TextMeasurer())
        #expect(try measurer.size(of: "Inbox", style: style).width == 50)
        #expect(try measurer.measure("Edit", style: TextStyle(family: "Inter", size: 17)).width == 31)
        #expect(
            try measurer.fit("Inbox", style: style, maxWidth: 60)
                == FittedText(text: "Inbox", width: 50, truncated: false))
        #expect(measurer.fontMeasuredTexts.isEmpty)
        let fonts = try measurer.size(of: "Inbox", style: TextStyle(family: "Inter", size: 17)).width
        #expect(fonts != 50)
        #expect(try measurer.measure("Back", style: style).width > 0)
        #expect(measurer.fontMeasuredTexts == ["Back", "Inbox"])
    }

    @Test func badMeasurementsGetErrorsNamingTheField() throws {
        func problems(json: [UInt8]) -> [String] {
            do {
                _ = try MeasuredBar.decode(json: json)
                Issue.record("the measurement was read")
                return []
            } catch { return error.problems.map(\.description) }
        }
        func problems(_ name: String) throws -> [String] {
            problems(json: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))))
        }
        #expect(
            try problems("bad-node-key.json") == [
                "frames.titel: is not a display-list node key; did you mean 'title'? (keys: background, shadow, prompt, "
                    + "back, back.indicator, back.image, back.title, title, titleView, largeTitle, overflow, "
                    + "item.SIDE.ID, item.SIDE#N, representative.SIDE.ID)"
            ])
        #expect(
            try problems("bad-frame.json") == [
                "frames.title.width: must be a non-negative number", "frames.title.height: is required",
                #"frames["item.right.add"].textFrame.y: is required"#,
                #"frames["item.right.add"].textFrame.width: is required"#,
                #"frames["item.right.add"].textFrame.height: is required"#,
                "textWidths.title: must be a non-negative number",
            ])
        #expect(
            try problems("bad-no-device.json") == [
                "textWidth: unknown key; did you mean 'textWidths'?", "device: is required",
            ])
        #expect(
            try problems("bad-syntax.json") == [
                #"line 4, column 3: expected ',' or '}' after object member, found '"'"#
            ])
        let document = #"{"device": {"scale": 3}, "frames": {}, "texts": {"title": "A"}, "schemaVersion": 2}"#
        #expect(
            problems(json: Array(document.utf8)) == [
                "schemaVersion: must be 1 (the only version of the measurement format)",
                "texts.title: has no width in 'textWidths'",
            ])
    }
}
