import CHarfBuzz
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The source of process-unique ids for faces and instances.
let fontObjectIDs = Atomic<Int>(0)

/// A new process-unique id.
func nextFontObjectID() -> Int { fontObjectIDs.add(1, ordering: .relaxed).newValue }

/// A face at one `wght` value (or any weight, for a static face).
struct InstanceKey: Hashable {
    /// The `LoadedFace.id`.
    var faceID: Int
    /// The `wght` coordinate, or -1 for a static face.
    var weight: Double
}

/// The mutable part of a `FontLibrary`, only touched with its lock held.
struct LibraryState {
    /// Opens font files (load time only; made when a file not in the bundled index is loaded).
    lazy var loader = FreeTypeLoader()
    /// Every loaded face, in load order.
    var faces: [LoadedFace] = []
    /// Lower-cased family name → indices into `faces`.
    var byFamily: [String: [Int]] = [:]
    /// Lower-cased family name → the spelling first seen.
    var displayNames: [String: String] = [:]
    /// `realpath#index` → index into `faces`, so a file is loaded once.
    var loaded: [String: Int] = [:]
    /// Instances made so far.
    var instances: [InstanceKey: FontInstance] = [:]
    /// System families from fontconfig (lower-cased name → family), once listed.
    var systemIndex: [String: SystemFamily]?
    /// Why the bundled fonts are missing, if they are.
    var bundledError: TextMetricsError?

    /// Creates an empty state.
    init(bundledError: TextMetricsError?) {
        self.bundledError = bundledError
    }

    /// Resolves (family, weight) to an instance, loading system fonts if allowed and needed.
    mutating func instance(family: String, weight: FontWeight, system: Bool) throws(TextMetricsError) -> FontInstance {
        let key = family.lowercased()
        if byFamily[key] == nil, system { loadSystemFamily(key) }
        guard let candidates = byFamily[key], !candidates.isEmpty else {
            if let bundledError { throw bundledError }
            if system { loadSystemIndex() }
            throw .unknownFamily(family, known: knownFamilies())
        }
        let target = weight.weightClass
        let best = candidates.min { score(faces[$0], target, $0) < score(faces[$1], target, $1) }!
        let face = faces[best]
        let wght = face.info.weightAxis?.clamp(target)
        let instanceKey = InstanceKey(faceID: face.id, weight: wght ?? -1)
        if let existing = instances[instanceKey] { return existing }
        let instance = FontInstance(id: nextFontObjectID(), loadedFace: face, face: face.descriptor(weight: wght))
        instances[instanceKey] = instance
        return instance
    }

    /// How well `face` suits weight `target`: lower is better.
    private func score(_ face: LoadedFace, _ target: Double, _ order: Int) -> (Int, Int, Double, Int, Int) {
        let info = face.info
        let distance: Double
        let lighter: Int
        if let axis = info.weightAxis {
            distance = abs(axis.clamp(target) - target)
            lighter = axis.maximum < target ? 1 : 0
        } else {
            distance = abs(info.weightClass - target)
            lighter = info.weightClass < target ? 1 : 0
        }
        return (info.isItalic ? 1 : 0, abs(info.widthClass - 5), distance, lighter, order)
    }

    /// Loads the faces of one file (only face `index` if given), registering them under
    /// `family` if given or else their own family name.
    @discardableResult
    mutating func load(
        file path: String, source: FontSource, family: String? = nil, index: Int? = nil
    ) throws(TextMetricsError) -> [LoadedFace] {
        let size = try FreeTypeLoader.checkReadable(path)
        let real = Self.realPath(path)
        if source == .bundled, family == nil, index == nil,
            let indexed = BundledFontIndex.faces(fileName: FilePath.lastComponent(real), byteCount: size, path: real)
        {
            // Listed from the index: the file is opened when a text first needs one of its faces.
            var result: [LoadedFace] = []
            for (info, unitsPerEm) in indexed {
                result.append(
                    try add(real, info) { id in LoadedFace(id: id, info: info, source: source, unitsPerEm: unitsPerEm) }
                )
            }
            return result
        }
        // The file is mapped once, by HarfBuzz; FreeType reads the names and axes from that memory.
        guard let blob = hb_blob_create_from_file_or_fail(real) else {
            _ = try loader.faces(inFile: real)  // FreeType's reason, if it has one
            throw .fontFileInvalid(path: path, reason: "HarfBuzz cannot read the file")
        }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length).map { UnsafeRawBufferPointer(start: $0, count: Int(length)) }
        var infos = try loader.faces(inFile: real, data: data)
        if let index { infos = infos.filter { $0.index == index } }
        var result: [LoadedFace] = []
        for info in infos {
            result.append(
                try add(real, info, family: family) { (id) throws(TextMetricsError) in
                    try LoadedFace(id: id, info: info, source: source, blob: blob)
                })
        }
        return result
    }

    /// The face `info` of the file `real` if it is loaded already, else the face `make` makes
    /// (given a new id), registered under `family` if given or else its own family name.
    private mutating func add(
        _ real: String, _ info: FaceInfo, family: String? = nil,
        make: (Int) throws(TextMetricsError) -> LoadedFace
    ) throws(TextMetricsError) -> LoadedFace {
        let loadKey = "\(real)#\(info.index)"
        if let existing = loaded[loadKey] { return faces[existing] }
        let face = try make(nextFontObjectID())
        faces.append(face)
        loaded[loadKey] = faces.count - 1
        register(faces.count - 1, family: family ?? info.family)
        return face
    }

    /// Adds face `index` to `family`; faces of an earlier source replace system ones.
    private mutating func register(_ index: Int, family: String) {
        let key = family.lowercased()
        var list = byFamily[key] ?? []
        if faces[index].source < .system, !list.isEmpty, list.allSatisfy({ faces[$0].source == .system }) {
            list = []
        }
        list.append(index)
        byFamily[key] = list
        if displayNames[key] == nil { displayNames[key] = family }
    }

    /// Every known family name, sorted case-insensitively, without duplicates.
    func knownFamilies() -> [String] {
        var names = displayNames
        for (key, family) in systemIndex ?? [:] where names[key] == nil { names[key] = family.name }
        return names.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The canonical absolute path of `path`, or `path` itself if it cannot be resolved.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension LoadedFace {
    /// The descriptor of this face at `wght` (nil for a static face).
    func descriptor(weight: Double?) -> FontFace {
        guard let weight, let axis = info.weightAxis else {
            return FontFace(
                family: info.family, styleName: info.styleName, path: info.path, faceIndex: info.index,
                weight: info.weightClass, unitsPerEm: Int(unitsPerEm))
        }
        let name = axis.namedInstances.first { $0.weight == weight }?.name ?? Self.standardName(weight)
        return FontFace(
            family: info.family, styleName: name, path: info.path, faceIndex: info.index, weight: weight,
            variations: [FontVariation(tag: "wght", value: weight)], unitsPerEm: Int(unitsPerEm))
    }

    /// The descriptor at the face's default instance.
    var defaultDescriptor: FontFace { descriptor(weight: info.weightAxis?.defaultValue) }

    /// The usual style name of a weight class, for instances without a named style.
    static func standardName(_ weight: Double) -> String {
        let names = ["Thin", "Extra Light", "Light", "Regular", "Medium", "Semi Bold", "Bold", "Extra Bold", "Black"]
        let index = min(max(Int((weight / 100).rounded()) - 1, 0), names.count - 1)
        return weight == (Double(index + 1) * 100) ? names[index] : "\(names[index]) (\(Int(weight)))"
    }
}
