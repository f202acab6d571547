import NavigationBarLayout
import Testing

/// The bundled catalog's data: every device complete, sourced and consistent.
@Suite struct DeviceCatalogIntegrityTests {
    let devices = DeviceCatalog.bundled.devices

    /// The fields every device cites a source for; iPads also `windows`.
    static let sourcedFields = [
        "systems", "portraitSize", "scale", "safeArea.portrait", "safeArea.landscape", "statusBarHeight.portrait",
        "statusBarHeight.landscape", "cutout", "homeButton", "sizeClasses", "barMetrics",
    ]

    @Test func theCatalogHasEveryIPhoneAndIPadOfIOS26() {
        #expect(devices.filter { $0.family == .iphone }.count == 31)
        #expect(devices.filter { $0.family == .ipad }.count == 28)
        #expect(Set(devices.map { $0.name.lowercased() }).count == devices.count)
        for name in [
            "iPhone 11", "iPhone SE (2nd generation)", "iPhone 17 Pro Max", "iPhone Air", "iPad (8th generation)",
            "iPhone 17e", "iPad Air 11-inch (M4)", "iPad Air 13-inch (M4)",
        ] {
            #expect(devices.contains { $0.name == name }, "\(name)")
        }
    }

    @Test func everyValueHasALabelledSourceThatResolves() {
        let catalog = DeviceCatalog.bundled
        for device in devices {
            let fields = Self.sourcedFields + (device.family == .ipad ? ["windows"] : [])
            for field in fields {
                guard let source = device.sources[field] else {
                    Issue.record("\(device.name): no source for \(field)")
                    continue
                }
                #expect(catalog.references[source.source] != nil, "\(device.name).\(field): \(source.source)")
                #expect(!catalog.citation(source).isEmpty)
            }
        }
    }

    @Test func sizesArePositiveAndLandscapeIsPortraitSwapped() {
        for device in devices {
            let portrait = device.size(in: .portrait)
            let landscape = device.size(in: .landscape)
            #expect(portrait.width > 0 && portrait.height > portrait.width, "\(device.name)")
            #expect(landscape.width == portrait.height && landscape.height == portrait.width, "\(device.name)")
            #expect([2, 3].contains(device.scale), "\(device.name)")
            for orientation in DeviceOrientation.allCases {
                let insets = device.safeArea[orientation]
                #expect(insets.left + insets.right < device.size(in: orientation).width / 4, "\(device.name)")
            }
        }
    }

    @Test func phonesFollowUIKitsRulesInLandscape() {
        for device in devices where device.family == .iphone {
            #expect(device.sizeClasses.portrait == SizeClasses(horizontal: .compact, vertical: .regular))
            let landscape = device.sizeClasses.landscape
            #expect(landscape.vertical == .compact, "\(device.name)")
            // Compact bars exactly where the landscape width is compact (QMUI #633, fluentui-apple #1727).
            #expect((device.barMetrics.landscape == .compact) == (landscape.horizontal == .compact), "\(device.name)")
            #expect(device.statusBarHeight.landscape == 0, "\(device.name)")
            #expect(device.hasHomeButton == (device.safeArea.portrait.bottom == 0), "\(device.name)")
            #expect(!(device.hasNotch && device.hasDynamicIsland))
        }
    }

    @Test func iPadsHaveEveryMultitaskingWindowInBothOrientations() {
        for device in devices where device.family == .ipad {
            #expect(device.sizeClasses.landscape == SizeClasses(horizontal: .regular, vertical: .regular))
            for orientation in DeviceOrientation.allCases {
                let names = device.windows.filter { $0.orientation == orientation }.map(\.name)
                let expected =
                    orientation == .landscape ? DeviceWindow.names : DeviceWindow.names.filter { $0 != "1/2" }
                #expect(names == expected, "\(device.name) \(orientation)")
                #expect(device.window(named: "full", in: orientation)?.width == device.size(in: orientation).width)
                let widths = device.windows.filter { $0.orientation == orientation }.map(\.width)
                #expect(widths == widths.sorted(by: >), "\(device.name): windows largest first")
            }
            #expect(device.window(named: "slideOver", in: .portrait)?.horizontalSizeClass == .compact)
        }
    }
}
