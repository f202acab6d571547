import LocalizationAudit
import NavbarCore
import NavigationBarLayout

/// The devices `navbar audit --devices` names, from the bundled device catalog (`DeviceCatalog.bundled`).
enum AuditDevices {
    /// The devices `list` names: comma-separated device names or the catalog's groups (`iphone`, `ipad`, `all`);
    /// `ipad-multitasking` gives each multitasking window of each iPad that has them as a device of its own
    /// (`iPad Pro 13-inch (M4), 1/3`). In catalog order, each once.
    ///
    /// - Throws: a usage error (64) naming an unknown device or group, with the closest name.
    static func devices(_ list: String) throws(CLIError) -> [AuditDevice] {
        var chosen: [AuditDevice] = []
        for name in list.split(separator: ",").map({ String($0).trimmingSpaces }) where !name.isEmpty {
            let devices: [Device]
            do { devices = try DeviceCatalog.bundled.group(name) } catch {
                throw .usage("--devices: \(error.description)")
            }
            var found: [AuditDevice] = []
            if name.lowercased() == "ipad-multitasking" {
                for device in devices {
                    found += DeviceWindow.names.compactMap { AuditDevice.from(device, window: $0) }
                }
            } else {
                found = devices.compactMap { AuditDevice.from($0) }
            }
            for device in found where !chosen.contains(where: { $0.name == device.name }) { chosen.append(device) }
        }
        guard !chosen.isEmpty else { throw .usage("--devices needs at least one device or group") }
        return chosen
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
