/// A value kept behind a reference: a bar carries a pointer to it, not its bytes.
final class Shared<Value: Sendable>: Sendable {
    /// The value.
    let value: Value

    /// Keeps `value`.
    init(_ value: Value) {
        self.value = value
    }
}

/// What a bar's colours are resolved from when they are asked for (``BarInfo/colors``, L35, L36).
///
/// A solve keeps only this (a pointer at most), so the bar stays small in the round and mirror stages; the
/// writers and the renderer resolve the colours from it.
enum BarColorSource: Sendable {
    /// The iOS 5–7 look of the bar's `barStyle`, tint, translucency and bordered buttons (a profile without
    /// system colours).
    case legacy
    /// The profile's system colours for the bar's `userInterfaceStyle`, tint and translucency.
    case system(Shared<SystemColors>)
    /// Colours given as they are (set, or read from geometry that disagrees with its profile).
    case given(Shared<BarColors>)
}

/// What a bar's status-bar band is resolved from when it is asked for (``BarInfo/statusBar``, L37).
enum StatusBarSource: Sendable {
    /// No band.
    case none
    /// The band of `device` (or of no device) held in `orientation`, across the bar's width at its scale and in
    /// its layout direction (``StatusBarBand/init(device:orientation:width:scale:layoutDirection:)``).
    case scene(device: String?, orientation: DeviceOrientation?)
    /// A band given as it is (set, or read from geometry).
    case given(Shared<StatusBarBand>)

    /// The source of the band `scene` asks for: shown when `statusBar` is `true`, or when it is unset and the
    /// scene names a device.
    init(scene: borrowing Scene) {
        self =
            scene.statusBar ?? (scene.device != nil)
            ? .scene(device: scene.device, orientation: scene.orientation) : .none
    }
}

extension BarInfo {
    /// The colours the bar is drawn in (L35, L36), resolved when asked for from its style, tint, translucency
    /// and profile; each node's ``DisplayNode/color`` comes from them. Setting them keeps the colours given.
    public var colors: BarColors {
        get {
            switch colorSource {
            case .legacy:
                BarColors(legacy: barStyle, tint: tintColor, translucent: translucent, bordered: bordered)
            case .system(let system):
                BarColors(system: system.value, style: userInterfaceStyle, tint: tintColor, translucent: translucent)
            case .given(let colors):
                colors.value
            }
        }
        set { colorSource = .given(Shared(newValue)) }
    }

    /// The status-bar band a picture draws above the bar, or `nil` (format 2's `statusBar`), resolved when asked
    /// for. Setting it keeps the band given.
    public var statusBar: StatusBarBand? {
        get {
            switch statusBarSource {
            case .none:
                nil
            case .scene(let device, let orientation):
                StatusBarBand(
                    device: device, orientation: orientation, width: width, scale: scale,
                    layoutDirection: layoutDirection)
            case .given(let band):
                band.value
            }
        }
        set { statusBarSource = newValue.map { .given(Shared($0)) } ?? .none }
    }

    /// Bars are equal when every value is, the colours and the band as resolved (not where they come from).
    public static func == (a: BarInfo, b: BarInfo) -> Bool {
        a.width == b.width && a.height == b.height && a.metrics == b.metrics && a.layoutDirection == b.layoutDirection
            && a.scale == b.scale && a.profile == b.profile && a.contentFrame == b.contentFrame
            && a.format1BackgroundFrame == b.format1BackgroundFrame && a.layoutMargin == b.layoutMargin
            && a.appearance == b.appearance && a.barStyle == b.barStyle && a.tintColor == b.tintColor
            && a.translucent == b.translucent && a.bordered == b.bordered
            && a.userInterfaceStyle == b.userInterfaceStyle && a.colors == b.colors && a.statusBar == b.statusBar
    }

    /// Hashes every value that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(metrics)
        hasher.combine(layoutDirection)
        hasher.combine(scale)
        hasher.combine(profile)
        hasher.combine(contentFrame)
        hasher.combine(format1BackgroundFrame)
        hasher.combine(layoutMargin)
        hasher.combine(appearance)
        hasher.combine(barStyle)
        hasher.combine(tintColor)
        hasher.combine(translucent)
        hasher.combine(bordered)
        hasher.combine(userInterfaceStyle)
        hasher.combine(colors)
        hasher.combine(statusBar)
    }
}
