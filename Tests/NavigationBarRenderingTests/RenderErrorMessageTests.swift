import NavigationBarRendering
import Testing

/// Messages say what happened in the user's words (issue 8: `0 × 88 pixels; at most 16777216 pixels can be drawn`).
@Suite struct RenderErrorMessageTests {
    @Test("a picture with no area is nothing to draw, not one too large")
    func empty() throws {
        let error = try #require(throws: RenderError.self) { try Drawing(width: 0, height: 44, scale: 2).image() }
        #expect(
            error.description
                == "there is nothing to draw: the picture would be 0 pixels wide "
                + "(its size in points times the scale is not a positive number)")
    }

    @Test("a picture too large names its size and the limit")
    func tooLarge() throws {
        let error = try #require(throws: RenderError.self) {
            try Drawing(width: 100_000, height: 44, scale: 10).image()
        }
        #expect(
            error.description
                == "the picture would be 1000000 × 440 pixels, more than the 16777216 (16 megapixels) that can be "
                + "drawn; lower the scale or the width")
    }
}
