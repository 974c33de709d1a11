import Testing
import TutorialFixtures
import TutorialKit

/// A target a host app might write: the smallest rect around two elements. It lives outside the
/// library and goes through the same protocol as the built-ins.
struct UnionTarget: Target {
    var first: String
    var second: String

    func resolve(in screen: inout Screen) throws -> Rect? {
        let a = try ElementTarget(first).resolve(in: &screen)
        let b = try ElementTarget(second).resolve(in: &screen)
        return (a ?? .zero).union(b ?? .zero)
    }

    var description: String { "\(first) and \(second)" }
}

@Suite struct CustomTargetTests {
    @Test func customTargetResolves() throws {
        var screen = Fixtures.home
        #expect(
            try UnionTarget(first: "label", second: "cart").resolve(in: &screen)
                == Rect(x: 2, y: 2, width: 56, height: 3))
    }

    @Test func customTargetDrivesATutorial() throws {
        let tutorial = Tutorial("custom", screen: Fixtures.home) {
            Step("both", target: UnionTarget(first: "label", second: "cart"), text: "Your name and your cart")
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        let presentation = try #require(session.presentation)
        #expect(presentation.target == Rect(x: 2, y: 2, width: 56, height: 3))
        #expect(presentation.layout.placement?.side == .bottom)
        #expect(presentation.layout.arrow != nil)
    }

    @Test func customTargetErrorsPassThrough() throws {
        let tutorial = Tutorial("custom", screen: Fixtures.home) {
            Step("both", target: UnionTarget(first: "label", second: "kart"), text: "Oops")
        }
        let session = try TutorialSession(tutorial: tutorial)
        #expect(
            throws: TargetResolutionError.missingElement("kart", screen: "home", available: Fixtures.home.ids)
        ) {
            try session.start()
        }
        #expect(session.state == .idle)
    }

    @Test func customTargetsCompareByValue() {
        let step = Step("s", target: UnionTarget(first: "a", second: "b"), text: "t")
        #expect(step == Step("s", target: UnionTarget(first: "a", second: "b"), text: "t"))
        #expect(step != Step("s", target: UnionTarget(first: "a", second: "c"), text: "t"))
    }
}
