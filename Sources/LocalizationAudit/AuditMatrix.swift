import NavigationBarLayout

/// What an audit lays every screen out in: locales × devices × orientations × text sizes.
public struct AuditMatrix: Hashable, Sendable {
    /// The locales (BCP 47 tags).
    public var locales: [String]
    /// The devices.
    public var devices: [AuditDevice]
    /// The orientations; a device without a bar in one is skipped in it.
    public var orientations: [AuditOrientation]
    /// The Dynamic Type sizes.
    public var categories: [ContentSizeCategory]
    /// Whether the Bold Text setting is on.
    public var boldText: Bool

    /// Creates a matrix.
    ///
    /// - Parameters:
    ///   - locales: The locales.
    ///   - devices: The devices.
    ///   - orientations: The orientations.
    ///   - categories: The Dynamic Type sizes.
    ///   - boldText: Whether the Bold Text setting is on.
    public init(
        locales: [String], devices: [AuditDevice], orientations: [AuditOrientation] = [.portrait],
        categories: [ContentSizeCategory] = [.large], boldText: Bool = false
    ) {
        self.locales = locales
        self.devices = devices
        self.orientations = orientations
        self.categories = categories
        self.boldText = boldText
    }

    /// Every place a screen is laid out in one locale: each device's window in each orientation, at each size.
    public var places: [(AuditPlace, AuditDevice, AuditWindow)] {
        var places: [(AuditPlace, AuditDevice, AuditWindow)] = []
        for device in devices {
            for orientation in orientations {
                guard let window = device.window(orientation) else { continue }
                for category in categories {
                    let place = AuditPlace(
                        device: device.name, orientation: orientation, contentSizeCategory: category,
                        boldText: boldText)
                    places.append((place, device, window))
                }
            }
        }
        return places
    }
}

extension Scene {
    /// The scene laid out at a place: the window's width, insets and metrics, the device's scale and idiom,
    /// the size and the Bold Text setting; large titles only where the window shows them.
    ///
    /// - Parameters:
    ///   - device: The device.
    ///   - window: Its window in the place's orientation.
    ///   - place: The place.
    /// - Returns: The scene.
    func placed(on device: AuditDevice, window: AuditWindow, at place: AuditPlace) -> Scene {
        var scene = self
        scene.width = window.width
        scene.safeAreaInsets = window.safeAreaInsets
        scene.metrics = window.metrics
        scene.scale = device.scale
        scene.userInterfaceIdiom = device.idiom
        scene.contentSizeCategory = place.contentSizeCategory
        scene.boldText = place.boldText
        scene.prefersLargeTitles = prefersLargeTitles && window.showsLargeTitles
        scene.horizontalSizeClass = window.horizontalSizeClass ?? horizontalSizeClass
        scene.verticalSizeClass = window.verticalSizeClass ?? verticalSizeClass
        return scene
    }
}
