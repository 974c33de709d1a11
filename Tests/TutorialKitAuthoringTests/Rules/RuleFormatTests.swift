import Testing
import TutorialFixtures
import TutorialKitAuthoring
import TutorialKitModel

/// Every kind of rule and a display frequency, as a file spells them: read into the model and
/// written back the same.
@Suite struct RuleFormatTests {
    static let showIf = """
        { "all": [
            { "event": "cart.opened", "atLeast": 2, "withinDays": 7 },
            { "any": [ { "daysSince": "installed", "atLeast": 1, "atMost": 30 },
                       { "not": { "tutorial": "welcome", "status": "completed" } } ] },
            { "param": "plan", "equals": "free" },
            { "param": "orders", "in": [1, 2, 3] },
            { "param": "age", "<": 18 }, { "param": "age", "<=": 17 },
            { "param": "score", ">": 0.5 }, { "param": "level", ">=": 3 }
        ] }
        """

    static let rule: Rule = .all([
        .event("cart.opened", atLeast: 2, withinDays: 7),
        .any([
            .daysSince("installed", atLeast: 1, atMost: 30), .not(.tutorial("welcome", status: .completed)),
        ]),
        .parameter("plan", .equals(.string("free"))),
        .parameter("orders", .isIn([.number(1), .number(2), .number(3)])),
        .parameter("age", .lessThan(.number(18))), .parameter("age", .atMost(.number(17))),
        .parameter("score", .greaterThan(.number(0.5))), .parameter("level", .atLeast(.number(3))),
    ])

    func load(_ json: String) -> LoadedFile<TutorialFile.Document> {
        Fixtures.loadOnHome(
            """
            { "id": "rules", "version": 1, "screen": "home.screen.json", \(json)
              "steps": [ { "id": "a", "text": "Hello." } ] }
            """, file: "rules.tutorial.json")
    }

    @Test func eachKindOfRuleReadsIntoItsCase() throws {
        let loaded = load(
            #""showIf": \#(Self.showIf), "frequency": { "minDaysBetween": 2, "maxShows": 3, "windowDays": 30 },"#
        )
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let tutorial = try #require(loaded.model?.tutorial)
        #expect(tutorial.showIf == Self.rule)
        #expect(
            tutorial.frequency == Tutorial.DisplayFrequency(minDaysBetween: 2, maxShows: 3, windowDays: 30))
    }

    @Test func whatIsWrittenReadsBackTheSame() throws {
        let loaded = load(#""showIf": \#(Self.showIf), "frequency": { "maxShows": 1 },"#)
        let document = try #require(loaded.model)
        let written = try TutorialFile.encode(document)
        let reloaded = Fixtures.loadOnHome(written, file: "rules.tutorial.json")
        #expect(reloaded.model?.tutorial.showIf == Self.rule)
        #expect(reloaded.model?.tutorial.frequency == Tutorial.DisplayFrequency(maxShows: 1))
        #expect(written.contains(#""atLeast" : 2"#) || written.contains(#""atLeast": 2"#))
        #expect(!written.contains("minDaysBetween"), "a frequency's keys left out stay out")
    }
}
