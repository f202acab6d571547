import NavigationBarLayout
import TextMetrics

extension SceneLayouter {
    /// A problem for each text of the scene in `json` with characters no font of the measurer has,
    /// naming the field, the code points and the fonts tried (`navbar validate`).
    ///
    /// - Parameters:
    ///   - json: The scene document.
    ///   - file: The file it was read from, as given (for profile paths).
    /// - Returns: The problems, in scene order; none when every character has a font.
    /// - Throws: As ``prepare(json:file:)``.
    public func missingCharacterProblems(json: [UInt8], file: String) throws(CLIError) -> [InputProblem] {
        let (scene, profile) = try prepare(json: json, file: file)
        // The scene's and profile's font files are tried too.
        let measurer: any TextMeasuring
        do { measurer = try Scene.measurer(for: scene, profile: profile, base: self.measurer) } catch {
            throw CLIError(problems: InputProblem.layout(error))
        }
        let reports: [MissingCharacters]
        do { reports = try scene.missingCharacters(profile: profile, measurer: measurer) } catch {
            return [InputProblem(message: error.description)]
        }
        return reports.map { report in
            var message = "characters no font has: \(report.codePoints) in \"\(report.text)\""
            if let chain = try? (measurer as? TextMeasurer)?.fallbackChain(for: report.style) {
                var families: [String] = []
                for face in chain where !families.contains(face.family) { families.append(face.family) }
                message += "; fonts tried: " + families.joined(separator: ", ")
            }
            return InputProblem(path: report.path, message: message)
        }
    }
}
