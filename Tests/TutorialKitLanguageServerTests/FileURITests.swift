import Testing

@testable import TutorialKitLanguageServer

/// Documents' URIs and the paths they name.
@Suite struct FileURITests {
    @Test func pathsComeFromFileURIsOnly() {
        #expect(FileURI.path("file:///home/a/b%20c.tutorial.json") == "/home/a/b c.tutorial.json")
        #expect(FileURI.path("file://localhost/x.json") == "/x.json")
        #expect(FileURI.path("file:///%C3%A9.json") == "/é.json")
        #expect(FileURI.path("untitled:Untitled-1") == nil)
        #expect(FileURI.path("file://server/share/x.json") == nil, "another host")
        #expect(FileURI.path("file:///a%00b") == nil, "a NUL")
        #expect(FileURI.path("file:///%FF") == nil, "not UTF-8")
        #expect(FileURI.path("file:///%4") == nil, "a cut escape")
    }

    @Test func aPathMakesTheURIItCameFrom() {
        for path in ["/home/a/b c.tutorial.json", "/é/x%y.json", "/a-b_c.~d"] {
            #expect(FileURI.path(FileURI.uri(path)) == path)
        }
    }

    @Test func insideIsLexicalAndWhole() {
        #expect(FileURI.isInside("/w/a/../b/x.json", "/w"))
        #expect(!FileURI.isInside("/w/../etc/x.json", "/w"))
        #expect(!FileURI.isInside("/work/x.json", "/w"), "a name that starts the same is not inside")
        #expect(FileURI.isInside("/w", "/w/"))
    }
}
