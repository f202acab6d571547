import Foundation

extension SnapshotDiffing where Format == RGBAImage {
    /// Pictures compared pixel by pixel within `tolerance`, stored with the codec given.
    ///
    /// A mismatch says how many pixels differ and where the largest
    /// difference is, and comes with a difference image (written as
    /// `<snapshot>.failed.difference.<ext>`): pixels beyond the tolerance in
    /// red, pixels that differ within it in yellow, the rest a pale grey copy
    /// of the new picture. `RenderingSnapshotTesting` builds its PNG diffing
    /// from this one with libpng as the codec.
    ///
    /// - Parameters:
    ///   - tolerance: How far a picture may be from its reference and still match.
    ///   - pathExtension: The extension of the difference image (the codec's format).
    ///   - encode: The file bytes of an image.
    ///   - decode: The image in file bytes; throws when they hold none.
    /// - Returns: The diffing.
    public static func image(
        tolerance: ImageTolerance, pathExtension: String, encode: @escaping @Sendable (RGBAImage) throws -> Data,
        decode: @escaping @Sendable (Data) throws -> RGBAImage
    ) -> SnapshotDiffing<RGBAImage> {
        SnapshotDiffing(toData: encode, fromData: decode) { reference, actual in
            guard let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance) else {
                return nil
            }
            let artifacts = (try? encode(comparison.differenceImage)).map {
                [SnapshotArtifact(name: "difference", pathExtension: pathExtension, data: $0)]
            }
            return SnapshotDifference(message: comparison.message, artifacts: artifacts ?? [])
        }
    }
}

/// The pixel-by-pixel comparison of two pictures that do not match.
struct ImageComparison {
    /// Pixels beyond the tolerance.
    var differing = 0
    /// Pixels compared (of the larger size when the sizes differ).
    var total = 0
    /// The largest channel difference and where it is.
    var largest = (difference: 0, x: 0, y: 0)
    /// The message of the failure.
    var message = ""
    /// Red where pixels differ beyond the tolerance, yellow within it, else pale grey.
    var differenceImage: RGBAImage

    /// Compares `actual` with `reference`; `nil` when they match within `tolerance`.
    init?(reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance) {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        let sameSize = reference.width == actual.width && reference.height == actual.height
        if sameSize, reference.pixels == actual.pixels { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let old = reference.pixels
        let new = actual.pixels
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                // A pixel of only one of the pictures differs whatever the tolerance.
                var difference = 255
                let inBoth = x < reference.width && y < reference.height && x < actual.width && y < actual.height
                if inBoth {
                    let a = (y * reference.width + x) * 4
                    let b = (y * actual.width + x) * 4
                    difference = 0
                    for channel in 0..<4 {
                        difference = max(difference, abs(Int(old[a + channel]) - Int(new[b + channel])))
                    }
                }
                if difference > largest.difference { largest = (difference, x, y) }
                if !inBoth || difference > tolerance.perPixel {
                    differing += 1
                    pixels[index] = 255
                    pixels[index + 3] = 255
                } else if difference > 0 {
                    pixels[index] = 255
                    pixels[index + 1] = 200
                    pixels[index + 3] = 255
                } else {
                    let b = (y * actual.width + x) * 4
                    let grey = Self.pale(red: new[b], green: new[b + 1], blue: new[b + 2], alpha: new[b + 3])
                    pixels[index] = grey
                    pixels[index + 1] = grey
                    pixels[index + 2] = grey
                    pixels[index + 3] = 255
                }
            }
        }
        total = width * height
        differenceImage = RGBAImage(width: width, height: height, pixels: pixels)
        let allowed = tolerance.share * Double(total)
        if sameSize, Double(differing) <= allowed + 1e-9 { return nil }
        var lines: [String] = []
        if !sameSize {
            lines.append(
                "The picture is \(actual.width) × \(actual.height) pixels; the reference is "
                    + "\(reference.width) × \(reference.height).")
        }
        lines.append(
            "\(differing) of \(total) pixels (\(Self.percent(Double(differing) / Double(max(total, 1))))) differ by "
                + "more than \(tolerance.perPixel) in a channel; at most \(Self.percent(tolerance.share)) may.")
        lines.append(
            "The largest difference is \(largest.difference) (of 255), first at x \(largest.x), y \(largest.y).")
        message = lines.joined(separator: "\n")
    }

    /// A pale grey of a pixel's lightness over white, so differences stand out.
    static func pale(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt8 {
        let opacity = Double(alpha) / 255
        let luma = 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
        let over = luma * opacity + 255 * (1 - opacity)
        return UInt8(190 + (over * 65 / 255).rounded())
    }

    /// `0.2%`, `12.35%`: a share as a percentage with at most two decimals.
    static func percent(_ share: Double) -> String {
        let hundredths = (share * 10_000).rounded()
        let whole = Int(hundredths) / 100
        let rest = Int(hundredths) % 100
        if rest == 0 { return "\(whole)%" }
        return rest % 10 == 0 ? "\(whole).\(rest / 10)%" : "\(whole).\(rest < 10 ? "0" : "")\(rest)%"
    }
}
