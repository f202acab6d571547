import NavbarCore
import NavigationBarLayout
import NavigationBarRendering
import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RenderCommand {
    /// Decodes the scene `json` read from `file`, applies the command line's options and draws it.
    static func draw(
        json: [UInt8], file: String, options: Options, layouter: SceneLayouter, renderer: BarRenderer,
        scale: Double? = nil
    ) throws(CLIError) -> Drawing {
        var (scene, profile) = try layouter.prepare(json: json, file: file)
        if let scale = scale ?? options.scale { scene.scale = scale }
        // Laid out by the layouter, so a scene's problems have the same statuses as in `layout`.
        let geometry = try layouter.solve(scene, profile: profile)
        if let measurer = layouter.measurer as? TextMeasurer {
            noteBitmapFamilies(bitmapFamilies(in: geometry, measurer: measurer), source: SceneInput.displayName(file))
        }
        // A scene with font files of its own is drawn with the measurer that measured it (its glyphs).
        let fonts = scene.fonts.followed(by: profile.fonts)
        let drawer = fonts.isEmpty ? renderer : renderer.withFallbackFonts(fonts)
        return try drawn { () throws(RenderError) in try drawer.drawing(geometry: geometry, debug: options.debug) }
    }

    /// What `make` returns; its error as the command line reports it (a layout's problems, a font's, others 65).
    static func drawn<Value>(_ make: () throws(RenderError) -> Value) throws(CLIError) -> Value {
        do throws(RenderError) {
            return try make()
        } catch {
            switch error {
            case .layout(let error): throw CLIError(problems: InputProblem.layout(error))
            case .text(let error): throw CLIError(problems: [InputProblem.measurement(error)])
            default: throw CLIError(problems: [InputProblem(message: error.description)])
            }
        }
    }

    /// Draws every `*.json` scene of `folder` into one gallery picture, in name order; transition requests
    /// (`transition-*.json`) are not scenes and are left out.
    ///
    /// Every scene is drawn at the gallery's scale; a scene that cannot be
    /// read or laid out appears with its first error instead of a picture.
    ///
    /// - Returns: the picture, and the error of each scene that failed, in name order.
    static func gallery(folder: String, options: Options, layouter: SceneLayouter, renderer: BarRenderer)
        throws(CLIError) -> (Drawing, failures: [String])
    {
        guard let type = FilePath.fileType(folder) else { throw .noInput("\(folder): no such folder") }
        guard type == S_IFDIR else { throw .noInput("\(folder): is a file, not a folder") }
        guard let names = FilePath.entryNames(inDirectory: folder) else {
            throw .noInput("\(folder): cannot be read")
        }
        let scenes = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix("transition-") }.sorted()
        guard !scenes.isEmpty else {
            throw .usage("\(folder): has no scene files (*.json); a gallery needs at least one")
        }
        let path = folder.hasSuffix("/") ? folder : folder + "/"
        let scale = options.scale ?? 2
        var entries: [GalleryEntry] = []
        var failures: [String] = []
        for name in scenes {
            let content: Result<Drawing, RenderError>
            do {
                let bytes = try SceneInput.read(path + name)
                do {
                    content = .success(
                        try draw(
                            json: bytes, file: path + name, options: options, layouter: layouter,
                            renderer: renderer, scale: scale))
                } catch {
                    content = .failure(.input(error.problems[0].in(file: name).description))
                }
            } catch {
                content = .failure(.input(error.description))
            }
            if case .failure(let error) = content { failures.append(error.description) }
            entries.append(GalleryEntry(name: String(name.dropLast(5)), content: content))
        }
        do { return (try renderer.gallery(entries, scale: scale, columns: options.columns), failures) } catch {
            throw .failure(error.description)
        }
    }

    /// Writes `drawing` of `source` (a scene file or a folder) as `format` (`svg` or `png`) to the
    /// file `output`, or to standard output for `-`.
    ///
    /// The picture is made before anything is written, and a file is written atomically
    /// (`OutputTarget`), so a failure writes nothing.
    static func write(_ drawing: Drawing, to output: String, format: String, source: String) throws(CLIError) {
        let bytes: [UInt8]
        if format == "svg" {
            bytes = Array(drawing.svg().utf8)
        } else {
            do { bytes = try drawing.png() } catch { throw .data("\(source): \(error.description)") }
        }
        try write(bytes: bytes, to: output)
    }

    /// Writes the picture file `bytes` to the file `output` atomically (`OutputTarget`), or to standard
    /// output for `-`.
    static func write(bytes: [UInt8], to output: String) throws(CLIError) {
        let target = try OutputTarget(path: output, fileName: "a file name ending in '.svg', '.png', '.gif' or '.apng'")
        try target.write(bytes: bytes)
        try target.commit()
    }
}
