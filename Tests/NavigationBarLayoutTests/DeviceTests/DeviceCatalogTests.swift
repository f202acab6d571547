import NavigationBarLayout
import Testing

/// The bundled device catalog: look-ups, groups and did-you-mean.
@Suite struct DeviceCatalogTests {
    let catalog = DeviceCatalog.bundled

    @Test func theBundledCatalogReads() {
        #expect(catalog.unavailableReason == nil)
        #expect(!catalog.devices.isEmpty)
    }

    @Test func devicesAreFoundByNameIgnoringCase() throws {
        let device = try catalog.device(named: "iphone 15 pro")
        #expect(device.name == "iPhone 15 Pro")
        #expect(device.portraitSize == Size(width: 393, height: 852))
        #expect(device.size(in: .landscape) == Size(width: 852, height: 393))
    }

    @Test func anUnknownNameSuggestsTheNearest() {
        #expect(throws: DeviceError.unknownDevice(name: "iPhone 15 Prp", suggestion: "iPhone 15 Pro")) {
            try catalog.device(named: "iPhone 15 Prp")
        }
    }

    @Test func groupsSelectByFamily() throws {
        let phones = try catalog.group("iphone")
        let pads = try catalog.group("ipad")
        #expect(!phones.isEmpty && phones.allSatisfy { $0.family == .iphone })
        #expect(!pads.isEmpty && pads.allSatisfy { $0.family == .ipad })
        #expect(try catalog.group("all").count == phones.count + pads.count)
        #expect(try catalog.group("ipad-multitasking").allSatisfy { !$0.windows.isEmpty })
        #expect(try catalog.group("iPhone 15 Pro").map(\.name) == ["iPhone 15 Pro"])
        #expect(throws: DeviceError.unknownGroup(name: "iphones", suggestion: "iphone")) {
            try catalog.group("iphones")
        }
    }
}
