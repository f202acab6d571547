import NavbarCore
import NavigationBarLayout

extension ArgumentScanner {
    /// Reads the value of `--geometry-format`: `1` or `2`.
    ///
    /// - Returns: The format named.
    /// - Throws: `CLIError.usage` for a missing value or one that is not `1` or `2`.
    mutating func geometryFormat() throws(CLIError) -> GeometryFormat {
        let option = CommandTable.geometryFormatOption
        let value = try choice(of: option.name, option.values)
        return GeometryFormat(number: Int(value) ?? 0) ?? .standard
    }
}
