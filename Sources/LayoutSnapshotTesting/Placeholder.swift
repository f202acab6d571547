/// Layout snapshot testing for navigation bars (placeholder until the target is written).
enum LayoutSnapshotTestingPlaceholder {}
