import Foundation
import TestSupport
import Testing
import TutorialKit
import TutorialKitTerminal

/// The tutorials in `Tutorials/`: each validates cleanly, survives a save and reload, and every
/// step lays out on its screen.
@Suite struct ExampleTutorialsTests {
    static let tutorials = TestPaths.files(in: TestPaths.tutorials, endingWith: ".tutorial.json")
    static let screens = TestPaths.files(in: TestPaths.tutorials, endingWith: ".screen.json")

    static func path(_ file: String) -> String {
        TestPaths.tutorials.appendingPathComponent(file).path
    }

    @Test func everyKindOfExampleIsThere() {
        #expect(Self.tutorials.count >= 4)
        #expect(Self.screens.count >= Self.tutorials.count)
    }

    @Test(arguments: tutorials)
    func tutorialValidatesWithoutAnyDiagnostic(file: String) throws {
        let loaded = TutorialFile.load(path: Self.path(file))
        #expect(loaded.diagnostics.map(\.description) == [])
        let document = try #require(loaded.model)
        #expect(document.schema == "../schema/tutorial.schema.json")
    }

    @Test(arguments: screens)
    func screenValidatesWithoutAnyDiagnostic(file: String) throws {
        let loaded = ScreenFile.load(path: Self.path(file))
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.model != nil)
    }

    @Test(arguments: tutorials)
    func loadSaveLoadGivesAnEqualModel(file: String) throws {
        let path = Self.path(file)
        let document = try #require(TutorialFile.load(path: path).model)
        let saved = try TutorialFile.encode(document)
        let reloaded = TutorialFile.decode(Array(saved.utf8), file: path) {
            ScreenFile.load(
                path: URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent($0).path)
        }
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.model == document)
        #expect(try TutorialFile.encode(#require(reloaded.model)) == saved, "saving is stable")
    }

    @Test(arguments: screens)
    func screenLoadSaveLoadGivesAnEqualModel(file: String) throws {
        let loaded = try #require(ScreenFile.load(path: Self.path(file)).model)
        let saved = ScreenFile.encode(loaded, schema: "../schema/screen.schema.json")
        let reloaded = ScreenFile.decode(Array(saved.utf8), file: file)
        #expect(reloaded.model == loaded)
        #expect(reloaded.diagnostics.isEmpty)
    }

    @Test(arguments: tutorials)
    func everyStepLaysOutInsideItsScreen(file: String) throws {
        let document = try #require(TutorialFile.load(path: Self.path(file)).model)
        let tutorial = document.tutorial
        for index in tutorial.steps.indices {
            var screen = try #require(tutorial.steps[index].screen ?? tutorial.screen)
            let presentation = try StepPresenter.present(stepAt: index, of: tutorial, on: &screen)
            let layout = presentation.layout
            #expect(
                screen.safeBounds.contains(layout.box), "step \(tutorial.steps[index].id) box \(layout.box)")
            if presentation.target != nil {
                #expect(layout.fallback == nil, "step \(tutorial.steps[index].id) fell back")
                #expect(layout.arrow != nil, "step \(tutorial.steps[index].id) has no arrow")
            }
        }
    }

    @Test func signUpSpeaksFiveLanguages() throws {
        let document = try #require(
            TutorialFile.load(path: Self.path("grocery-signup/grocery-signup.tutorial.json")).model)
        var screen = try #require(document.tutorial.screen)
        let russian = try StepPresenter.present(
            stepAt: 1, of: document.tutorial, on: &screen, locale: "ru-RU")
        #expect(russian.text.hasPrefix("Мы используем ваше местоположение"))
        #expect(russian.layout.footer.buttons == ["Выбрать город", "Разрешить"])
        let english = try StepPresenter.present(stepAt: 1, of: document.tutorial, on: &screen, locale: "de")
        #expect(english.text.hasPrefix("We use your location to show stores that deliver to you"))
        #expect(document.tutorial.locales == ["en", "ru", "ar", "zh-Hans", "ja"])
        // A user in China, whose locale names a region and no script, gets the simplified text.
        let chinese = try StepPresenter.present(
            stepAt: 1, of: document.tutorial, on: &screen, locale: "zh_CN")
        #expect(chinese.text.hasPrefix("我们会根据你的位置"))
        let japanese = try StepPresenter.present(
            stepAt: 1, of: document.tutorial, on: &screen, locale: "ja-JP")
        #expect(japanese.layout.footer.buttons == ["都市を選ぶ", "許可する"])
        // In Arabic the step reads right to left: laid out mirrored, with the built-in words.
        let arabic = try StepPresenter.present(stepAt: 1, of: document.tutorial, on: &screen, locale: "ar-EG")
        #expect(arabic.text.hasPrefix("نستخدم موقعك"))
        #expect(arabic.layout.isRightToLeft)
        #expect(arabic.layout.footer.progress == "2 من 5")
    }

    @Test func rateTheAppCarriesTheTalksConditions() throws {
        let document = try #require(
            TutorialFile.load(path: Self.path("rate-app/rate-app.tutorial.json")).model)
        let tutorial = document.tutorial
        #expect(
            tutorial.frequency == Tutorial.DisplayFrequency(minDaysBetween: 30, maxShows: 3, windowDays: 365))
        #expect(tutorial.priority == 10)
        #expect(tutorial.resumes)
        guard case .all(let rules)? = tutorial.showIf else {
            Issue.record("showIf is not an all rule")
            return
        }
        #expect(rules.first == .event("purchase.completed", atLeast: 1, withinDays: 1))
        #expect(rules.contains(.daysSince("registeredAt", atLeast: 20, atMost: nil)))
        #expect(rules.contains(.parameter("purchaseSource", .isIn(["directPayment", "merchantPayment"]))))
        #expect(rules.last == .not(.any([.parameter("hasOpenRefund", .equals(true))])))
    }

    @Test func signUpBranchesToTheCityList() throws {
        let document = try #require(
            TutorialFile.load(path: Self.path("grocery-signup/grocery-signup.tutorial.json")).model)
        let session = try TutorialSession(tutorial: document.tutorial, clock: ManualClock())
        try session.start(atStep: "why-location")
        try session.choose(buttonAt: 0)
        #expect(session.state == .waiting(stepIndex: 3), "the city step waits for its screen")
        try session.screenAppeared("cities")
        #expect(session.currentStep?.id == "cities")
        #expect(session.screen.id == "cities")
        #expect(session.presentation?.progress.description == "3 of 4")
    }
}

