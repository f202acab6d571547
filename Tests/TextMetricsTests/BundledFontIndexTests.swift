import CHarfBuzz
import Foundation
import Testing

@testable import TextMetrics

/// The bundled font index agrees with what FreeType and HarfBuzz read from the files.
@Suite struct BundledFontIndexTests {
    /// Every bundled font file, read eagerly (FreeType for the names, HarfBuzz for the units per em).
    static func readBundledFiles() throws -> [(name: String, byteCount: Int, faces: [(FaceInfo, Int32)])] {
        let loader = FreeTypeLoader()
        var result: [(name: String, byteCount: Int, faces: [(FaceInfo, Int32)])] = []
        for path in try FontFiles.list(directory: fontsDirectory) {
            let byteCount = try FreeTypeLoader.checkReadable(path)
            let blob = hb_blob_create_from_file_or_fail(path)!
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            let data = UnsafeRawBufferPointer(start: hb_blob_get_data(blob, &length), count: Int(length))
            let faces = try loader.faces(inFile: path, data: data).map { info in
                let face = hb_face_create(blob, UInt32(info.index))
                defer { hb_face_destroy(face) }
                return (info, Int32(hb_face_get_upem(face)))
            }
            result.append((FilePath.lastComponent(path), byteCount, faces))
        }
        return result
    }

    @Test func everyBundledFileIsIndexedAsFreeTypeReadsIt() throws {
        let files = try Self.readBundledFiles()
        #expect(files.map(\.name) == BundledFontIndex.files.map(\.name).sorted())
        for file in files {
            let path = fontsDirectory + "/" + file.name
            let indexed = BundledFontIndex.faces(fileName: file.name, byteCount: file.byteCount, path: path)
            #expect(indexed != nil, "\(file.name) (\(file.byteCount) bytes) is not in the index: \(file.faces)")
            #expect(indexed?.map(\.0) == file.faces.map(\.0), "\(file.name)")
            #expect(indexed?.map(\.1) == file.faces.map(\.1), "\(file.name)")
        }
    }
}

/// Bundled faces are opened when a text first needs them.
@Suite struct LazyFontLoadingTests {
    /// Whether `family`'s first bundled face has been opened in `library`.
    func isOpened(_ family: String, in library: FontLibrary) -> Bool {
        library.state.withLock { state in
            state.byFamily[family.lowercased()]!.contains { state.faces[$0].isOpened }
        }
    }

    @Test func latinTextOpensOnlyThePrimaryFace() throws {
        let library = try FontLibrary(includeSystemFonts: false)
        let measurer = TextMeasurer(library: library)
        #expect(library.families == bundledFamilyNames)
        #expect(!isOpened("Inter", in: library))
        _ = try measurer.measure("Settings", style: style())
        #expect(isOpened("Inter", in: library))
        #expect(!isOpened("DejaVu Sans", in: library))
        #expect(!isOpened("Droid Sans Fallback", in: library))
        // Hebrew is found in DejaVu Sans, the first fallback; CJK needs Droid Sans Fallback.
        #expect(try measurer.measure("הגדרות", style: style()).runs.map(\.face) == ["DejaVu Sans Book"])
        #expect(!isOpened("Droid Sans Fallback", in: library))
        #expect(try measurer.measure("设置", style: style()).runs.map(\.face) == ["Droid Sans Fallback Regular"])
        #expect(isOpened("Droid Sans Fallback", in: library))
    }

    @Test func aBundledFileThatCannotBeUsedThrowsAtFirstUse() throws {
        // A copy of the bundled directory whose DejaVu Sans has the indexed size but no font in it.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["Inter-roman.var.ttf", "DroidSansFallbackFull.ttf", "DejaVuSans-Bold.ttf"] {
            try FileManager.default.copyItem(atPath: fontsDirectory + "/" + name, toPath: directory + "/" + name)
        }
        let garbage = [UInt8](repeating: 7, count: 759_720)
        try Data(garbage).write(to: URL(fileURLWithPath: directory + "/DejaVuSans.ttf"))
        let library = try FontLibrary(fontsDirectory: directory, includeSystemFonts: false)
        let measurer = TextMeasurer(library: library)
        let path = LibraryState.realPath(directory) + "/DejaVuSans.ttf"
        let error = TextMetricsError.fontFileInvalid(path: path, reason: "HarfBuzz found no glyphs in face 0")
        #expect(textMetricsError { _ = try measurer.measure("Edit", style: style("DejaVu Sans")) } == error)
        // As a fallback it covers nothing: Hebrew is missing, Latin is still measured with Inter.
        #expect(try measurer.measure("הגדרות", style: style()).missingCharacters.count == 6)
        #expect(try measurer.measure("Edit", style: style()).width > 0)
    }
}
