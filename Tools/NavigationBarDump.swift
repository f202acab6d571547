// NavigationBarDump.swift: writes a UINavigationBar's frames and text widths in the measurement format of
// docs/CALIBRATION.md, for `navbar compare` and `navbar calibrate`.
//
// UNTESTED HERE. This project builds and tests on Linux, where UIKit does not exist; this file is not part of
// the Swift package (SwiftPM does not build Tools/) and has never been compiled by the project's CI. It uses
// UIKit's public API and key-value coding of `UIBarButtonItem.view`, which is not public API and may change
// between iOS releases. Read it before you trust it, and check what it writes with `navbar compare`.
//
// Use, in an iOS app's unit or UI test target (XCTest) run in the simulator:
//
//     let controller = ...                                 // the screen the scene describes
//     let navigation = UINavigationController(rootViewController: controller)
//     window.rootViewController = navigation; window.makeKeyAndVisible()
//     navigation.view.layoutIfNeeded()
//     let json = try NavigationBarDump.measurement(
//         of: navigation.navigationBar, scene: "mail-message-390.json",
//         provenance: ["madeWith": "NavigationBarDump", "test": "\(name)"])
//     try json.write(to: URL(fileURLWithPath: "/tmp/mail-message-390.measured.json"))
//
// Give each UIBarButtonItem the scene's `id` as its accessibilityIdentifier (items without one are written
// by position, `item.right#0`, as the engine names them).

#if canImport(UIKit)
    import UIKit

    /// Dumps a navigation bar into the measurement format (docs/CALIBRATION.md).
    public enum NavigationBarDump {
        /// The measurement of `bar` as JSON data.
        ///
        /// - Parameters:
        ///   - bar: The navigation bar, laid out on screen.
        ///   - scene: The scene file this bar shows, relative to where the measurement file will be written.
        ///   - provenance: Free-form notes written under `provenance`.
        /// - Returns: The measurement document, UTF-8 JSON.
        public static func measurement(of bar: UINavigationBar, scene: String, provenance: [String: Any] = [:])
            throws -> Data
        {
            var frames: [String: Any] = [:]
            var widths: [String: Double] = [:]
            var texts: [String: String] = [:]
            let item = bar.topItem

            func record(_ key: String, _ view: UIView, label: UILabel? = nil, image: UIImageView? = nil) {
                var entry = frame(view.convert(view.bounds, to: bar))
                if let label, let text = label.text, !text.isEmpty {
                    entry["textFrame"] = frame(label.convert(label.bounds, to: bar))
                    widths[key] = Double(textWidth(text, font: label.font))
                    texts[key] = text
                }
                if let image {
                    entry["imageFrame"] = frame(image.convert(image.bounds, to: bar))
                }
                frames[key] = entry
            }

            // Bar button items, by side; the first of rightBarButtonItems is the outermost, as in the scene.
            for (side, items) in [("left", item?.leftBarButtonItems ?? []), ("right", item?.rightBarButtonItems ?? [])] {
                for (index, barItem) in items.enumerated() {
                    guard let view = barItem.value(forKey: "view") as? UIView, view.window != nil else { continue }
                    let key = barItem.accessibilityIdentifier.map { "item.\(side).\($0)" } ?? "item.\(side)#\(index)"
                    record(key, view, label: firstSubview(of: view), image: firstSubview(of: view))
                }
            }

            // The back button: its control, the chevron and the title.
            if let back = allSubviews(of: bar).first(where: { String(describing: type(of: $0)).contains("BackButton") })
            {
                frames["back"] = frame(back.convert(back.bounds, to: bar))
                if let chevron: UIImageView = firstSubview(of: back) {
                    frames["back.indicator"] = frame(chevron.convert(chevron.bounds, to: bar))
                }
                if let label: UILabel = firstSubview(of: back), let text = label.text, !text.isEmpty {
                    record("back.title", label, label: nil)
                    widths["back.title"] = Double(textWidth(text, font: label.font))
                    texts["back.title"] = text
                }
            }

            // The title and the large title: the labels showing the item's title, inline and large.
            let labels: [UILabel] = allSubviews(of: bar).compactMap { $0 as? UILabel }
            for label in labels where label.text == item?.title && label.text != nil && !label.isHidden {
                let large = sequence(first: label as UIView, next: { $0.superview })
                    .contains { String(describing: type(of: $0)).contains("LargeTitle") }
                let key = large ? "largeTitle" : "title"
                guard frames[key] == nil, label.alpha > 0 else { continue }
                record(key, label)
                widths[key] = Double(textWidth(label.text ?? "", font: label.font))
                texts[key] = label.text
            }
            if let prompt = labels.first(where: { $0.text != nil && $0.text == item?.prompt }) {
                record("prompt", prompt)
                widths["prompt"] = Double(textWidth(prompt.text ?? "", font: prompt.font))
                texts["prompt"] = prompt.text
            }

            let screen = bar.window?.screen ?? UIScreen.main
            let document: [String: Any] = [
                "$schema": "https://navigationbarlayout.invalid/schemas/measurement.schema.json",
                "schemaVersion": 1,
                "scene": scene,
                "device": [
                    "model": UIDevice.current.model + " (" + UIDevice.current.name + ")",
                    "system": UIDevice.current.systemName + " " + UIDevice.current.systemVersion,
                    "scale": Double(screen.scale),
                ],
                "provenance": provenance,
                "frames": frames,
                "textWidths": widths,
                "texts": texts,
            ]
            return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        }

        /// `{"x", "y", "width", "height"}` of `rect`.
        static func frame(_ rect: CGRect) -> [String: Double] {
            ["x": Double(rect.minX), "y": Double(rect.minY), "width": Double(rect.width), "height": Double(rect.height)]
        }

        /// The width of `text` in `font` on one line, unrounded (what the layout sees before pixel rounding).
        static func textWidth(_ text: String, font: UIFont) -> CGFloat {
            (text as NSString).size(withAttributes: [.font: font]).width
        }

        /// Every view under `view`, depth first.
        static func allSubviews(of view: UIView) -> [UIView] {
            view.subviews.flatMap { [$0] + allSubviews(of: $0) }
        }

        /// The first view of type `T` under `view` that is shown.
        static func firstSubview<T: UIView>(of view: UIView) -> T? {
            allSubviews(of: view).first { $0 is T && !$0.isHidden && $0.alpha > 0 } as? T
        }
    }
#endif
