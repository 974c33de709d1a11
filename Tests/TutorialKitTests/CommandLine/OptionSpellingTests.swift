import Foundation
import Testing

/// Every option a command reads (`parsed.value("--x")`, `values`, `has`) is one its specification
/// accepts: `value("--stpe")` compiles and would quietly be `nil` forever, so the sources are
/// read here instead.
@Suite struct OptionSpellingTests {
    static let folder = TestPaths.repository.appendingPathComponent("Sources/tutorialkit")

    static var commandFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix("Command.swift") && $0 != "Command.swift"
        }.sorted()
    }

    @Test func everyCommandIsRead() {
        #expect(Self.commandFiles.count >= 7, "\(Self.commandFiles)")
    }

    @Test(arguments: commandFiles)
    func everyOptionReadIsOneTheCommandAccepts(file: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let specification = try #require(
            source.firstMatch(of: /Arguments\.Specification\((?<body>[^)]*)\)/)?.output.body,
            "\(file) has no Arguments.Specification")
        let accepted = Set(specification.matches(of: /"(--[a-z-]+)"/).map { String($0.output.1) }).union([
            "--help"
        ])
        let read = Set(
            source.matches(of: /\.(?:value|values|has)\("(--[a-z-]+)"\)/).map { String($0.output.1) })
        #expect(!read.isEmpty, "\(file) reads no option")
        #expect(
            read.subtracting(accepted).isEmpty,
            "\(file) reads options it does not accept: \(read.subtracting(accepted).sorted())")
    }
}
