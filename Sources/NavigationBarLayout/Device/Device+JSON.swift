import JSONFormat

extension Device {
    /// The device as the catalog file writes it (`docs/FORMATS.md`, device catalog), with each value's source
    /// as `{"label", "source"}`; a source naming a reference of `catalog` is written as its citation.
    ///
    /// - Parameter catalog: The catalog whose references resolve the sources.
    /// - Returns: The device object.
    public func jsonValue(citingFrom catalog: DeviceCatalog = .bundled) -> JSONValue {
        let cutout = hasDynamicIsland ? "dynamicIsland" : hasNotch ? "notch" : "none"
        let sourceMembers = sources.sorted { $0.key < $1.key }.map { key, source in
            JSONValue.Member(
                key, ["label": .string(source.label.rawValue), "source": .string(catalog.citation(source))])
        }
        return .members([
            ("name", .string(name)), ("family", .string(family.rawValue)),
            ("systems", .array(systems.map { .string($0) })),
            ("portraitSize", ["width": .number(portraitSize.width), "height": .number(portraitSize.height)]),
            ("scale", .number(scale)),
            ("safeArea", perOrientation(safeArea) { $0.jsonValue }),
            ("statusBarHeight", perOrientation(statusBarHeight) { .number($0) }),
            ("cutout", .string(cutout)), ("homeButton", .bool(hasHomeButton)),
            ("sizeClasses", perOrientation(sizeClasses) { $0.jsonValue }),
            ("barMetrics", perOrientation(barMetrics) { .string($0.rawValue) }),
            ("windows", windows.isEmpty ? nil : .array(windows.map(\.jsonValue))),
            ("sources", .object(sourceMembers)),
        ])
    }

    /// `{"portrait", "landscape"}` of `values`, each written by `write`.
    private func perOrientation<Value>(_ values: PerOrientation<Value>, _ write: (Value) -> JSONValue) -> JSONValue {
        ["portrait": write(values.portrait), "landscape": write(values.landscape)]
    }
}

extension ScreenInsets {
    /// `{"top", "left", "bottom", "right"}`.
    var jsonValue: JSONValue {
        ["top": .number(top), "left": .number(left), "bottom": .number(bottom), "right": .number(right)]
    }
}

extension SizeClasses {
    /// `{"horizontal", "vertical"}`.
    var jsonValue: JSONValue {
        ["horizontal": .string(horizontal.rawValue), "vertical": .string(vertical.rawValue)]
    }
}

extension DeviceWindow {
    /// `{"name", "orientation", "width", "horizontalSizeClass"}`.
    var jsonValue: JSONValue {
        [
            "name": .string(name), "orientation": .string(orientation.rawValue), "width": .number(width),
            "horizontalSizeClass": .string(horizontalSizeClass.rawValue),
        ]
    }
}
