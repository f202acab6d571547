import JSONFormat
import NavbarCore
import NavigationBarLayout

/// `navbar devices`: lists the bundled device catalog (see `navbar devices --help`).
enum DevicesCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        var groups: [String] = []
        var format = "table"
        let scanned = try CommandTable.devices.scannedOrHelp(arguments) { option, scanner in
            switch option {
            case "--devices": groups.append(try scanner.value(of: option))
            case "--format": format = try scanner.choice(of: option, CommandTable.devicesFormat.values)
            default: return false
            }
            return true
        }
        guard let scanner = scanned else { return }
        if let extra = scanner.positionals.first { throw CLIError.usage("unexpected argument '\(extra)'") }
        let devices = try selected(groups)
        switch format {
        case "json":
            let catalog = DeviceCatalog.bundled
            try Output.out(
                JSONWriter.string(.array(devices.map { $0.jsonValue(citingFrom: catalog) }), pretty: true) + "\n")
        default:
            try Output.out(table(devices))
        }
    }

    /// The devices of `groups` (each a group or device name, or comma-separated ones), in catalog order
    /// without repeats; every device when none is given.
    ///
    /// - Throws: a usage error (64) with did-you-mean for a name that is no group or device, or a failure
    ///   when the catalog cannot be read.
    static func selected(_ groups: [String]) throws(CLIError) -> [Device] {
        let catalog = DeviceCatalog.bundled
        let names = groups.flatMap { $0.split(separator: ",").map { String($0).trimmed } }
        do {
            if names.isEmpty { return try catalog.group("all") }
            var chosen = Set<String>()
            for name in names { for device in try catalog.group(name) { chosen.insert(device.name) } }
            return catalog.devices.filter { chosen.contains($0.name) }
        } catch {
            if case .catalogUnavailable = error { throw .failure(error.description) }
            throw .usage("the value of '--devices': \(error.description)")
        }
    }

    /// One line a device, under a header: its size, scale, safe areas, status bar, screen, size classes and
    /// landscape bar, each followed by its label; an iPad's windows on the lines under it.
    static func table(_ devices: [Device]) -> String {
        let header = [
            "device", "points", "scale", "safe area portrait", "safe area landscape", "status bar", "screen",
            "landscape classes", "landscape bar",
        ]
        var rows = [header]
        var windowLines: [Int: [String]] = [:]
        for device in devices {
            rows.append(row(device))
            if !device.windows.isEmpty {
                let label = device.sources["windows"]?.label.rawValue ?? "?"
                windowLines[rows.count - 1] = DeviceOrientation.allCases.map { orientation in
                    let windows = device.windows.filter { $0.orientation == orientation }
                    let list = windows.map { "\($0.name) \(format($0.width)) \($0.horizontalSizeClass.rawValue)" }
                    return "    \(orientation.rawValue) windows (\(label)): " + list.joined(separator: ", ")
                }
            }
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padded(to: widths[column] + 2)
            }
            text += cells.joined() + "\n"
            for line in windowLines[index] ?? [] { text += line + "\n" }
        }
        text +=
            "Labels: D documented by Apple, M measured, R from a framework imitating iOS, I inferred; "
            + "'navbar devices --format json' gives each value's source.\n"
        return text
    }

    /// The table cells of `device`.
    private static func row(_ device: Device) -> [String] {
        func label(_ field: String) -> String { device.sources[field]?.label.rawValue ?? "?" }
        func insets(_ value: ScreenInsets) -> String {
            [value.top, value.left, value.bottom, value.right].map(format).joined(separator: ",")
        }
        let size = device.portraitSize
        let screen =
            device.hasDynamicIsland
            ? "Dynamic Island"
            : device.hasNotch
                ? "notch"
                : device.hasHomeButton
                    ? "Home button" : "none"
        let classes = device.sizeClasses.landscape
        return [
            device.name,
            "\(format(size.width))×\(format(size.height)) \(label("portraitSize"))",
            "@\(format(device.scale))x \(label("scale"))",
            "\(insets(device.safeArea.portrait)) \(label("safeArea.portrait"))",
            "\(insets(device.safeArea.landscape)) \(label("safeArea.landscape"))",
            "\(format(device.statusBarHeight.portrait)) \(label("statusBarHeight.portrait"))",
            "\(screen) \(label("cutout"))",
            "w\(classes.horizontal.rawValue.prefix(1).uppercased()) h\(classes.vertical.rawValue.prefix(1).uppercased()) \(label("sizeClasses"))",
            "\(device.barMetrics.landscape.rawValue) \(label("barMetrics"))",
        ]
    }

    /// `value` as JSON writes numbers: no `.0`.
    private static func format(_ value: Double) -> String {
        JSONWriter.format(value)
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