/// The committed JSON Schemas are exactly what the loader's shapes generate.
@Suite struct SchemaDriftTests {
    /// The schemas by kind; a test's argument is the kind alone, so the log names a case in a word.
    static let generated = [
        "tutorial": JSONSchemaWriter.tutorial, "screen": JSONSchemaWriter.screen,
        "theme": JSONSchemaWriter.theme, "event": JSONSchemaWriter.eventLine,
    ]

    @Test(arguments: ["tutorial", "screen", "theme", "event"])
    func committedSchemaMatchesTheGeneratedOne(kind: String) throws {
        let generated = try #require(Self.generated[kind])
        let url = TestPaths.tutorials.appendingPathComponent("schema/\(kind).schema.json")
        if TestPaths.isRecording {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == generated,
            "run the tests with TUTORIALKIT_RECORD=1 to regenerate \(url.lastPathComponent)")
    }

    /// A JSON object with a key twice means what each reader decides; a schema says each once.
    @Test(arguments: ["tutorial", "screen", "theme", "event"])
    func noObjectOfTheSchemaHasAKeyTwice(kind: String) throws {
        let schema = try JSONReader.read(try #require(Self.generated[kind]))
        var repeated: [String] = []
        func visit(_ node: JSONNode, _ path: String) {
            if let members = node.members {
                let keys = members.map(\.key)
                repeated += Set(keys.filter { key in keys.count { $0 == key } > 1 }).map { "\(path)/\($0)" }
                for member in members { visit(member.value, path + "/" + member.key) }
            }
            for (index, element) in (node.elements ?? []).enumerated() { visit(element, "\(path)/\(index)") }
        }
        visit(schema, "")
        #expect(repeated.isEmpty)
    }

    @Test func everyShapePropertyIsInTheSchema() throws {
        let schema = try JSONReader.read(JSONSchemaWriter.tutorial)
        let properties = try #require(schema["properties"]?.value.members).map(\.key)
        #expect(
            properties == [
                "$schema", "id", "version", "screen", "defaultLocale", "locales", "showAgainWhenVersionRises",
                "showIf", "events", "parameters", "frequency", "layout", "strings", "priority", "resume",
                "availableFrom", "availableUntil", "onMissingTarget", "experiment", "steps",
            ])
        #expect(schema["additionalProperties"]?.value.bool == false)
    }
}

/// A tutorial written in Swift and the same tutorial in JSON are one model.
@Suite struct DSLAndJSONTests {
    @Test func talkDemoIsTheSameBothWays() throws {
        let loaded = try #require(
            TutorialFile.load(
                path: ExampleTutorialsTests.path("tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
            ).model)
        let screen = try #require(loaded.tutorial.screen)
        let written = Tutorial("tutorial-kit-demo", version: 1, screen: screen) {
            Step("label", target: .element("label"), text: "This is a text view")
            Step(
                "frame", target: .rect(x: 10, y: 5, width: 10, height: 5), text: "This is an arbitrary frame"
            )
            .placement(.rightStart)
            Step(
                "detail", target: .listRow(list: "table", row: 10, element: "detail"),
                text: "This is a table view cell's detail"
            )
            .title("Details")
        }
        #expect(written == loaded.tutorial)
    }

    @Test func aDifferenceIsNoticed() throws {
        let loaded = try #require(
            TutorialFile.load(
                path: ExampleTutorialsTests.path("tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
            ).model)
        var changed = loaded.tutorial
        changed.steps[2].target = ListRowTarget(list: "table", row: 11, element: "detail")
        #expect(changed != loaded.tutorial)
    }

    @Test func customTargetsCannotBeSavedAsJSON() throws {
        let loaded = try #require(
            TutorialFile.load(
                path: ExampleTutorialsTests.path("tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
            ).model)
        var document = loaded
        document.tutorial.steps[0].target = UnionTarget(first: "label", second: "photo")
        #expect(throws: TutorialFile.EncodingError(stepID: "label", target: "label and photo")) {
            try TutorialFile.encode(document)
        }
    }
}
