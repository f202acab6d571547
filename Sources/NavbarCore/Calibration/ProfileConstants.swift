import NavigationBarLayout

/// The numeric layout constants of a profile, found in its data: every number of its document but those that
/// are not lengths of the layout.
///
/// Left out, whatever the profile: the sections that hold no layout lengths (`iosVersions`, `transitions`,
/// `systemColors`, `appearanceBackgrounds`, `dynamicType`, `boldTextWeights`, `fonts`, `quirks`), text styles
/// (objects with a `family` or `weight`: the measured widths stand for the fonts), colours (objects with
/// `red`), and thresholds that choose between layouts rather than size one (`minWidth`, `collapseThreshold`,
/// `titleMinimumWidth`, `magnification`). Everything else (heights, margins, spacings, insets, paddings, sizes,
/// per idiom and per metrics) is a constant, so a profile with new sections gets its constants without change.
public struct ProfileConstants: Sendable {
    /// One step of a path into a JSON document.
    public enum Step: Sendable, Hashable {
        /// An object's member.
        case key(String)
        /// An array's element.
        case index(Int)
    }

    /// One constant: where it is and its value in the profile.
    public struct Constant: Sendable, Hashable {
        /// Its path in the profile document.
        public var path: [Step]
        /// Its value in the profile.
        public var value: Double

        /// Its name, as in error messages: `backButton.default.indicatorGap`, `layoutMargins[0].margin`.
        public var name: String {
            var text = ""
            for step in path {
                switch step {
                case .key(let key): text += text.isEmpty ? key : "." + key
                case .index(let index): text += "[\(index)]"
                }
            }
            return text
        }
    }

    /// Top-level sections that hold no layout lengths.
    static let skippedSections: Set<String> = [
        "name", "summary", "iosVersions", "sources", "transitions", "systemColors", "appearanceBackgrounds",
        "dynamicType", "boldTextWeights", "fonts", "quirks", "genericBackTitle", "$schema",
    ]
    /// Keys of thresholds, which choose between layouts rather than size one.
    static let thresholds: Set<String> = ["minWidth", "collapseThreshold", "titleMinimumWidth", "magnification"]

    /// The profile's document (`MetricsProfile.jsonValue`).
    public let document: JSONValue
    /// The constants, in document order.
    public let constants: [Constant]

    /// The constants of `profile`.
    ///
    /// - Parameter profile: The profile.
    public init(profile: MetricsProfile) {
        document = profile.jsonValue
        var found: [Constant] = []
        if case .object(let members) = document {
            for member in members where !Self.skippedSections.contains(member.key) {
                Self.collect(member.value, at: [.key(member.key)], into: &found)
            }
        }
        constants = found
    }

    /// Adds the numbers under `value` to `found`.
    private static func collect(_ value: JSONValue, at path: [Step], into found: inout [Constant]) {
        switch value {
        case .number(let number): found.append(Constant(path: path, value: number))
        case .array(let elements):
            for (index, element) in elements.enumerated() { collect(element, at: path + [.index(index)], into: &found) }
        case .object(let members):
            let keys = Set(members.map(\.key))
            guard keys.isDisjoint(with: ["family", "weight", "red"]) else { return }
            for member in members where !thresholds.contains(member.key) {
                collect(member.value, at: path + [.key(member.key)], into: &found)
            }
        case .null, .bool, .string: break
        }
    }

    /// The document with the constants set to `values` (one per constant, in order).
    ///
    /// - Parameter values: The constants' values, in the order of ``constants``.
    /// - Returns: The profile document with them.
    public func document(values: [Double]) -> JSONValue {
        var result = document
        for (constant, value) in zip(constants, values) where value != constant.value {
            Self.set(&result, at: constant.path[...], to: value)
        }
        return result
    }

    /// The profile with the constants set to `values`.
    ///
    /// - Parameter values: The constants' values, in the order of ``constants``.
    /// - Returns: The profile with them.
    /// - Throws: `JSONDecodingError` when a value is out of its range (a negative length).
    public func profile(values: [Double]) throws(JSONDecodingError) -> MetricsProfile {
        try MetricsProfile.decode(jsonValue: document(values: values))
    }

    /// Sets the number at `path` in `value`.
    private static func set(_ value: inout JSONValue, at path: ArraySlice<Step>, to number: Double) {
        guard let step = path.first else {
            value = .number(number)
            return
        }
        switch (step, value) {
        case (.key(let key), .object(var members)):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return }
            set(&members[index].value, at: path.dropFirst(), to: number)
            value = .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            set(&elements[index], at: path.dropFirst(), to: number)
            value = .array(elements)
        default: break
        }
    }
}
