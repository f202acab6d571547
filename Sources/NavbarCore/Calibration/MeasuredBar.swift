import NavigationBarLayout

/// What was measured of one bar on a device: its nodes' frames and its texts' widths (`docs/CALIBRATION.md`).
///
/// A measurement names its nodes by the display list's keys as geometry format 2 writes them (`back`,
/// `back.title`, `item.right.reply`, `item.right#2`, `title`), so that `navbar compare` and `navbar calibrate`
/// pair them with the engine's nodes.
public struct MeasuredBar: Sendable {
    /// The scene that was measured, when the file names it.
    public enum SceneSource: Sendable, Hashable {
        /// A scene file, relative to the measurement file's folder (or absolute).
        case file(String)
        /// The scene itself, inline.
        case inline(JSONValue)
    }

    /// The device the bar was measured on.
    public struct Device: Sendable, Hashable {
        /// The model, like `iPhone 15 Pro`, if given.
        public var model: String?
        /// The system, like `iOS 17.5`, if given.
        public var system: String?
        /// The screen's scale (pixels per point); the engine rounds to this grid when it lays the scene out.
        public var scale: Double

        /// Creates a device description.
        ///
        /// - Parameters:
        ///   - model: The model, if known.
        ///   - system: The system, if known.
        ///   - scale: The screen's scale.
        public init(model: String? = nil, system: String? = nil, scale: Double) {
            self.model = model
            self.system = system
            self.scale = scale
        }
    }

    /// A node's measured frames: its frame, and an item's title and image frames where the device gave them.
    public struct NodeFrames: Sendable, Hashable {
        /// The node's frame.
        public var frame: Frame
        /// An item's title frame, in bar coordinates.
        public var textFrame: Frame?
        /// An item's image frame, in bar coordinates.
        public var imageFrame: Frame?

        /// Creates a node's frames.
        ///
        /// - Parameters:
        ///   - frame: The node's frame.
        ///   - textFrame: An item's title frame.
        ///   - imageFrame: An item's image frame.
        public init(frame: Frame, textFrame: Frame? = nil, imageFrame: Frame? = nil) {
            self.frame = frame
            self.textFrame = textFrame
            self.imageFrame = imageFrame
        }
    }

    /// The scene that was measured, if the file names one.
    public var scene: SceneSource?
    /// The device.
    public var device: Device
    /// Free-form notes on how and when it was measured.
    public var provenance: JSONValue?
    /// The measured frames by node key, in the file's order.
    public var frames: [(key: String, frames: NodeFrames)]
    /// Each text's measured width by node key, in the file's order.
    public var textWidths: [(key: String, width: Double)]
    /// The text each text node showed on the device, by node key, where the file gives it.
    public var texts: [String: String]

    /// Creates a measurement.
    ///
    /// - Parameters:
    ///   - scene: The scene that was measured, if known.
    ///   - device: The device.
    ///   - provenance: Free-form notes.
    ///   - frames: The measured frames by node key.
    ///   - textWidths: The measured text widths by node key.
    ///   - texts: The texts shown, by node key.
    public init(
        scene: SceneSource? = nil, device: Device, provenance: JSONValue? = nil,
        frames: [(key: String, frames: NodeFrames)],
        textWidths: [(key: String, width: Double)] = [], texts: [String: String] = [:]
    ) {
        self.scene = scene
        self.device = device
        self.provenance = provenance
        self.frames = frames
        self.textWidths = textWidths
        self.texts = texts
    }

    /// The measured frame of the node `key`, if the file lists it.
    ///
    /// - Parameter key: A node key.
    /// - Returns: Its measured frame, or `nil`.
    public func frame(of key: String) -> Frame? {
        frames.first { $0.key == key }?.frames.frame
    }
}
