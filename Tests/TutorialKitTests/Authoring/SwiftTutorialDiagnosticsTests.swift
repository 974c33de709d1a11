import TestSupport
import Testing
import TutorialFixtures
import TutorialKit

/// A tutorial built in Swift is checked as a file is: `Tutorial.diagnostics(on:)` gives the
/// diagnostics its JSON twin gets, by path and message, and a controller will not start one with
/// errors.
@Suite struct SwiftTutorialDiagnosticsTests {
    /// The Swift twin of the corpus file `event-declared-unused-warning.tutorial.json`.
    static let reorderTip = Tutorial("reorder-tip") {
        Step("drag", text: "Drag a to-do to reorder it").advanceOn("todo.completed")
    }
    .events("todo.added", "todo.completed")
    .showIf(.event("todo.add", atLeast: 3))

    /// What is wrong, where: a diagnostic without its file and position.
    static func problems(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity.rawValue): \($0.path): \($0.message)" }.sorted()
    }

    @Test func aTutorialInSwiftGetsTheDiagnosticsOfItsJSONTwin() throws {
        let file = TutorialFile.load(
            path: TestPaths.corpus.appendingPathComponent("event-declared-unused-warning.tutorial.json").path)
        let swift = Self.reorderTip.diagnostics(on: Fixtures.home)
        #expect(Self.problems(swift) == Self.problems(file.diagnostics))
        #expect(
            Self.problems(swift) == [
                "error: /showIf/event: unknown event \"todo.add\"; did you mean \"todo.added\"?; "
                    + "correct the name, or declare it in \"events\"",
                "warning: /events/0: the event \"todo.added\" is declared, but no rule, advanceOn or outcome "
                    + "uses it; \"todo.add\", which a rule names, may be it misspelt",
            ])
        // Printed, a diagnostic names the tutorial, as there is no file or line.
        #expect(
            swift.map(\.description).contains(
                "tutorial \"reorder-tip\": warning: /events/0: the event \"todo.added\" is declared, but no rule, "
                    + "advanceOn or outcome uses it; \"todo.add\", which a rule names, may be it misspelt"))
    }

    @Test func targetsAndBoxesAreCheckedOnTheScreenGiven() {
        let tutorial = Tutorial("tour") {
            Step("search", target: .element("serach"), text: "Find stores")
            Step(
                "long", text: LocalizedText(String(repeating: "A long text for a short screen. ", count: 40)))
        }
        let problems = Self.problems(tutorial.diagnostics(on: Fixtures.home))
        #expect(problems.count == 2)
        #expect(
            problems.first
                == "error: /steps/0/target/element: no element \"serach\" on screen \"home\"; did you mean "
                + "\"search\"?; elements, lists and grids: \"label\", \"search\", \"cart\", \"table\"")
        #expect(
            problems.last?.hasPrefix("error: /steps/1/text: the step's box needs ") == true
                && problems.last?.hasSuffix(
                    "columns wide; screen \"home\" has 22 inside its safe area and margin: shorten the text or split "
                        + "the step"
                )
                    == true,
            "\(problems)")
        #expect(
            Self.problems(tutorial.diagnostics()) == [
                "error: /screen: the tutorial has no screen; give it one, or pass the screen to check it on"
            ])
    }

    /// A host's own target, which no file can spell, is resolved on the screen.
    struct Missing: Target {
        var description: String { "the host's missing thing" }
        func resolve(in screen: inout Screen) throws -> Rect? {
            throw TargetResolutionError.missingElement("thing", screen: screen.id, available: [])
        }
    }

    @Test func aHostsOwnTargetIsResolvedOnTheScreen() {
        let tutorial = Tutorial("own", screen: Fixtures.home) {
            Step("thing", target: Missing(), text: "Here")
        }
        let problems = Self.problems(tutorial.diagnostics())
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("error: /steps/0/target: ") == true, "\(problems)")
    }

    @Test func aControllerRefusesErrorsAndPassesOnWarnings() throws {
        let broken = TutorialController(name: "tour", screen: Fixtures.home) {
            Step("search", target: .element("serach"), text: "Find stores")
        }
        #expect {
            try broken.start()
        } throws: { error in
            guard case SessionError.invalidTutorial(let id, let errors) = error else { return false }
            return id == "tour" && errors.count == 1 && "\(error)".contains("did you mean \"search\"")
        }
        #expect(try broken.hasSeenTutorial() == false, "nothing was recorded")

        var unused = Self.reorderTip.showIf(.event("todo.added", atLeast: 3)).events(
            "todo.added", "todo.completed", "todo.removed")
        unused.screen = Fixtures.home
        let controller = TutorialController(tutorial: unused)
        var warnings: [Diagnostic] = []
        controller.onWarnings = { warnings += $0 }
        try controller.forceStart()
        #expect(Self.problems(warnings).count == 1)
        #expect(warnings.first?.path == "/events/2")
    }

    @Test func aBoxTooTallIsAWarningWhenATourStartsAndTheCoordinatorPassesARefusalOver() throws {
        let long = LocalizedText(String(repeating: "A long text for a short screen. ", count: 40))
        let tall = TutorialController(name: "tall", screen: Fixtures.home) { Step("long", text: long) }
        var warnings: [Diagnostic] = []
        tall.onWarnings = { warnings += $0 }
        let session = try #require(try tall.start(), "drawn cut, its footer kept")
        #expect(session.presentation?.layout.content.isCut == true)
        #expect(warnings.map(\.path) == ["/steps/0/text"])

        let store = InMemorySeenStateStore()
        let coordinator = TutorialCoordinator(store: store)
        let broken = TutorialController(
            tutorial: Tutorial(
                id: "broken", steps: [Step("search", target: .element("serach"), text: "Find stores")],
                screen: Fixtures.home, priority: 10), store: store)
        let fine = TutorialController(
            tutorial: Tutorial(id: "fine", steps: [Step("hello", text: "Hello")], screen: Fixtures.home),
            store: store)
        coordinator.register(broken)
        coordinator.register(fine)
        #expect(try coordinator.startNext()?.tutorial.id == "fine")
        coordinator.current?.skipAll()
        let alone = TutorialCoordinator(store: InMemorySeenStateStore())
        alone.register(broken)
        #expect(throws: SessionError.self) { try alone.startNext() }
    }
}
