import JSONFormat

extension BarColors: JSONEncodable {
    /// `{"backdrop", "background", "barMaterial", "label", "secondaryLabel", "separator", "tint"}`, every key
    /// present (`backdrop` `null` for a transparent picture).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("backdrop", backdrop)
        json.member("background", background)
        json.member("barMaterial", barMaterial)
        json.member("label", label)
        json.member("secondaryLabel", secondaryLabel)
        json.member("separator", separator)
        json.member("tint", tint)
        json.endObject()
    }
}

extension StatusBarBand: JSONEncodable {
    /// `{"height", "island", "time", "timeFrame"}`, every key present (`island` `null` without one).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("height", height)
        json.member("island", island)
        json.member("time", time)
        json.member("timeFrame", timeFrame)
        json.endObject()
    }
}

extension JSONField {
    /// A bar's resolved `colors` (format 2): every colour required, `backdrop` may be `null`.
    func barColors() -> BarColors? {
        let keys = ["backdrop", "background", "barMaterial", "label", "secondaryLabel", "separator", "tint"]
        guard let object = object(keys: keys) else { return nil }
        let black = Color(red: 0, green: 0, blue: 0)
        func color(_ key: String) -> Color { object.required(key)?.color() ?? black }
        return BarColors(
            label: color("label"), secondaryLabel: color("secondaryLabel"), tint: color("tint"),
            barMaterial: color("barMaterial"), separator: color("separator"), background: color("background"),
            backdrop: object.nullable("backdrop")?.color())
    }

    /// A bar's `statusBar` band (format 2): every key required, `island` may be `null`.
    func statusBarBand() -> StatusBarBand? {
        guard let object = object(keys: ["height", "island", "time", "timeFrame"]) else { return nil }
        let empty = Frame(x: 0, y: 0, width: 0, height: 0)
        return StatusBarBand(
            height: object.required("height")?.number(.nonNegative) ?? 0,
            timeFrame: object.required("timeFrame")?.frame() ?? empty, island: object.nullable("island")?.frame(),
            time: object.required("time")?.string() ?? "")
    }
}

extension BarInfo {
    /// Reads this bar's colours from geometry: those its profile resolves (a bundled profile's system colours
    /// for its style, else the iOS 5–7 look of `barStyle`) when `read` is absent (format 1) or agrees with them
    /// to the 4 decimal places JSON carries, so that geometry reads back exactly; else `read` as written.
    ///
    /// - Parameter read: The `colors` written, if any.
    mutating func readColors(_ read: BarColors?) {
        systemColors = (try? ProfileLibrary.layouter(.bundled(profile)))?.systemColors
        givenColors = nil
        guard let read, !read.agrees(with: colors) else { return }
        givenColors = Shared(read)
    }
}

extension BarColors {
    /// Whether every colour agrees with `other`'s to 4 decimal places.
    func agrees(with other: BarColors) -> Bool {
        func close(_ a: Color?, _ b: Color?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy {
                abs($0) <= 0.00005 + 1e-12
            }
        }
        return close(label, other.label) && close(secondaryLabel, other.secondaryLabel) && close(tint, other.tint)
            && close(barMaterial, other.barMaterial) && close(separator, other.separator)
            && close(background, other.background) && close(backdrop, other.backdrop)
    }
}
