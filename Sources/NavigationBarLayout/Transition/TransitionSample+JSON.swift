import JSONFormat

extension BarTransition {
    /// The version of transition format 1, which is not the default output's (format 2).
    @available(
        *, deprecated,
        message:
            "use GeometryFormat.standard.schemaVersion (the default output's) or GeometryFormat.version1.schemaVersion"
    )
    public static let schemaVersion = 1

    /// The transition geometry document of `docs/FORMATS.md` for `sampling`.
    ///
    /// `{"schemaVersion", "kind", "duration", "bar", "frame"}` for one progress,
    /// `{…, "frames"}` for several; `bar` is the start geometry's bar object.
    ///
    /// - Parameter sampling: The moments to give.
    /// - Returns: The document.
    public func jsonValue(sampling: TransitionRequest.Sampling) -> JSONValue {
        jsonValue(sampling: sampling, format: .standard)
    }

    /// The transition geometry document of `docs/FORMATS.md` for `sampling`, in `format`: format 2 has
    /// `schemaVersion` 2, the bar of geometry format 2, and each moment's display list (`nodes`).
    ///
    /// - Parameters:
    ///   - sampling: The moments to give.
    ///   - format: The format to write.
    /// - Returns: The document.
    public func jsonValue(sampling: TransitionRequest.Sampling, format: GeometryFormat) -> JSONValue {
        let samples: JSONValue =
            switch sampling {
            case .progress(let t): sample(at: t).jsonValue(format: format)
            case .frames(let count): .array(samples(count: count).map { $0.jsonValue(format: format) })
            }
        let key = if case .progress = sampling { "frame" } else { "frames" }
        return .object([
            JSONValue.Member("schemaVersion", .number(Double(format.schemaVersion))),
            JSONValue.Member("kind", .string(kind.rawValue)),
            JSONValue.Member("duration", .number(duration)),
            JSONValue.Member(
                "bar", format == .version2 ? JSONValue(encoding: BarInfo.Version2(bar: from.bar)) : from.bar.jsonValue),
            JSONValue.Member(key, samples),
        ])
    }

    /// The transition geometry document as JSON text: numbers rounded to 4 decimal places, no trailing newline.
    ///
    /// - Parameters:
    ///   - sampling: The moments to give.
    ///   - pretty: Whether to indent with one key a line (`true`) or write one line.
    ///   - format: The format to write (1, or 2 with each moment's display list).
    /// - Returns: The JSON text.
    public func jsonString(
        sampling: TransitionRequest.Sampling, pretty: Bool = true, format: GeometryFormat = .standard
    ) -> String {
        JSONWriter.string(jsonValue(sampling: sampling, format: format), pretty: pretty)
    }
}

extension TransitionSample {
    /// The moment in the default format (``GeometryFormat/standard``, format 2): `{"t", "height", "contentFrame",
    /// "backgroundFrame", "elements", "nodes"}`.
    public var jsonValue: JSONValue { jsonValue(format: .standard) }

    /// The moment in `format`: format 2 always has `backgroundFrame` (the whole bar as high as the moment where
    /// format 1 leaves it out) and adds the moment's display list, `nodes` (T1, T7).
    ///
    /// - Parameter format: The format to write.
    /// - Returns: The frame object.
    public func jsonValue(format: GeometryFormat) -> JSONValue {
        if format == .version2 {
            let background = format1BackgroundFrame ?? nodes.first { $0.kind == .background }?.frame
            return .members([
                ("t", .number(progress)),
                ("height", .number(height)),
                ("contentFrame", contentFrame.jsonValue),
                ("backgroundFrame", background?.jsonValue ?? .null),
                ("elements", .array(lanes.map(\.jsonValue))),
                ("nodes", .array(nodes.map { JSONValue(encoding: $0) })),
            ])
        }
        return .members([
            ("t", .number(progress)),
            ("height", .number(height)),
            ("contentFrame", contentFrame.jsonValue),
            ("backgroundFrame", format1BackgroundFrame?.jsonValue),
            ("elements", .array(lanes.map(\.jsonValue))),
        ])
    }
}

extension TransitionElement {
    /// `{"name", "origin", "partner"?, "alpha", …}` and the keys of its node as an element of format 1 (`role`,
    /// `key`, `frame`, …).
    public var jsonValue: JSONValue {
        guard case .object(let members) = Format1Element(node).jsonValue else { return .null }
        let own: [(String, JSONValue?)] = [
            ("name", .string(name)), ("origin", .string(origin.rawValue)), ("partner", partner.map { .string($0) }),
            ("alpha", .number(alpha)),
        ]
        guard case .object(let head) = JSONValue.members(own) else { return .null }
        return .object(head + members)
    }
}
