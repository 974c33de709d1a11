import Testing

/// `--locale` asking for a language the tutorial lacks, or for no language at all, says so and
/// what is shown instead.
@Suite struct LocaleOptionTests {
    static let grocery = "Tutorials/grocery-signup/grocery-signup.tutorial.json"

    @Test(arguments: [
        (
            "ge",
            "tutorialkit: warning: --locale \"ge\" is not a language tag; use a BCP 47 tag such as en, de or pt-BR "
                + "(its languages: en, ru, ar)\n"
        ),
        (
            "english",
            "tutorialkit: warning: --locale \"english\" is not a language tag; did you mean \"en\"?; use a BCP 47 "
                + "tag such as en, de or pt-BR (its languages: en, ru, ar)\n"
        ),
        (
            "xx-YY",
            "tutorialkit: warning: --locale \"xx-YY\" is not a language tag; use a BCP 47 tag such as en, de or "
                + "pt-BR (its languages: en, ru, ar)\n"
        ),
        (
            "de",
            "tutorialkit: warning: the tutorial has no \"de\" texts (its languages: en, ru, ar); showing it in "
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
}
