import JSONFormat

/// The iPhones and iPads a scene may name, with the groups `navbar devices --devices` and audits select by.
///
/// ```swift
/// let phone = try DeviceCatalog.bundled.device(named: "iPhone 15 Pro")
/// let pads = try DeviceCatalog.bundled.group("ipad")
/// ```
public struct DeviceCatalog: Hashable, Sendable {
    /// The devices, in the catalog's order (iPhones, then iPads, newest first within a family).
    public var devices: [Device]
    /// The citations the devices' sources refer to by key (`references` in the file).
    public var references: [String: String]
    /// Why the catalog is empty, for a bundled catalog that could not be read; `nil` otherwise.
    public var unavailableReason: String?

    /// The group names `group(_:)` accepts besides device names.
    public static let groupNames = ["iphone", "ipad", "ipad-multitasking", "all"]

    /// Creates a catalog.
    ///
    /// - Parameters:
    ///   - devices: The devices, in order.
    ///   - references: The citations sources refer to by key.
    public init(devices: [Device], references: [String: String] = [:]) {
        self.devices = devices
        self.references = references
        unavailableReason = nil
    }

    /// The bundled catalog, `Devices/devices.json`, read once; empty (with `unavailableReason`) when it
    /// cannot be read, so that every look-up throws `DeviceError.catalogUnavailable`.
    public static let bundled: DeviceCatalog = DeviceCatalogFile.load()

    /// The device named `name`: Apple's name, matched ignoring case.
    ///
    /// - Throws: `DeviceError.unknownDevice` with the nearest name, or `.catalogUnavailable`.
    /// - Parameter name: A device name, like `iPhone 15 Pro`.
    /// - Returns: The device.
    public func device(named name: String) throws(DeviceError) -> Device {
        if let reason = unavailableReason { throw .catalogUnavailable(reason) }
        let lowered = name.lowercased()
        if let device = devices.first(where: { $0.name.lowercased() == lowered }) { return device }
        throw .unknownDevice(name: name, suggestion: suggestion(for: name))
    }

    /// The devices of a group: `iphone`, `ipad`, `ipad-multitasking` (the iPads with multitasking
    /// windows), `all`, or one device's name.
    ///
    /// - Throws: `DeviceError.unknownGroup` with the nearest group or device name, or `.catalogUnavailable`.
    /// - Parameter name: A group or device name.
    /// - Returns: The devices, in catalog order.
    public func group(_ name: String) throws(DeviceError) -> [Device] {
        if let reason = unavailableReason { throw .catalogUnavailable(reason) }
        switch name.lowercased() {
        case "iphone": return devices.filter { $0.family == .iphone }
        case "ipad": return devices.filter { $0.family == .ipad }
        case "ipad-multitasking": return devices.filter { $0.family == .ipad && !$0.windows.isEmpty }
        case "all": return devices
        default:
            let lowered = name.lowercased()
            if let device = devices.first(where: { $0.name.lowercased() == lowered }) { return [device] }
            let candidates = Self.groupNames + devices.map(\.name)
            throw .unknownGroup(name: name, suggestion: Suggestion.closest(to: name, among: candidates))
        }
    }

    /// The nearest device name to `name`, by `Suggestion.closest` or, for a longer miss, by the name that
    /// contains it (`15 pro` → `iPhone 15 Pro`).
    func suggestion(for name: String) -> String? {
        let names = devices.map(\.name)
        if let near = Suggestion.closest(to: name, among: names) { return near }
        let lowered = name.lowercased()
        return names.first { $0.lowercased().contains(lowered) }
    }

    /// The citation of `source`: its reference's text when it names one, else itself.
    ///
    /// - Parameter source: A value's source, as the file gives it.
    /// - Returns: The citation.
    public func citation(_ source: DeviceValueSource) -> String {
        references[source.source] ?? source.source
    }
}

extension DeviceCatalog {
    /// An empty catalog that says why (`unavailableReason`).
    init(unavailable reason: String) {
        self.init(devices: [])
        unavailableReason = reason
    }
}
