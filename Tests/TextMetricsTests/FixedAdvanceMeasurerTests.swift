import Testing
import TextMetrics

@Suite struct FixedAdvanceMeasurerTests {
    @Test func widthIsClustersTimesAdvance() throws {
        let m = try FixedAdvanceMeasurer().measure("Back", style: TextStyle(size: 17))
        #expect(m.width == 34)
    }
}
