import Testing

@testable import TextMetrics

/// The weights Bold Text needs (L63): heavy and black, measured with the bundled fonts.
@Suite struct FontWeightTests {
    @Test func heavyAndBlackHaveTheirWeightClasses() {
        #expect(FontWeight.allCases.map(\.weightClass) == [400, 500, 600, 700, 800, 900])
    }

    @Test func interMeasuresEveryWeightOnItsAxisWiderThanTheLast() throws {
        // Inter's `wght` axis runs 100–900: each weight is its own instance, and each is wider than the lighter one.
        let widths = try FontWeight.allCases.map { try width("Mailboxes", style(weight: $0)) }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == FontWeight.allCases.count)
        for weight in FontWeight.allCases {
            #expect(try bundledLibrary.face(family: "Inter", weight: weight).weight == weight.weightClass)
        }
    }

    @Test func dejaVuSansApproximatesHeavyAndBlackWithItsBold() throws {
        // DejaVu Sans has only Book (400) and Bold (700): semibold, heavy and black resolve to Bold.
        let bold = try width("Mailboxes", style("DejaVu Sans", weight: .bold))
        for weight in [FontWeight.semibold, .heavy, .black] {
            #expect(try bundledLibrary.face(family: "DejaVu Sans", weight: weight).weight == 700)
            #expect(try width("Mailboxes", style("DejaVu Sans", weight: weight)) == bold)
        }
        #expect(try width("Mailboxes", style("DejaVu Sans")) < bold)
    }
}
