import JSONFormat
import TextMetrics

/// The error thrown when a scene cannot be decoded.
public typealias SceneDecodingError = JSONDecodingError

extension Scene {
    /// The keys of a scene object.
    static let jsonKeys = [
        "width", "items", "metrics", "layoutDirection", "scale", "profile", "appearance", "barStyle", "tintColor",
        "translucent", "schemaVersion", "description", "covers", "userInterfaceIdiom", "safeAreaInsets",
        "scrollOffset", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
        "compactScrollEdgeAppearance", "prefersLargeTitles",
        "id",
        "contentSizeCategory",
        "locale", SchemaKey.name,
        "device", "orientation", "window", "horizontalSizeClass", "verticalSizeClass",
        "boldText", "fonts",
        "userInterfaceStyle", "statusBar",
    ]

    /// The scene format's version: the only value `schemaVersion` may have.
    public static let currentSchemaVersion = 1

    /// The widest bar accepted, in points.
    public static let maximumWidth: Double = 100_000

    /// The scene format's limits on `scale`.
    public static let scaleRange: ClosedRange<Double> = 1...10

    /// Decodes a scene document (`docs/FORMATS.md`), collecting every problem.
    ///
    /// ```swift
    /// let scene = try Scene.decode(json: #"{"width": 320, "items": [{"title": "Inbox"}]}"#)
    /// ```
    ///
    /// - Throws: `SceneDecodingError` with every problem found: one syntax
    ///   error (`line L, column C: message`), or the values that do not fit
    ///   (`items[0].title: must be a string`).
    ///
    /// - Parameter json: The UTF-8 bytes of a scene document.
    /// - Returns: The scene.
    public static func decode(json: [UInt8]) throws(SceneDecodingError) -> Scene {
        try JSONReader.read(json) { $0.scene() }.get()
    }

    /// Decodes a scene document from UTF-8 bytes in any sequence, such as Foundation's `Data`.
    ///
    /// Generic rather than taking `Data`, so that this library does not link Foundation
    /// (docs/PERFORMANCE.md, start-up): a `Data` argument is read as before.
    ///
    /// - Parameter json: The UTF-8 bytes of a scene document.
    /// - Returns: The scene.
    /// - Throws: ``SceneDecodingError`` with every problem found.
    @inlinable
    public static func decode(json: some Sequence<UInt8>) throws(SceneDecodingError) -> Scene {
        try decode(json: [UInt8](json))
    }

    /// Decodes a scene document from a string.
    ///
    /// - Parameter json: A scene document.
    /// - Returns: The scene.
    /// - Throws: ``SceneDecodingError`` with every problem found.
    public static func decode(json: String) throws(SceneDecodingError) -> Scene {
        try decode(json: Array(json.utf8))
    }

    /// Decodes a scene from a parsed document.
    ///
    /// - Parameter jsonValue: A parsed scene document.
    /// - Returns: The scene.
    /// - Throws: ``SceneDecodingError`` with every problem found.
    public static func decode(jsonValue: JSONValue) throws(SceneDecodingError) -> Scene {
        try JSONReader.read(jsonValue) { $0.scene() }.get()
    }

    /// Every problem in a scene document; empty when it decodes.
    ///
    /// - Parameter json: The UTF-8 bytes of a scene document.
    /// - Returns: The problems, in document order: one syntax error, or every value that does not fit.
    public static func validate(json: [UInt8]) -> [JSONProblem] {
        do {
            _ = try decode(json: json)
            return []
        } catch {
            return error.problems
        }
    }

    /// Every problem in a scene document given as UTF-8 bytes in any sequence, such as Foundation's `Data`.
    ///
    /// Generic rather than taking `Data`, so that this library does not link Foundation
    /// (docs/PERFORMANCE.md, start-up): a `Data` argument is read as before.
    ///
    /// - Parameter json: The UTF-8 bytes of a scene document.
    /// - Returns: The problems, in document order.
    @inlinable
    public static func validate(json: some Sequence<UInt8>) -> [JSONProblem] {
        validate(json: [UInt8](json))
    }

