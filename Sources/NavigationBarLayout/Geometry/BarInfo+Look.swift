/// A value kept behind a reference: a bar carries a pointer to it, not its bytes, so the round and mirror
/// stages copy a bar's colours and band as one pointer each.
final class Shared<Value: Sendable>: Sendable {
    /// The value.
    let value: Value

    /// Keeps `value`.
    init(_ value: Value) {
        self.value = value
    }
}

/// What a bar's status-bar band is resolved from when it is asked for (``BarInfo/statusBar``, L37); a bar with
/// no band keeps none.
enum StatusBarSource: Sendable {
    /// The band of `device` (or of no device) held in `orientation`, across the bar's width at its scale and in
    /// its layout direction (``StatusBarBand/init(device:orientation:width:scale:layoutDirection:)``).
    case scene(device: String?, orientation: DeviceOrientation?)
    /// A band given as it is (set, or read from geometry).
    case given(StatusBarBand)

    /// The source of the band `scene` asks for, or `nil`: shown when `statusBar` is `true`, or when it is unset
    /// and the scene names a device.
    init?(scene: borrowing Scene) {
        guard scene.statusBar ?? (scene.device != nil) else { return nil }
        self = .scene(device: scene.device, orientation: scene.orientation)
    }
}

extension BarInfo {
    /// The colours the bar is drawn in (L35, L36), resolved when asked for from its style, tint, translucency
    /// and profile; each node's ``DisplayNode/color`` comes from them. Setting them keeps the colours given.
    public var colors: BarColors {
        get {
            if let givenColors { return givenColors.value }
            if let systemColors {
                return BarColors(
                    system: systemColors.value, style: userInterfaceStyle, tint: tintColor, translucent: translucent)
            }
            return BarColors(legacy: barStyle, tint: tintColor, translucent: translucent, bordered: bordered)
        }
        set { givenColors = Shared(newValue) }
    }

    /// The status-bar band a picture draws above the bar, or `nil` (format 2's `statusBar`), resolved when asked
    /// for. Setting it keeps the band given.
    public var statusBar: StatusBarBand? {
        get {
            switch statusBarSource?.value {
            case nil:
                nil
            case .scene(let device, let orientation):
                StatusBarBand(
                    device: device, orientation: orientation, width: width, scale: scale,
                    layoutDirection: layoutDirection)
            case .given(let band):
                band
            }
        }
        set { statusBarSource = newValue.map { Shared(.given($0)) } }
    }

    /// Whether two bars are equal: every value, the colours and the band as resolved (not where they come from).
    ///
    /// - Parameters:
    ///   - a: A bar.
    ///   - b: Another bar.
    /// - Returns: Whether every value of `a` equals `b`'s.
    public static func == (a: BarInfo, b: BarInfo) -> Bool {
        a.width == b.width && a.height == b.height && a.metrics == b.metrics && a.layoutDirection == b.layoutDirection
            && a.scale == b.scale && a.profile == b.profile && a.contentFrame == b.contentFrame
            && a.format1BackgroundFrame == b.format1BackgroundFrame && a.layoutMargin == b.layoutMargin
            && a.appearance == b.appearance && a.barStyle == b.barStyle && a.tintColor == b.tintColor
            && a.translucent == b.translucent && a.bordered == b.bordered
            && a.userInterfaceStyle == b.userInterfaceStyle && a.colors == b.colors && a.statusBar == b.statusBar
    }

    /// Hashes every value that `==` compares.
    ///
    /// - Parameter hasher: The hasher to feed.
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
