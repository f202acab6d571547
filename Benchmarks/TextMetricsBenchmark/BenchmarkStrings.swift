/// Deterministic navigation-bar titles and button labels for the benchmark.
enum BenchmarkStrings {
    /// Latin titles and labels.
    static let latin = [
        "Settings", "Edit", "Done", "Cancel", "Inbox", "Photos", "General", "Notifications & Sounds", "Back", "Save",
        "Privacy & Security", "Wi-Fi", "Bluetooth", "Display & Brightness", "Battery", "Accounts", "Favorites",
        "Recents", "Contacts", "Messages", "Library", "For You", "Albums", "Search", "Drafts", "Sent", "Trash",
        "Archive", "Select", "Share", "Add", "Delete", "Compose", "Filter", "Sort", "Mailboxes", "All Inboxes",
        "Screen Time", "Control Centre", "Wallpaper", "Siri & Search", "Face ID & Passcode", "Emergency SOS",
        "Software Update", "About", "Storage", "Keyboard", "Language & Region", "Accessibility", "Close", "Next",
        "Previous", "Reply", "Forward", "Move", "Mark", "Playlists", "Artists", "Songs", "Downloaded", "Profile",
        "Résumé", "Café Menu", "Überblick", "Configuración", "Paramètres", "Einstellungen", "Réglages",
    ]
    /// Chinese and Japanese titles.
    static let cjk = ["设置", "编辑", "完成", "取消", "照片", "通知", "通用", "相册", "設定", "写真", "メッセージ", "ライブラリ"]
    /// Arabic and Hebrew titles.
    static let rtl = ["الإعدادات", "تعديل", "تم", "إلغاء", "الصور", "عام", "הגדרות", "עריכה", "סיום", "ביטול"]
    /// Suffixes that make titles distinct.
    static let suffixes = ["", " (3)", " – Draft", " 2", " Folder", " & More", "…", " 12:45", " v2.1", " List"]

    /// `count` distinct strings, about 80 % Latin, built with a fixed linear congruential generator.
    static func make(count: Int) -> [String] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var seen = Set<String>()
        var result: [String] = []
        while result.count < count {
            let kind = next(10)
            let text: String
            switch kind {
            case 0: text = cjk[next(cjk.count)] + suffixes[next(suffixes.count)]
            case 1: text = rtl[next(rtl.count)] + suffixes[next(3)]
            case 2, 3: text = latin[next(latin.count)] + " " + latin[next(latin.count)].lowercased()
            default:
                text = latin[next(latin.count)] + suffixes[next(suffixes.count)] + (next(4) == 0 ? " \(next(100))" : "")
            }
            if seen.insert(text).inserted { result.append(text) }
        }
        return result
    }
}
