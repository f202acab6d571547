import JSONFormat

extension BarMinimization {
    /// The scene format's `navigationBarMinimization` object: `minimizationBehavior` and `restorationBehavior`,
    /// `automatic` left out.
    public var jsonValue: JSONValue {
        .members([
            ("minimizationBehavior", behavior == .automatic ? nil : .string(behavior.rawValue)),
            ("restorationBehavior", restoration == .automatic ? nil : .string(restoration.rawValue)),
        ])
    }
}

extension JSONField {
    /// A `navigationBarMinimization` object (L81): `minimizationBehavior` and `restorationBehavior`, each
    /// `automatic` when left out.
    func barMinimization() -> BarMinimization? {
        guard let object = object(keys: ["minimizationBehavior", "restorationBehavior"]) else { return nil }
        return BarMinimization(
            behavior: object.choice("minimizationBehavior", MinimizationBehavior.self) ?? .automatic,
            restoration: object.choice("restorationBehavior", MinimizationRestoration.self) ?? .automatic)
    }

    /// Geometry format 2's `minimization` object (L81): every key required.
    func minimizationGeometry() -> MinimizationGeometry? {
        guard let object = object(keys: ["minimizationBehavior", "restorationBehavior", "minimized"]) else {
            return nil
        }
        return MinimizationGeometry(
            configuration: BarMinimization(
                behavior: object.required("minimizationBehavior")?.choice(MinimizationBehavior.self) ?? .automatic,
                restoration: object.required("restorationBehavior")?.choice(MinimizationRestoration.self)
                    ?? .automatic),
            minimized: object.required("minimized")?.bool() ?? false)
    }
}

extension MinimizationGeometry: JSONEncodable {
    /// `{"minimizationBehavior", "restorationBehavior", "minimized"}` (geometry format 2's `minimization`, L81).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("minimizationBehavior", configuration.behavior)
        json.member("minimized", minimized)
        json.member("restorationBehavior", configuration.restoration)
        json.endObject()
    }
}

extension LayoutTextRow {
    /// The bar's minimization line (L81): `minimized` or `restored`, with the behaviour and restoration.
    static func minimization(_ minimization: MinimizationGeometry) -> LayoutTextRow {
        let configuration = minimization.configuration
        return LayoutTextRow(
            columns: [
                "minimize", configuration.behavior.rawValue, minimization.minimized ? "minimized" : "restored", "-",
            ],
            details: ["restoration=" + configuration.restoration.rawValue])
    }
}
