import Foundation
import Testing

/// `schemas/measurement.schema.json` (docs/CALIBRATION.md) against the recorded measurements of
/// `Fixtures/calibration/`: the good ones pass, the bad ones fail where the decoder fails them.
@Suite struct MeasurementSchemaTests {
    static let schema = SchemaValidator.root.appendingPathComponent("schemas/measurement.schema.json")
    static let folder = SchemaValidator.root.appendingPathComponent("Fixtures/calibration")

    /// The bad measurement files of the folder (`bad-*.json`), or the good ones (`*measured.json`).
    static func measurements(bad: Bool) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { bad ? $0.lastPathComponent.hasPrefix("bad-") : $0.lastPathComponent.hasSuffix("measured.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theSchemaIsValidAndTheRecordedMeasurementsFollowIt() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let check = try SchemaValidator.checkSchemas([Self.schema])
        #expect(check.status == 0 && check.lines == ["ok: 1 file"], "\(check.lines)")
        let good = try Self.measurements(bad: false)
        #expect(good.count == 4)
        let outcome = try SchemaValidator.validate(good, against: Self.schema)
        #expect(outcome.status == 0 && outcome.lines == ["ok: 4 files"], "\(outcome.lines)")
    }

    @Test func theBadMeasurementsFailTheSchemaToo() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let bad = try Self.measurements(bad: true)
        #expect(bad.count == 4)
        for file in bad {
            let outcome = try SchemaValidator.validate([file], against: Self.schema)
            #expect(outcome.status == 1, "\(file.lastPathComponent): \(outcome.lines)")
        }
    }
}
