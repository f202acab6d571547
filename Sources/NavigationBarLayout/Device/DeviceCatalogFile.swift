import JSONFormat
import TextMetrics

/// The bundled catalog file, `Devices/devices.json`: where it is found and how it is read.
///
/// Found beside the bundled profiles: in the `Devices` folder next to each folder `ProfileLibrary`
/// searches for `Profiles` (the source tree, or `share/navigationbarlayout/` of an installed tool).
enum DeviceCatalogFile {
    /// The file's name.
    static let fileName = "devices.json"

    /// The folders searched, in order.
    static var folders: [String] {
        ProfileLibrary.searchedDirectories.map {
            FilePath.appending(FilePath.deletingLastComponent($0), "Devices")
        }
    }

    /// The catalog from the first folder that has the file, or an unavailable catalog saying why.
    static func load() -> DeviceCatalog {
        for folder in folders {
            let path = FilePath.appending(folder, fileName)
            guard let bytes = ProfileLibrary.readPrefix(ofFile: path, count: DocumentLimit.maximumBytes) else {
                continue
            }
            do {
                return try decode(json: bytes)
            } catch {
                return DeviceCatalog(unavailable: "the bundled device catalog \(path) is not valid: \(error)")
            }
        }
        return DeviceCatalog(
            unavailable: "the bundled device catalog (\(fileName)) was not found in " + folders.joined(separator: ", "))
    }

    /// Decodes a catalog document (`docs/FORMATS.md`, device catalog).
    ///
    /// - Throws: `JSONDecodingError` with every problem found, by path.
    /// - Parameter json: The UTF-8 bytes of a catalog document.
    /// - Returns: The catalog.
    static func decode(json: [UInt8]) throws(JSONDecodingError) -> DeviceCatalog {
        try JSONReader.read(json) { $0.deviceCatalog() }.get()
    }
}

extension JSONField {
    /// `{"catalogVersion", "description", "references", "devices"}`.
    func deviceCatalog() -> DeviceCatalog? {
        guard let object = object(keys: ["catalogVersion", "description", "references", "devices"]) else {
            return nil
        }
        var references: [String: String] = [:]
        if let table = object.optional("references")?.anyObject() {
            for member in table.members {
                if case .string(let text) = member.value { references[member.key] = text }
            }
        }
        guard let devices = object.required("devices")?.array(each: { $0.device() }) else { return nil }
        return DeviceCatalog(devices: devices, references: references)
    }

    /// One device object.
    func device() -> Device? {
        let keys = [
            "name", "family", "systems", "portraitSize", "scale", "safeArea", "statusBarHeight", "cutout",
            "homeButton", "sizeClasses", "barMetrics", "windows", "sources",
        ]
        guard let object = object(keys: keys) else { return nil }
        let name = object.required("name")?.nonEmptyDeviceString()
        let family = object.required("family")?.choice(Device.Family.self)
        let systems = object.optional("systems")?.array { $0.nonEmptyDeviceString() } ?? []
        let size = object.required("portraitSize")?.object(keys: ["width", "height"]).flatMap { size -> Size? in
            guard let width = size.required("width")?.number(.positive(atMost: 10_000)),
                let height = size.required("height")?.number(.positive(atMost: 10_000))
            else { return nil }
            return Size(width: width, height: height)
        }
        let scale = object.required("scale")?.number(.range(1...10))
        let safeArea = object.required("safeArea")?.perOrientation { $0.screenInsets() }
        let statusBar = object.required("statusBarHeight")?.perOrientation { $0.number(.nonNegative) }
        let cutout = object.required("cutout")?.choice(Cutout.self)
        let homeButton = object.required("homeButton")?.bool()
        let sizeClasses = object.required("sizeClasses")?.perOrientation { $0.sizeClasses() }
        let barMetrics = object.required("barMetrics")?.perOrientation { $0.choice([BarMetrics.default, .compact]) }
        let windows = object.optional("windows")?.array { $0.deviceWindow() } ?? []
        let sources = object.required("sources")?.deviceSources() ?? [:]
        guard let name, let family, let size, let scale, let safeArea, let statusBar, let cutout, let homeButton,
            let sizeClasses, let barMetrics
        else { return nil }
        return Device(
            name: name, family: family, portraitSize: size, scale: scale, safeArea: safeArea,
            statusBarHeight: statusBar, hasDynamicIsland: cutout == .dynamicIsland, hasNotch: cutout == .notch,
            hasHomeButton: homeButton, sizeClasses: sizeClasses, barMetrics: barMetrics, windows: windows,
            systems: systems, sources: sources)
    }

