import SeededRandom
import Testing
import TutorialKitText

/// `FilePaths` takes a path apart as `NSString`'s path methods do on Apple's systems. (Linux's
/// `NSString` is no oracle: it says `//` has no parent, and stops the process on `a//`.)
@Suite struct FilePathsTests {
    @Test(arguments: [
        ("", "", ""), ("/", "/", "/"), ("//", "/", "/"), ("a", "", "a"), ("a/", "", "a"), ("/a", "/", "a"),
        ("/a/", "/", "a"), ("a/b", "a", "b"), ("a//b", "a", "b"), ("a/b//", "a", "b"),
        ("/tmp/x/state.json", "/tmp/x", "state.json"), ("./state.json", ".", "state.json"),
        ("../state.json", "..", "state.json"),
    ])
    func partsOfAPath(path: String, parent: String, last: String) {
        #expect(FilePaths.parent(of: path) == parent)
        #expect(FilePaths.lastComponent(of: path) == last)
    }

    @Test(arguments: [
        ("", "a", "a"), ("/", "a", "/a"), ("x", "a", "x/a"), ("x/", "a", "x/a"), ("/x/y", "a b", "/x/y/a b"),
    ])
    func aNameInAFolder(folder: String, name: String, path: String) {
        #expect(FilePaths.appending(name, to: folder) == path)
    }

    /// A path of plain parts is its parent and its last part put together again.
    @Test func partsPutTogetherGiveThePathBack() {
        var random = SeededGenerator(seed: 0xF11E)
        for _ in 0..<2_000 {
            let parts = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                ["a", "state.json", "b c", "é", "..", "."].randomElement(using: &random) ?? "a"
            }
            let path = (Bool.random(using: &random) ? "/" : "") + parts.joined(separator: "/")
            #expect(
                FilePaths.appending(FilePaths.lastComponent(of: path), to: FilePaths.parent(of: path)) == path
            )
        }
    }
}
