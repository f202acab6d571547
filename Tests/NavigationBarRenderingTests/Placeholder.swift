import Testing

@Test func renderingPlaceholder() {}
