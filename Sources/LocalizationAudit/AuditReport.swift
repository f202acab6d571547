import JSONFormat
import NavigationBarLayout

/// What an audit found: its findings, and pictures of the failing bars when asked.
public struct AuditReport: Sendable {
    /// The matrix laid out.
    public var matrix: AuditMatrix
    /// The bars laid out.
    public var bars: Int
    /// The findings, grouped by screen and then locale; within a screen and locale, those that hold everywhere
    /// first, then each bar's in matrix order (device, orientation, size).
    public var findings: [AuditFinding] = []
    /// The bars the solver refused, each with why (none for screens that are valid scenes).
    public var layoutFailures: [String] = []
    /// The pictures of the distinct failing bars, by screen and locale, at most the limit each.
    public var pictures: [AuditPicture] = []

    /// An empty report of `bars` bars of `matrix`.
    ///
    /// - Parameters:
    ///   - matrix: The matrix laid out.
    ///   - bars: The bars laid out.
    public init(matrix: AuditMatrix, bars: Int) {
        self.matrix = matrix
        self.bars = bars
    }

    /// The findings of the kinds in `kinds`.
    ///
    /// - Parameter kinds: The kinds.
    /// - Returns: The findings of those kinds.
    public func findings(of kinds: Set<FindingKind>) -> [AuditFinding] {
        findings.filter { kinds.contains($0.kind) }
    }
}

/// The picture of one distinct failing bar, or a note of how many more failed without one.
public struct AuditPicture: Hashable, Sendable {
    /// The screen.
    public var screen: String
    /// The locale.
    public var locale: String
    /// Where the bar was laid out; `nil` for the note of bars left out.
    public var place: AuditPlace?
    /// The PNG's bytes (empty for the note).
    public var png: [UInt8]
    /// How many distinct failing bars of the screen and locale have no picture (for the note).
    public var leftOut: Int
    /// The bar's width in points (the PNG is this times the scale wide).
    public var width: Double

    /// Creates a picture.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - locale: The locale.
    ///   - place: Where the bar was laid out, or `nil` for the note.
    ///   - png: The PNG's bytes.
    ///   - leftOut: How many distinct failing bars have no picture.
    ///   - width: The bar's width in points.
    public init(screen: String, locale: String, place: AuditPlace?, png: [UInt8], leftOut: Int = 0, width: Double = 0) {
        self.screen = screen
        self.locale = locale
        self.place = place
        self.png = png
        self.leftOut = leftOut
        self.width = width
    }
}

extension AuditFinding {
    /// The finding as an object of the JSON report (`schemas/audit-report.schema.json`).
    public var jsonValue: JSONValue {
        .members([
            ("screen", .string(screen)),
            ("element", .string(element)),
            ("locale", .string(locale)),
            ("device", device.map { .string($0) } ?? .null),
            ("orientation", orientation.map { .string($0.rawValue) } ?? .null),
            ("contentSizeCategory", contentSizeCategory.map { .string($0.rawValue) } ?? .null),
            ("boldText", .bool(boldText)),
            ("kind", .string(kind.rawValue)),
            ("text", .string(text)),
            ("shown", .string(shown)),
            ("key", key.map { .string($0) } ?? .null),
            ("detail", detail.map { .string($0) }),
            ("variant", variant.map { .string($0) }),
        ])
    }
}

extension AuditReport {
    /// The JSON report: the matrix, a count per kind, and the findings.
    public var jsonValue: JSONValue {
        var counts: [(String, JSONValue?)] = []
        for kind in FindingKind.allCases {
            counts.append((kind.rawValue, .number(Double(findings.count { $0.kind == kind }))))
        }
        return .members([
            ("schemaVersion", .number(1)),
            (
                "matrix",
                .members([
                    ("locales", .array(matrix.locales.map { .string($0) })),
                    ("devices", .array(matrix.devices.map { .string($0.name) })),
                    ("orientations", .array(matrix.orientations.map { .string($0.rawValue) })),
                    ("contentSizeCategories", .array(matrix.categories.map { .string($0.rawValue) })),
                    ("boldText", .bool(matrix.boldText)),
                    ("bars", .number(Double(bars))),
                ])
            ),
            ("counts", .members(counts)),
            ("layoutFailures", .array(layoutFailures.map { .string($0) })),
            ("findings", .array(findings.map(\.jsonValue))),
        ])
    }
}
