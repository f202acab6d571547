import Testing

@Test func snapshotPlaceholder() {}
