import Foundation

/// Checks of what a successful result promises; a broken promise is a finding.
///
/// Crashes, hangs and sanitizer reports are findings whatever this says. With
/// `NAVBAR_FUZZ_CHECKS=0` in the environment the checks below are skipped, so a
/// run can look for crashes past a known broken promise.
public enum FuzzCheck {
    /// Whether the checks run (`NAVBAR_FUZZ_CHECKS` is not `0`).
    public static let enabled = ProcessInfo.processInfo.environment["NAVBAR_FUZZ_CHECKS"] != "0"

    /// Stops the run with `message` when `condition` is false and checks are enabled.
    public static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard enabled, !condition() else { return }
        fatalError("fuzz check failed: \(message())")
    }

    /// Checks geometry JSON as written: it parses, and every frame (an object with
    /// `x`, `y`, `width`, `height`) has finite numbers and a non-negative size.
    public static func geometryJSON(_ json: String) {
        guard enabled else { return }
        guard let data = json.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) else {
            fatalError("fuzz check failed: geometry JSON does not parse: \(json.prefix(300))")
        }
        checkFrames(object, path: "")
    }

    /// Walks `value`, checking every frame under `path`.
    private static func checkFrames(_ value: Any, path: String) {
        if let array = value as? [Any] {
            for (index, element) in array.enumerated() { checkFrames(element, path: "\(path)[\(index)]") }
        } else if let object = value as? [String: Any] {
            let keys = ["x", "y", "width", "height"]
            if keys.allSatisfy({ object[$0] != nil }) {
                for key in keys {
                    let number = (object[key] as? NSNumber)?.doubleValue
                    require(number?.isFinite == true, "\(path).\(key) is \(String(describing: object[key]!))")
                }
                for key in ["width", "height"] {
                    let number = (object[key] as? NSNumber)?.doubleValue ?? 0
                    require(number >= 0, "\(path).\(key) is negative: \(number)")
                }
            }
            for (key, element) in object { checkFrames(element, path: path.isEmpty ? key : "\(path).\(key)") }
        }
    }
}
