import CFontconfig

/// A system font family as fontconfig lists it.
struct SystemFamily: Sendable {
    /// The family name as fontconfig spells it.
    var name: String
    /// The files and face indices of its faces.
    var faces: [SystemFaceLocation]
}

/// Where a system face lives.
struct SystemFaceLocation: Sendable, Hashable {
    /// The file path.
    var path: String
    /// The face index inside the file (named-instance bits removed).
    var index: Int
}

extension LibraryState {
    /// Lists the system fonts through fontconfig, once.
    mutating func loadSystemIndex() {
        guard systemIndex == nil else { return }
        systemIndex = Self.listSystemFonts()
    }

    /// Loads the system faces of the family `key` (lower-cased), skipping files that fail.
    mutating func loadSystemFamily(_ key: String) {
        loadSystemIndex()
        guard let family = systemIndex?[key] else { return }
        for location in family.faces {
            _ = try? load(file: location.path, source: .system, family: family.name, index: location.index)
        }
    }

    /// Every scalable font fontconfig knows, by lower-cased family name (each of a font's names).
    static func listSystemFonts() -> [String: SystemFamily] {
        guard let config = FcInitLoadConfigAndFonts() else { return [:] }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcPatternCreate() else { return [:] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [:] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        _ = FcObjectSetAdd(objects, FC_FILE)
        _ = FcObjectSetAdd(objects, FC_INDEX)
        guard let set = FcFontList(config, pattern, objects) else { return [:] }
        defer { FcFontSetDestroy(set) }
        var result: [String: SystemFamily] = [:]
        for fontIndex in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[fontIndex] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: file)
            let lower = path.lowercased()
            guard [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) }) else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            let location = SystemFaceLocation(path: path, index: Int(index & 0xFFFF))
            var nameIndex: Int32 = 0
            var name: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, FC_FAMILY, nameIndex, &name) == FcResultMatch, let name {
                let family = String(cString: name)
                let key = family.lowercased()
                var entry = result[key] ?? SystemFamily(name: family, faces: [])
                if !entry.faces.contains(location) { entry.faces.append(location) }
                result[key] = entry
                nameIndex += 1
            }
        }
        for key in result.keys { result[key]!.faces.sort { ($0.path, $0.index) < ($1.path, $1.index) } }
        return result
    }
}
