import Foundation
import TestSupport
import Testing

/// `--locale` asking for a language the tutorial lacks, or for no language at all, says so and
/// what is shown instead.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct LocaleOptionTests {
    static let grocery = "Tutorials/grocery-signup/grocery-signup.tutorial.json"

    @Test(arguments: [
        (
            "ge",
            "tutorialkit: warning: --locale \"ge\" is not a language tag; showing it in \"en\", its default language "
                + "(its languages: en, ru, ar, zh-Hans, ja)\n"
        ),
        (
            "english",
            "tutorialkit: warning: --locale \"english\" is not a language tag; did you mean \"en\"?; showing it in "
                + "\"en\", its default language (its languages: en, ru, ar, zh-Hans, ja)\n"
        ),
        (
            "fr",
            "tutorialkit: warning: the tutorial has no \"fr\" texts (its languages: en, ru, ar, zh-Hans, ja); showing it in "
                + "\"en\", its default language\n"
        ),
        ("ru-RU", ""),
    ])
    func previewSaysWhatItShowsInstead(locale: String, warning: String) throws {
        let result = try ToolRunner.run([
            "preview", Self.grocery, "--locale", locale, "--format", "transcript",
        ])
        #expect(result.status == 0)
        #expect(result.standardError == warning)
    }

    @Test func aTourIsShownInOneLanguage() throws {
        let result = try ToolRunner.run(["preview", Self.grocery, "--locale", "de", "--format", "transcript"])
        #expect(result.standardOutput.hasPrefix("Step 1 of 3"))
        #expect(!result.standardOutput.contains("Schritt"))
    }

    /// A tour asked for in a language only some steps have, in a tutorial with no default one.
    @Test func aLanguageSomeStepsLackIsShownInOneEveryStepHas() throws {
        let folder = try StepFitCommandTests.folder(firstText: "Hello")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tutorial = """
            { "id": "mix", "version": 1, "screen": "demo.screen.json",
              "steps": [
                { "id": "a", "text": { "de": "Hallo", "en": "Hello" } },
                { "id": "b", "text": { "en": "Bye" } }
              ] }
            """
        try tutorial.write(
            to: folder.appendingPathComponent("mix.tutorial.json"), atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(
            ["preview", "mix.tutorial.json", "--locale", "de", "--format", "transcript"], in: folder)
        #expect(
            result.standardError
                == "tutorialkit: warning: only 1 of 2 steps have \"de\" texts, and a tour does not mix languages; "
                + "showing it in \"en\", a language every step is written in\n")
        #expect(result.standardOutput.hasPrefix("Step 1 of 2: Hello."), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("Weiter"))
    }
}
