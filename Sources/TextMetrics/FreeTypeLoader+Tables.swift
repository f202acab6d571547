extension FreeTypeLoader {
    /// Throws `.fontFileInvalid` when a table of the OpenType file `data` (read from `path`)
    /// ends past the end of the file.
    ///
    /// FreeType opens a cut-short font and loads its tables lazily: a truncated variable font
    /// then loses its `fvar` axis (or `gvar` deltas) without an error and is measured at its
    /// default weight. Reading the table directory (of every face of a collection) finds the
    /// cut at once. Formats other than sfnt (WOFF, Type 1) are left to FreeType. Reads the
    /// bytes already mapped for HarfBuzz, so the file is not opened again.
    static func checkTableDirectory(_ data: UnsafeRawBufferPointer, path: String) throws(TextMetricsError) {
        let size = data.count
        func bytes(at offset: Int, count: Int) -> UnsafeRawBufferPointer? {
            guard offset >= 0, count >= 0, offset + count <= size else { return nil }
            return UnsafeRawBufferPointer(rebasing: data[offset..<(offset + count)])
        }
        guard let header = bytes(at: 0, count: 12) else { return }
        var directories: [Int] = []
        switch Self.uint32(header, 0) {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO', 'true'
            directories = [0]
        case 0x7474_6366:  // 'ttcf'
            let count = min(Int(Self.uint32(header, 8)), 4096)
            guard let offsets = bytes(at: 12, count: 4 * count) else {
                throw .fontFileInvalid(path: path, reason: "the collection's list of faces is cut short")
            }
            directories = (0..<count).map { Int(Self.uint32(offsets, 4 * $0)) }
        default:
            return
        }
        for directory in directories {
            guard let offsetTable = bytes(at: directory, count: 12) else {
                throw .fontFileInvalid(path: path, reason: "the table directory is cut short")
            }
            let tableCount = Int(offsetTable[4]) << 8 | Int(offsetTable[5])
            guard let records = bytes(at: directory + 12, count: 16 * tableCount) else {
                throw .fontFileInvalid(path: path, reason: "the table directory is cut short")
            }
            // The table the file is cut in: the first, by offset, of those that end past its end.
            var cut: (offset: Int, end: Int, tag: String)?
            for index in 0..<tableCount {
                let record = 16 * index
                let offset = Int(Self.uint32(records, record + 8))
                let end = offset + Int(Self.uint32(records, record + 12))
                guard end > size, offset < (cut?.offset ?? .max) else { continue }
                cut = (offset, end, String(decoding: records[record..<(record + 4)], as: Unicode.ASCII.self))
            }
            if let cut {
                throw .fontFileInvalid(
                    path: path,
                    reason:
                        "the '\(cut.tag)' table ends at byte \(cut.end) of a \(size)-byte file (is the file cut short?)"
                )
            }
        }
    }

    /// The big-endian 32-bit number at `offset` of `bytes`.
    private static func uint32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
