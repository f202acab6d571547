import JSONFormat

/// A device, group or window that the catalog does not have, or a catalog that cannot be read.
///
/// Descriptions name what was asked for and suggest the nearest name, for example
/// `unknown device 'iPhone 15 Prp'; did you mean 'iPhone 15 Pro'? (navbar devices lists them)`.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No device has this name; `suggestion` is the nearest one, if any is near.
    case unknownDevice(name: String, suggestion: String?)
    /// No group and no device has this name.
    case unknownGroup(name: String, suggestion: String?)
    /// The device has no multitasking window by this name in this orientation.
    case unknownWindow(device: String, name: String, orientation: DeviceOrientation, windows: [String])
    /// The bundled catalog cannot be found or read.
    case catalogUnavailable(String)

    public var description: String {
        switch self {
        case .unknownDevice(let name, let suggestion):
            return "unknown device '\(name)'\(Self.hint(suggestion)) (navbar devices lists them)"
        case .unknownGroup(let name, let suggestion):
            return "unknown device or group '\(name)'\(Self.hint(suggestion)) (groups: "
                + DeviceCatalog.groupNames.joined(separator: ", ") + "; navbar devices lists the devices)"
        case .unknownWindow(let device, let name, let orientation, let windows):
            let list = windows.isEmpty ? "it has none" : "it has " + windows.joined(separator: ", ")
            let hint = Suggestion.closest(to: name, among: windows).map { "; did you mean '\($0)'?" } ?? ""
            return "'\(device)' has no \(orientation.rawValue) window '\(name)'\(hint) (\(list))"
        case .catalogUnavailable(let reason):
            return reason
        }
    }

    /// `; did you mean 'X'?`, or nothing.
    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
