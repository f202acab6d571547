// The scene, profile and geometry formats are read and written with
// `JSONFormat`, and this module's API speaks its types (`Scene.jsonValue`,
// `JSONDecodingError`), so importing `NavigationBarLayout` imports it too.
@_exported import JSONFormat
