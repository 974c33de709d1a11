import Testing

@testable import tutorialkit

/// Each command reads its options by the cases of its own `Options`, so a misspelt option, or one
/// the command does not accept, does not compile. What is left to check is each declaration: the
/// name typed is the case's name (`case lockTimeout` is `--lock-timeout`), no two share a name,
/// and the parser holds the user to it.
@Suite struct OptionDeclarationTests {
    /// Every command's options, by its name, with each case's name as written in Swift.
    static let declarations: [(command: String, options: [(name: String, option: Option)])] = [
        (ValidateCommand.name, cases(ValidateCommand.Options.self)),
        (PreviewCommand.name, cases(PreviewCommand.Options.self)),
        (PlayCommand.name, cases(PlayCommand.Options.self)),
        (SeenCommand.name, cases(SeenCommand.Options.self)),
        (ExplainCommand.name, cases(ExplainCommand.Options.self)),
        (SimulateCommand.name, cases(SimulateCommand.Options.self)),
        (SchemaCommand.name, cases(SchemaCommand.Options.self)),
        (StoryboardCommand.name, cases(StoryboardCommand.Options.self)),
        (LanguageServerCommand.name, cases(LanguageServerCommand.Options.self)),
        (WatchCommand.name, cases(WatchCommand.Options.self)),
        (BundleCommand.name, cases(BundleCommand.Options.self)),
        (ReportCommand.name, cases(ReportCommand.Options.self)),
    ]

    static func cases<Options: CommandOptions>(_: Options.Type) -> [(name: String, option: Option)] {
        Options.allCases.map { (String(describing: $0), $0.option) }
    }

    @Test func everyCommandIsChecked() {
        #expect(Self.declarations.map(\.command) == Tool.commands.map(\.name))
    }

    @Test func eachOptionIsNamedAsItsCase() {
        for (command, options) in Self.declarations {
            for (name, option) in options {
                let words = option.name.dropFirst(2).split(separator: "-")
                let camelCase =
                    (words.first.map(String.init) ?? "") + words.dropFirst().map(\.capitalized).joined()
                #expect(option.name.hasPrefix("--"), "\(command): \(option.name)")
                #expect(option.name.wholeMatch(of: /--[a-z]+(-[a-z]+)*/) != nil, "\(command): \(option.name)")
                #expect(camelCase == name, "\(command): case \(name) declares \(option.name)")
                #expect(option.name != "--help", "\(command): --help is every command's")
                #expect(!option.help.isEmpty, "\(command): \(option.name) has no help")
                // A short spelling is one letter of the long name's.
                if let short = option.short {
                    #expect(short.wholeMatch(of: /-[a-z]/) != nil, "\(command): \(short)")
                    #expect(option.name.hasPrefix("-" + short), "\(command): \(short) for \(option.name)")
                }
            }
            let names = options.map(\.option.name)
            #expect(Set(names).count == names.count, "\(command) declares an option twice: \(names)")
        }
    }

    @Test func aChoiceTakesOnlyItsValuesWithADidYouMean() throws {
        let error = #expect(throws: UsageError.self) {
            try Arguments<PreviewCommand.Options>(["--color", "alwyas", "x"], command: "preview")
        }
        #expect(
            error?.message == "--color must be auto, always or never, not 'alwyas'; did you mean 'always'?")
        let parsed = try Arguments<PreviewCommand.Options>(["--color=never", "x"], command: "preview")
        #expect(parsed.value(.color) == "never")
        #expect(parsed.positionals == ["x"])
    }

    @Test func aWrongChoiceStillShowsTheHelp() throws {
        let parsed = try Arguments<ValidateCommand.Options>(
            ["--format", "yaml", "--help"], command: "validate")
        #expect(parsed.wantsHelp)
    }

    @Test func aRepeatedOptionKeepsEachValue() throws {
        let parsed = try Arguments<ExplainCommand.Options>(
            ["--param", "a=1", "--param=b=2", "--store", "s"], command: "explain")
        #expect(parsed.values(.param) == ["a=1", "b=2"])
        #expect(try parsed.required(.store) == "s")
        #expect(parsed.value(.user) == nil)
    }

    @Test func aMissingRequiredOptionSaysWhatItNeeds() throws {
        let parsed = try Arguments<SimulateCommand.Options>(["x"], command: "simulate")
        let error = #expect(throws: UsageError.self) { try parsed.required(.from, example: "2027-01-01") }
        #expect(
            error?.line
                == "tutorialkit: simulate needs --from DATE, such as 2027-01-01 (see 'tutorialkit simulate --help')"
        )
    }

    @Test func choicesAreListedAsASentence() {
        #expect(Option.list(["text", "json"]) == "text or json")
        #expect(Option.list(["auto", "always", "never"]) == "auto, always or never")
        #expect(Option.list(["one"]) == "one")
    }
}