    /// Every problem in a scene document given as a string.
    ///
    /// - Parameter json: A scene document.
    /// - Returns: The problems, in document order.
    public static func validate(json: String) -> [JSONProblem] {
        validate(json: Array(json.utf8))
    }

    /// The scene object: every setting written, optional ones only when set.
    public var jsonValue: JSONValue {
        let settings: [(String, JSONValue?)] = [
            ("width", .number(width)),
            ("metrics", .string(metrics.rawValue)),
            ("layoutDirection", .string(layoutDirection.rawValue)),
            ("scale", .number(scale)),
            ("profile", profile == .default ? nil : .string(profile.nameOrPath)),
            ("appearance", appearance.isEmpty ? nil : appearance.jsonValue),
            ("items", .array(items.map(\.jsonValue))),
            ("barStyle", .string(barStyle.rawValue)),
            ("tintColor", tintColor?.jsonValue),
            ("translucent", .bool(translucent)),
            ("schemaVersion", schemaVersion.map { .number(Double($0)) }),
            ("description", summary.map { .string($0) }),
            ("covers", covers.isEmpty ? nil : .array(covers.map { .string($0) })),
            ("userInterfaceIdiom", userInterfaceIdiom == .phone ? nil : .string(userInterfaceIdiom.rawValue)),
            (
                "safeAreaInsets",
                safeAreaInsets == .zero
                    ? nil : .object(["left": .number(safeAreaInsets.left), "right": .number(safeAreaInsets.right)])
            ),
            ("prefersLargeTitles", prefersLargeTitles ? .bool(true) : nil),
            ("scrollOffset", scrollOffset == 0 ? nil : .number(scrollOffset)),
            ("id", id.map { .string($0) }),
            ("contentSizeCategory", contentSizeCategory == .large ? nil : .string(contentSizeCategory.rawValue)),
            ("locale", locale.map { .string($0) }),
            ("device", device.map { .string($0) }),
            ("orientation", orientation.map { .string($0.rawValue) }),
            ("window", window.map { .string($0) }),
            ("horizontalSizeClass", horizontalSizeClass.map { .string($0.rawValue) }),
            ("verticalSizeClass", verticalSizeClass.map { .string($0.rawValue) }),
            ("boldText", boldText ? .bool(true) : nil),
            ("fonts", fonts.isEmpty ? nil : fonts.jsonValue),
            ("userInterfaceStyle", userInterfaceStyle == .light ? nil : .string(userInterfaceStyle.rawValue)),
            ("statusBar", statusBar.map { .bool($0) }),
        ]
        return .members(settings + appearances.jsonMembers)
    }

    /// The scene as JSON text; numbers are rounded to 4 decimal places.
    ///
    /// `Scene.decode(json: scene.encodeJSON()) == scene` for every scene
    /// whose numbers have at most 4 decimal places.
    ///
    /// - Parameter pretty: Whether to indent with one key a line (`true`) or write one line.
    /// - Returns: The JSON text.
    public func encodeJSON(pretty: Bool = true) -> String {
        JSONWriter.string(jsonValue, pretty: pretty)
    }
}

