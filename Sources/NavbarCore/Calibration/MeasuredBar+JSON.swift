import NavigationBarLayout

extension MeasuredBar {
    /// The keys of a measurement object.
    static let jsonKeys = [
        "$schema", "schemaVersion", "scene", "device", "provenance", "frames", "textWidths", "texts",
    ]
    /// The keys of nodes that are not items: every kind's key as geometry format 2 writes it.
    static let fixedNodeKeys = [
        "background", "shadow", "prompt", "back", "back.indicator", "back.image", "back.title", "title", "titleView",
        "largeTitle", "overflow",
    ]

    /// Decodes a measurement document (`docs/CALIBRATION.md`), collecting every problem.
    ///
    /// - Parameter json: The UTF-8 bytes of a measurement document.
    /// - Returns: The measurement.
    /// - Throws: `JSONDecodingError` with every problem found: one syntax error (with its line and column), or
    ///   every value that does not fit (with its path: `frames.title.width: is required`).
    public static func decode(json: [UInt8]) throws(JSONDecodingError) -> MeasuredBar {
        try JSONReader.read(json) { $0.measuredBar() }.get()
    }

    /// Decodes a measurement document from a string.
    ///
    /// - Parameter json: A measurement document.
    /// - Returns: The measurement.
    /// - Throws: `JSONDecodingError` with every problem found.
    public static func decode(json: String) throws(JSONDecodingError) -> MeasuredBar {
        try decode(json: Array(json.utf8))
    }

    /// Whether `key` is a display-list node key as geometry format 2 writes it (`title`, `item.right.reply`,
    /// `item.left#0`, `representative.center.format`).
    ///
    /// - Parameter key: A node key.
    /// - Returns: Whether it has the form of one.
    public static func isNodeKey(_ key: String) -> Bool {
        if fixedNodeKeys.contains(key) { return true }
        for prefix in ["item.", "representative."] where key.hasPrefix(prefix) {
            let rest = key.dropFirst(prefix.count)
            for side in NodeSide.allCases.map(\.rawValue) where rest.hasPrefix(side) {
                let tail = rest.dropFirst(side.count)
                if tail.hasPrefix("."), tail.count > 1 { return true }
                if tail.hasPrefix("#"), tail.count > 1, tail.dropFirst().allSatisfy(\.isASCII),
                    Int(tail.dropFirst()) != nil
                {
                    return true
                }
            }
        }
        return false
    }

    /// The problem with a key that is not a node key: a did-you-mean, or the forms keys take.
    static func nodeKeyMessage(_ key: String) -> String {
        let forms =
            "keys: " + fixedNodeKeys.joined(separator: ", ") + ", item.SIDE.ID, item.SIDE#N, representative.SIDE.ID"
        if let suggestion = Suggestion.closest(to: key, among: fixedNodeKeys) {
            return "is not a display-list node key; did you mean '\(suggestion)'? (\(forms))"
        }
        return "is not a display-list node key (\(forms))"
    }
}

extension JSONObjectReader {
    /// The frame of this object's `x`, `y`, `width` and `height` (all required, the sizes not negative).
    func measuredFrame() -> Frame? {
        let x = required("x")?.number()
        let y = required("y")?.number()
        let width = required("width")?.number(.nonNegative)
        let height = required("height")?.number(.nonNegative)
        guard let x, let y, let width, let height else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }
}

extension JSONField {
    /// A measurement document.
    func measuredBar() -> MeasuredBar? {
        guard let object = object(keys: MeasuredBar.jsonKeys) else { return nil }
        _ = object.string("$schema")
        if let version = object.optional("schemaVersion"), let number = version.number(), number != 1 {
            reader.report("must be 1 (the only version of the measurement format)", at: version.path)
        }
        let scene = object.optional("scene").flatMap { $0.measuredScene() }
        let device = object.required("device")?.measuredDevice()
        let provenance = object.optional("provenance")?.value
        let frames = object.required("frames")?.keyedByNode { $0.measuredNodeFrames() }
        let widths = object.optional("textWidths")?.keyedByNode { $0.number(.nonNegative) } ?? []
        let texts = object.optional("texts")?.keyedByNode { $0.string() } ?? []
        if let textsField = object.optional("texts") {
            for (key, _) in texts where !widths.contains(where: { $0.key == key }) {
                reader.report("has no width in 'textWidths'", at: textsField.path.appending(key))
            }
        }
        guard let device, let frames else { return nil }
        return MeasuredBar(
            scene: scene, device: device, provenance: provenance, frames: frames.map { ($0.key, $0.value) },
            textWidths: widths.map { ($0.key, $0.value) },
            texts: Dictionary(texts, uniquingKeysWith: { first, _ in first }))
    }

    /// `scene`: a file path (a non-empty string) or a scene object.
    func measuredScene() -> MeasuredBar.SceneSource? {
        if stringValue != nil {
            guard let path = string(), !path.isEmpty else { return fail("must be a non-empty path or a scene object") }
            return .file(path)
        }
        guard anyObject() != nil else { return nil }
        return .inline(value)
    }

    /// `device`: `{"model", "system", "scale"}`.
    func measuredDevice() -> MeasuredBar.Device? {
        guard let object = object(keys: ["model", "system", "scale"]) else { return nil }
        let model = object.string("model")
        let system = object.string("system")
        guard let scale = object.required("scale")?.number(.range(Scene.scaleRange)) else { return nil }
        return MeasuredBar.Device(model: model, system: system, scale: scale)
    }

    /// A node's frames: `{"x", "y", "width", "height", "textFrame", "imageFrame"}`, the last two optional frames.
    func measuredNodeFrames() -> MeasuredBar.NodeFrames? {
        guard let object = object(keys: ["x", "y", "width", "height", "textFrame", "imageFrame"]) else { return nil }
        let frame = object.measuredFrame()
        let text = object.optional("textFrame").map { $0.object(keys: Self.frameKeys)?.measuredFrame() }
        let image = object.optional("imageFrame").map { $0.object(keys: Self.frameKeys)?.measuredFrame() }
        guard let frame, text != .some(nil), image != .some(nil) else { return nil }
        return MeasuredBar.NodeFrames(frame: frame, textFrame: text ?? nil, imageFrame: image ?? nil)
    }

    /// The keys of a frame.
    static let frameKeys = ["x", "y", "width", "height"]

    /// An object keyed by node keys, each value read by `read`; a key that is not a node key is reported.
    func keyedByNode<T>(_ read: (JSONField) -> T?) -> [(key: String, value: T)]? {
        guard let object = anyObject() else { return nil }
        var values: [(key: String, value: T)] = []
        for member in object.members {
            guard let field = object.member(member.key) else { continue }
            guard MeasuredBar.isNodeKey(member.key) else {
                reader.report(MeasuredBar.nodeKeyMessage(member.key), at: field.path)
                continue
            }
            if let value = read(field) { values.append((member.key, value)) }
        }
        return values
    }
}
