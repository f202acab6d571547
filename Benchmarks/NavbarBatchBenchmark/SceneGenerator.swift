/// Generates varied scenes as JSON Lines, the same every run.
struct SceneGenerator {
    /// A 64-bit linear congruential generator state.
    private var state: UInt64

    /// A generator seeded with `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next pseudo-random number below `bound`.
    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    /// One of `choices`.
    private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }

    /// Titles in several scripts and lengths.
    static let titles = [
        "Inbox", "Settings", "General", "Messages", "Photos", "Edit Profile", "Notifications and Sounds",
        "Privacy & Security", "A rather long title that will not fit beside the buttons", "设置", "隐私与安全性",
        "通知和声音设置", "الإعدادات", "الخصوصية والأمان", "Réglages", "Überschrift", "Mañana", "Ελληνικά",
        "Русский заголовок", "日本語のタイトル",
    ]

    /// Button titles.
    static let buttonTitles = ["Edit", "Done", "Cancel", "Save", "Add", "Share", "Compose", "完成", "تم", "More"]

    /// System items.
    static let systemItems = ["add", "edit", "done", "cancel", "save", "compose", "action", "search", "trash", "undo"]

    /// `count` scenes, one JSON document a line.
    mutating func lines(count: Int) -> [String] {
        (0..<count).map { _ in scene() }
    }

    /// One scene as compact JSON.
    mutating func scene() -> String {
        let width = pick([320, 375, 390, 414, 480, 568, 667, 736, 844])
        var members = ["\"width\":\(width)"]
        if next(3) == 0 { members.append("\"metrics\":\"compact\"") }
        if next(5) == 0 { members.append("\"layoutDirection\":\"rightToLeft\"") }
        if next(4) == 0 { members.append("\"profile\":\"ios6\"") }
        if next(3) == 0 { members.append("\"scale\":\(pick([1, 2, 3]))") }
        let depth = 1 + next(4)
        members.append("\"items\":[" + (0..<depth).map { _ in item() }.joined(separator: ",") + "]")
        return "{" + members.joined(separator: ",") + "}"
    }

    /// One navigation item.
    private mutating func item() -> String {
        var members: [String] = []
        if next(8) == 0 {
            let width = 60 + next(200)
            members.append("\"titleView\":{\"width\":\(width),\"height\":30,\"minimumWidth\":\(width / 2)}")
        } else {
            members.append("\"title\":" + quoted(pick(Self.titles)))
        }
        if next(10) == 0 { members.append("\"prompt\":" + quoted(pick(Self.titles))) }
        if next(6) == 0 { members.append("\"backBarButtonItem\":{\"title\":" + quoted(pick(Self.buttonTitles)) + "}") }
        let left = next(3)
        if left > 0 {
            members.append("\"leftBarButtonItems\":[" + (0..<left).map { _ in button() }.joined(separator: ",") + "]")
        }
        let right = next(4)
        if right > 0 {
            members.append("\"rightBarButtonItems\":[" + (0..<right).map { _ in button() }.joined(separator: ",") + "]")
        }
        if next(4) == 0 { members.append("\"leftItemsSupplementBackButton\":true") }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// One bar button item of any kind.
    private mutating func button() -> String {
        switch next(10) {
        case 0, 1, 2, 3:
            return "{\"title\":" + quoted(pick(Self.buttonTitles))
                + ",\"style\":\"\(pick(["plain", "done", "bordered"]))\"}"
        case 4, 5: return "{\"systemItem\":\"\(pick(Self.systemItems))\"}"
        case 6: return "{\"image\":{\"width\":\(20 + next(10)),\"height\":\(20 + next(10))}}"
        case 7: return "{\"customView\":{\"width\":\(30 + next(90)),\"height\":30}}"
        case 8: return "{\"fixedSpace\":\(next(20))}"
        default: return "{\"flexibleSpace\":true}"
        }
    }

    /// `text` as a JSON string (the titles need no escapes but quotes).
    private func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