    /// A non-empty string.
    func nonEmptyDeviceString() -> String? {
        guard let text = string() else { return nil }
        return text.isEmpty ? fail("must not be empty") : text
    }

    /// `{"portrait", "landscape"}`, both read by `read`.
    func perOrientation<Value>(_ read: (JSONField) -> Value?) -> PerOrientation<Value>? {
        guard let object = object(keys: ["portrait", "landscape"]) else { return nil }
        let portrait = object.required("portrait").flatMap(read)
        let landscape = object.required("landscape").flatMap(read)
        guard let portrait, let landscape else { return nil }
        return PerOrientation(portrait: portrait, landscape: landscape)
    }

    /// `{"top", "left", "bottom", "right"}`, all required lengths.
    func screenInsets() -> ScreenInsets? {
        guard let object = object(keys: ["top", "left", "bottom", "right"]) else { return nil }
        let values = ["top", "left", "bottom", "right"].map { object.required($0)?.number(.nonNegative) }
        guard let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else {
            return nil
        }
        return ScreenInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `{"horizontal", "vertical"}`, both size classes.
    func sizeClasses() -> SizeClasses? {
        guard let object = object(keys: ["horizontal", "vertical"]) else { return nil }
        let horizontal = object.required("horizontal")?.choice(UserInterfaceSizeClass.self)
        let vertical = object.required("vertical")?.choice(UserInterfaceSizeClass.self)
        guard let horizontal, let vertical else { return nil }
        return SizeClasses(horizontal: horizontal, vertical: vertical)
    }

    /// `{"name", "orientation", "width", "horizontalSizeClass"}`.
    func deviceWindow() -> DeviceWindow? {
        guard let object = object(keys: ["name", "orientation", "width", "horizontalSizeClass"]) else { return nil }
        let name = object.required("name")?.choice(DeviceWindow.names.map { WindowName(rawValue: $0) })
        let orientation = object.required("orientation")?.choice(DeviceOrientation.self)
        let width = object.required("width")?.number(.positive(atMost: 10_000))
        let sizeClass = object.required("horizontalSizeClass")?.choice(UserInterfaceSizeClass.self)
        guard let name, let orientation, let width, let sizeClass else { return nil }
        return DeviceWindow(name: name.rawValue, orientation: orientation, width: width, horizontalSizeClass: sizeClass)
    }

    /// `{"field": {"label", "source"}, …}`.
    func deviceSources() -> [String: DeviceValueSource]? {
        guard let object = anyObject() else { return nil }
        var sources: [String: DeviceValueSource] = [:]
        for member in object.members {
            guard let entry = object.optional(member.key)?.object(keys: ["label", "source"]),
                let label = entry.required("label")?.choice(DeviceValueSource.Label.self),
                let source = entry.required("source")?.nonEmptyDeviceString()
            else { continue }
            sources[member.key] = DeviceValueSource(label: label, source: source)
        }
        return sources
    }
}

/// What interrupts the top of the screen (`cutout`).
private enum Cutout: String, CaseIterable {
    case dynamicIsland, notch, none
}

/// A window name read as a choice.
private struct WindowName: RawRepresentable {
    var rawValue: String
}
