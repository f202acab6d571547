import Foundation
import Testing

/// `navbar devices`, and `--device` / `--orientation` on the commands that read scenes.
@Suite struct DevicesCommandTests {
    /// A two-item stack on an iOS 17 bar with no width: the device gives it.
    static let scene =
        #"{"profile": "ios17", "device": "iPhone 15 Pro", "items": [{"title": "Inbox"}, {"title": "Message"}]}"#

    @Test("the table lists every device with its labels; --devices filters by group and name")
    func table() throws {
        let all = try Navbar.run(["devices"])
        #expect(all.status == 0, "\(all)")
        let lines = all.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("device") == true)
        #expect(all.stdout.contains("iPhone 15 Pro "))
        #expect(all.stdout.contains("393×852 D"))
        #expect(all.stdout.contains("landscape windows"))
        let phones = try Navbar.run(["devices", "--devices", "iphone"])
        #expect(!phones.stdout.contains("iPad") && phones.stdout.contains("iPhone 11 "))
        let two = try Navbar.run(["devices", "--devices", "iPhone 15 Pro,iPad Air 11-inch (M3)", "--format", "json"])
        #expect(two.status == 0, "\(two)")
        let devices = try JSONSerialization.jsonObject(with: Data(two.stdout.utf8)) as? [[String: Any]]
        #expect(devices?.map { $0["name"] as? String } == ["iPhone 15 Pro", "iPad Air 11-inch (M3)"])
        let sources = devices?.first?["sources"] as? [String: [String: String]]
        #expect(sources?["safeArea.portrait"]?["label"] == "M")
        #expect(sources?["portraitSize"]?["source"]?.contains("Human Interface Guidelines") == true)
    }

    @Test("a wrong group or device name is a usage error with did-you-mean (64)")
    func wrongNames() throws {
        let group = try Navbar.run(["devices", "--devices", "iphones"])
        #expect(group.status == 64)
        #expect(group.stderr.contains("did you mean 'iphone'?"))
        let flag = try Navbar.run(["layout", "-", "--device", "iPhone 15 Prp"], stdin: Self.scene)
        #expect(flag.status == 64)
        #expect(flag.stderr.contains("did you mean 'iPhone 15 Pro'?"))
        let inScene = try Navbar.run(
            ["validate", "-"], stdin: #"{"device": "iPhone 51 Pro", "profile": "ios17", "items": []}"#)
        #expect(inScene.status == 65)
        #expect(inScene.stderr.contains("device"))
    }

    @Test("--device and --orientation set the scene's keys; an explicit width still wins")
    func flags() throws {
        let portrait = try Navbar.run(["layout", "-", "--format", "text"], stdin: Self.scene)
        #expect(portrait.status == 0, "\(portrait)")
        #expect(portrait.stdout.contains("width=393 height=44"), "\(portrait.stdout)")
        let landscape = try Navbar.run(
            ["layout", "-", "--format", "text", "--orientation", "landscape"], stdin: Self.scene)
        #expect(landscape.stdout.contains("width=852 height=32"), "\(landscape.stdout)")
        let other = try Navbar.run(
            ["layout", "-", "--format", "text", "--device", "iphone 16 pro max", "--orientation", "landscape"],
            stdin: Self.scene)
        #expect(other.stdout.contains("width=956 height=44"), "\(other.stdout)")
        let explicit = try Navbar.run(
            ["layout", "-", "--format", "text", "--set", "width=500", "--orientation", "landscape"], stdin: Self.scene)
        #expect(explicit.stdout.contains("width=500 height=32"), "\(explicit.stdout)")
    }

    @Test("under ios7 a device sets width, scale and idiom only, and says so on standard error")
    func legacyProfileNote() throws {
        let run = try Navbar.run(
            ["layout", "-", "--format", "text", "--orientation", "landscape"],
            stdin: #"{"profile": "ios7", "device": "iPhone 15 Pro", "items": [{"title": "Inbox"}]}"#)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("width=852 height=44"), "\(run.stdout)")
        #expect(run.stderr.contains("sets only the width, scale and idiom"))
    }
}