extension JSONField {
    /// A scene: `width` and `items` required, the rest optional.
    func scene() -> Scene? {
        guard let object = object(keys: Scene.jsonKeys) else { return nil }
        object.checkSchemaKey()
        // With a device the width is the device's unless the scene sets one.
        let width = (object.optional("device") != nil ? object.optional("width") : object.required("width"))?.number(
            .barWidth)
        let items = object.required("items")?.array { $0.navigationItem() }
        let locale = object.string("locale")
        // The locale's direction unless the scene sets one; a locale that cannot be used is reported below.
        let localeDirection: LayoutDirection =
            locale.flatMap { try? SystemStrings.forLocale($0) }?.isRightToLeft == true ? .rightToLeft : .leftToRight
        var scene = Scene(
            width: width ?? 1, metrics: object.optional("metrics")?.choice([BarMetrics.default, .compact]) ?? .default,
            layoutDirection: object.choice("layoutDirection", LayoutDirection.self) ?? localeDirection,
            scale: object.number("scale", .scale) ?? 2,
            profile: object.optional("profile")?.nonEmptyString().map { ProfileReference($0) } ?? .default,
            appearance: object.optional("appearance")?.appearance() ?? Appearance(), items: items ?? [],
            barStyle: object.choice("barStyle", BarStyle.self) ?? .default,
            tintColor: object.optional("tintColor")?.color(), translucent: object.bool("translucent") ?? true,
            schemaVersion: object.optional("schemaVersion")?.sceneSchemaVersion(),
            summary: object.string("description"),
            covers: object.optional("covers")?.array { $0.nonEmptyString() } ?? [],
            userInterfaceIdiom: object.choice("userInterfaceIdiom", UserInterfaceIdiom.self) ?? .phone,
            safeAreaInsets: object.optional("safeAreaInsets")?.safeAreaInsets() ?? .zero,
            prefersLargeTitles: object.bool("prefersLargeTitles") ?? false,
            scrollOffset: object.number("scrollOffset", .offset) ?? 0, appearances: object.appearanceSlots(),
            id: object.optional("id")?.nonEmptyString(),
            contentSizeCategory: object.choice("contentSizeCategory", ContentSizeCategory.self) ?? .large,
            locale: locale,
            horizontalSizeClass: object.choice("horizontalSizeClass", UserInterfaceSizeClass.self),
            verticalSizeClass: object.choice("verticalSizeClass", UserInterfaceSizeClass.self))
        scene.boldText = object.bool("boldText") ?? false
        scene.fonts = object.optional("fonts")?.fallbackFonts() ?? FallbackFonts()
        scene.userInterfaceStyle = object.choice("userInterfaceStyle", UserInterfaceStyle.self) ?? .light
        scene.statusBar = object.bool("statusBar")
        sceneDevice(object, into: &scene)
        // The rules that relate values (ids, a title view's minimum width) are checked on the scene read.
        reader.report(scene.problems())
        return scene
    }

    /// Reads `device`, `orientation` and `window`, and applies the device to `scene` but for the keys it sets;
    /// a device the catalog does not have is reported at `device` with the nearest name.
    func sceneDevice(_ object: JSONObjectReader, into scene: inout Scene) {
        let orientationField = object.optional("orientation")
        let orientation = orientationField?.choice(DeviceOrientation.self)
        let windowField = object.optional("window")
        let window = windowField?.nonEmptyString()
        guard let deviceField = object.optional("device") else {
            if orientationField != nil { reader.report("needs a 'device'", at: path.appending("orientation")) }
            if windowField != nil { reader.report("needs a 'device'", at: path.appending("window")) }
            return
        }
        guard let name = deviceField.nonEmptyString() else { return }
        let explicit = Set(Scene.deviceKeys.filter { object.optional($0) != nil })
        do {
            let device = try DeviceCatalog.bundled.device(named: name)
            try scene.applyDevice(device, orientation: orientation ?? .portrait, window: window, keeping: explicit)
            scene.orientation = orientation
        } catch {
            switch error {
            case .unknownWindow: reader.report(error.description, at: path.appending("window"))
            default: reader.report(error.description, at: deviceField.path)
            }
        }
    }

    /// `{"left", "right"}`: lengths, each 0 when absent; their sum is checked on the scene read (L16).
    func safeAreaInsets() -> SafeAreaInsets? {
        guard let object = object(keys: ["left", "right"]) else { return nil }
        return SafeAreaInsets(
            left: object.number("left", .length) ?? 0, right: object.number("right", .length) ?? 0)
    }

    /// A scene's `schemaVersion`: a number that must be `Scene.currentSchemaVersion`.
    func sceneSchemaVersion() -> Int? {
        guard let version = number() else { return nil }
        guard version == Double(Scene.currentSchemaVersion) else {
            return fail(SceneRule.schemaVersion(found: version).message)
        }
        return Scene.currentSchemaVersion
    }
}

extension Scene: Codable {
    /// Decodes a scene through `JSONValue`, with the checks of `decode(json:)`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the `SceneDecodingError`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self = try JSONReader.decode(from: decoder) { $0.scene() }
    }

    /// Encodes the scene object of `jsonValue`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}
