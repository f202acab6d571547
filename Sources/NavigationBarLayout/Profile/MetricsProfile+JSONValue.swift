import JSONFormat

extension MetricsProfile {
    /// Decodes a profile from a parsed document (`docs/PROFILES.md`), collecting every problem.
    ///
    /// `navbar calibrate` changes numbers of ``jsonValue`` and reads the profile back with this, without
    /// writing and parsing the text each time.
    ///
    /// - Parameter jsonValue: A parsed profile document.
    /// - Returns: The profile.
    /// - Throws: `JSONDecodingError` with every problem found.
    public static func decode(jsonValue: JSONValue) throws(JSONDecodingError) -> MetricsProfile {
        try JSONReader.read(jsonValue) { $0.metricsProfile() }.get()
    }
}
