import Testing

@testable import tutorialkit

/// The help made from the options' declarations: wrapped to fit a terminal, each option once.
@Suite struct CommandHelpTests {
    @Test(arguments: HelpSnapshotTests.names)
    func everyLineFitsAHundredColumns(name: String) {
        for line in HelpSnapshotTests.help(name).text.split(separator: "\n") {
            #expect(line.count <= 100, "tutorialkit \(name) --help: \(line)")
        }
    }

    @Test(arguments: OptionDeclarationTests.declarations.map(\.command))
    func optionsSectionListsEachOptionOnce(command: String) throws {
        let help = HelpSnapshotTests.help(command).text
        let options = try #require(OptionDeclarationTests.declarations.first { $0.command == command })
            .options
        let section = help.components(separatedBy: "\nOPTIONS\n").dropFirst().first ?? ""
        // `  --root DIR`, or `  -o, --output OUT.html` with a short spelling first.
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  -") else { return nil }
            let words = line.dropFirst(2).split(separator: " ")
            let first = words.first.map(String.init)
            return first?.hasSuffix(",") == true ? words.dropFirst().first.map(String.init) : first
        }
        #expect(listed == options.map(\.option.name))
    }

    @Test func wrapKeepsWordsWholeAndALongWordAlone() {
        #expect(
            CommandHelp<PreviewCommand.Options>.wrap(["aa", "bb", "cc", "dddddddd", "e"], width: 5)
                == ["aa bb", "cc", "dddddddd", "e"])
    }
}
