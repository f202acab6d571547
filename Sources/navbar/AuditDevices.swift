import LocalizationAudit
import NavbarCore
import NavigationBarLayout

/// The devices `navbar audit --devices` names, by name and by group.
///
/// A stand-in until the bundled device catalog (issue 26, item 1) lands: `DeviceCatalog.bundled` replaces
/// this table there (the one spot to change). Widths and scales are the devices' screens in points
/// (developer.apple.com, "Human Interface Guidelines: Layout", device screen sizes); the landscape insets are
/// those of a notched or Dynamic Island phone's sensor housing, and the 32-pt compact landscape bar is UIKit's
/// on every phone but the Plus and Max models, which keep 44 pt.
enum AuditDevices {
    /// A phone with a notch or Dynamic Island: landscape inset by `inset` on both sides.
    private static func phone(_ name: String, _ width: Double, _ height: Double, inset: Double, max: Bool = false)
        -> AuditDevice
    {
        AuditDevice(
            name: name, idiom: .phone, scale: 3, portrait: AuditWindow(width: width),
            landscape: AuditWindow(
                width: height, safeAreaInsets: SafeAreaInsets(left: inset, right: inset),
                metrics: max ? .default : .compact, showsLargeTitles: false))
    }

    /// An iPad: large titles in both orientations.
    private static func pad(_ name: String, _ width: Double, _ height: Double) -> AuditDevice {
        AuditDevice(
            name: name, idiom: .pad, scale: 2, portrait: AuditWindow(width: width),
            landscape: AuditWindow(width: height))
    }

    /// Every device, phones first.
    static let all: [AuditDevice] = [
        AuditDevice(
            name: "iPhone SE (3rd generation)", idiom: .phone, scale: 2, portrait: AuditWindow(width: 375),
            landscape: AuditWindow(width: 667, metrics: .compact, showsLargeTitles: false)),
        phone("iPhone 16e", 390, 844, inset: 47),
        phone("iPhone 16", 393, 852, inset: 59),
        phone("iPhone 16 Plus", 430, 932, inset: 59, max: true),
        phone("iPhone 16 Pro", 402, 874, inset: 62),
        phone("iPhone 16 Pro Max", 440, 956, inset: 62, max: true),
        pad("iPad mini (A17 Pro)", 744, 1133),
        pad("iPad (A16)", 820, 1180),
        pad("iPad Pro 13-inch (M4)", 1032, 1376),
    ]

    /// The groups `--devices` takes besides names.
    static let groups = ["iphone", "ipad", "all"]

    /// The devices `list` names (comma-separated names or groups), in the table's order.
    ///
    /// - Throws: a usage error (64) naming an unknown device, with the closest name.
    static func devices(_ list: String) throws(CLIError) -> [AuditDevice] {
        var chosen: [String] = []
        for name in list.split(separator: ",").map({ String($0).trimmingSpaces }) where !name.isEmpty {
            switch name.lowercased() {
            case "all": chosen += all.map(\.name)
            case "iphone": chosen += all.filter { $0.idiom == .phone }.map(\.name)
            case "ipad": chosen += all.filter { $0.idiom == .pad }.map(\.name)
            default:
                guard let device = all.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                    let names = all.map(\.name) + groups
                    let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                    throw .usage("--devices: no device '\(name)'\(hint) (groups: \(groups.joined(separator: ", ")))")
                }
                chosen.append(device.name)
            }
        }
        return all.filter { chosen.contains($0.name) }
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
