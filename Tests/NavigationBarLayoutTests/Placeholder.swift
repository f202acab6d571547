import Testing

@Test func layoutPlaceholder() {}
