import NavigationBarLayout
import Testing

@Suite struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut, .fastEaseInToSlowEaseOut,
        .spring(mass: 3, stiffness: 1000, damping: 500, duration: 0.5),
        .spring(mass: 1, stiffness: 100, damping: 10, duration: 1),
    ]

    @Test(arguments: curves) func t7EveryCurveStartsAtZeroAndEndsAtOneExactly(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -1) == 0)
        #expect(curve.value(at: 2) == 1)
    }

    @Test func easeInOutIsSymmetricAndHalfWayAtTheMiddle() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        let a = TimingCurve.easeInOut.value(at: 0.2)
        let b = TimingCurve.easeInOut.value(at: 0.8)
        #expect(abs(a + b - 1) < 1e-9)
        #expect(abs(a - 0.0816) < 0.001)  // CSS ease-in-out at 0.2
    }

    @Test func fastEaseInToSlowEaseOutPassesThroughItsMidpoint() {
        // Flutter's Curves.fastEaseInToSlowEaseOut: the two halves meet at (0.198, 0.541).
        #expect(abs(TimingCurve.fastEaseInToSlowEaseOut.value(at: 0.198) - 0.541) < 1e-9)
        #expect(TimingCurve.fastEaseInToSlowEaseOut.value(at: 0.5) > 0.9)
    }

    @Test func theOverdampedUIKitSpringRisesMonotonically() {
        let spring = TimingCurve.spring(mass: 3, stiffness: 1000, damping: 500, duration: 0.5)
        var last = 0.0
        for step in 1...100 {
            let value = spring.value(at: Double(step) / 100)
            #expect(value >= last)
            last = value
        }
        #expect(last == 1)
    }
}
