import Foundation
import Testing

@testable import TextMetrics

@Suite struct FontLibraryTests {
    @Test func pathArithmeticMatchesFoundationsRules() {
        #expect(FilePath.deletingLastComponent("/a/b/c") == "/a/b")
        #expect(FilePath.deletingLastComponent("/a/b/") == "/a")
        #expect(FilePath.deletingLastComponent("/a") == "/")
        #expect(FilePath.deletingLastComponent("/") == "/")
        #expect(FilePath.deletingLastComponent("a") == "")
        #expect(FilePath.appending("/a", "Fonts") == "/a/Fonts")
        #expect(FilePath.appending("/", "Fonts") == "/Fonts")
        #expect(FilePath.appending("", "Fonts") == "Fonts")
        #expect(FilePath.pathExtension("Inter.TTF") == "TTF")
        #expect(FilePath.pathExtension("README") == "")
        #expect(FilePath.pathExtension(".ttf") == "")
    }

    @Test func bundledFamilies() {
        #expect(bundledLibrary.families == bundledFamilyNames)
        #expect(bundledLibrary.faces(family: "dejavu sans").map(\.styleName) == ["Bold", "Book"])
        #expect(bundledLibrary.faces(family: "Nope").isEmpty)
    }

    @Test func addedFontFileMakesItsFamilyResolvable() throws {
        let library = try FontLibrary(fontsDirectory: nil, includeSystemFonts: false)
        let error = textMetricsError { _ = try library.face(family: "DejaVu Sans", weight: .regular) }
        #expect(error == .unknownFamily("DejaVu Sans", known: []))
        let faces = try library.add(fontFile: fontsDirectory + "/DejaVuSans-Bold.ttf")
        #expect(faces.map(\.name) == ["DejaVu Sans Bold"])
        // Adding the same file twice is harmless.
        #expect(try library.add(fontFile: fontsDirectory + "/DejaVuSans-Bold.ttf") == faces)
        #expect(try library.face(family: "dejavu sans", weight: .regular).weight == 700)
        try library.add(fontFile: fontsDirectory + "/DejaVuSans.ttf")
        #expect(try library.face(family: "DejaVu Sans", weight: .regular).weight == 400)
        #expect(library.families == ["DejaVu Sans"])
    }

    @Test func measurerSeesFontsAddedLater() throws {
        let library = try FontLibrary(fontsDirectory: nil, includeSystemFonts: false)
        try library.add(fontFile: fontsDirectory + "/Inter-roman.var.ttf")
        let measurer = TextMeasurer(library: library)
        #expect(try measurer.measure("你好", style: style()).missingCharacters == ["你", "好"])
        try library.add(directory: fontsDirectory)
        #expect(try measurer.measure("你好", style: style()).missingCharacters.isEmpty)
    }

    @Test func locatesTheFontsDirectory() throws {
        let found = try FontLibrary.locateFontsDirectory()
        #expect(FileManager.default.fileExists(atPath: found + "/Inter-roman.var.ttf"))
    }

    @Test func locationOrder() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for directory in ["env", "prefix/bin", "prefix/share/navigationbarlayout/Fonts", "tree/Fonts", "tree/a/b"] {
            try manager.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        for directory in ["env", "prefix/share/navigationbarlayout/Fonts", "tree/Fonts"] {
            _ = manager.createFile(atPath: root + "/" + directory + "/Inter-roman.var.ttf", contents: Data([0]))
        }
        let real = LibraryState.realPath(root)
        let none = "/nonexistent-\(UUID().uuidString)"
        func locate(_ environment: String?, _ executable: String?, _ source: String) throws -> String {
            try FontLibrary.locateFontsDirectory(
                environmentValue: environment, executablePath: executable, sourceFile: source)
        }
        #expect(try locate(root + "/env", root + "/tree/a/b/tool", none + "/x/y/z.swift") == real + "/env")
        #expect(try locate(none, root + "/tree/a/b/tool", none + "/x/y/z.swift") == real + "/tree/Fonts")
        #expect(
            try locate(nil, root + "/prefix/bin/navbar", none + "/x/y/z.swift")
                == real + "/prefix/share/navigationbarlayout/Fonts")
        #expect(try locate(nil, nil, root + "/tree/Sources/TextMetrics/File.swift") == real + "/tree/Fonts")
        let error = textMetricsError {
            _ = try FontLibrary.locateFontsDirectory(
                environmentValue: none + "/env", executablePath: none + "/bin/tool", sourceFile: none + "/a/b/c.swift")
        }
        guard case .fontsDirectoryNotFound(let searched) = error else {
            Issue.record("expected fontsDirectoryNotFound, got \(String(describing: error))")
            return
        }
        #expect(searched.first == none + "/env")
        #expect(searched.contains(none + "/bin/Fonts"))
        #expect(searched.contains("/Fonts"))
        #expect(searched.contains(none + "/share/navigationbarlayout/Fonts"))
        #expect(searched.last == none + "/Fonts")
    }
}
