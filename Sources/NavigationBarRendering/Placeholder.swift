/// Drawing navigation bar geometry (placeholder until the target is written).
enum NavigationBarRenderingPlaceholder {}
