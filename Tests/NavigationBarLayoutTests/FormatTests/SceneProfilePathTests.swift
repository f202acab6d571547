import NavigationBarLayout
import Testing

/// Profile paths written in scene files are taken from the scene file's folder.
@Suite struct SceneProfilePathTests {
    func scene(profile: ProfileReference = .default) -> Scene {
        Scene(width: 320, profile: profile, items: [])
    }

    @Test func relativeFilePathIsJoinedToTheScenesFolder() {
        let resolved = scene(profile: "profiles/quirk.json").resolvingProfilePath(relativeTo: "Fixtures")
        #expect(resolved.profile == "Fixtures/profiles/quirk.json")
        #expect(scene(profile: "my.json").resolvingProfilePath(relativeTo: "/tmp/").profile == "/tmp/my.json")
    }

    @Test func bundledNamesAbsolutePathsAndNoFolderAreKept() {
        #expect(scene(profile: "ios6").resolvingProfilePath(relativeTo: "Fixtures").profile == "ios6")
        #expect(scene(profile: "/etc/p.json").resolvingProfilePath(relativeTo: "Fixtures").profile == "/etc/p.json")
        #expect(scene(profile: "p.json").resolvingProfilePath(relativeTo: "").profile == "p.json")
        #expect(scene().resolvingProfilePath(relativeTo: "Fixtures").profile == .default)
    }
}
