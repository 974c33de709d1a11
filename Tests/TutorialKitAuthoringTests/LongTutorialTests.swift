import Foundation
import Testing

@testable import TutorialKitAuthoring
@testable import TutorialKitLayout
@testable import TutorialKitSchema

/// A tutorial long enough to be read and checked in parts on several cores gives what one pass
/// gives: every step in order, every problem where it is, and the "did you mean"s of one pass.
@Suite struct LongTutorialTests {
    static let count = TutorialFile.parallelStepThreshold * 2 + 7

    static func tutorial(_ step: (Int) -> String) -> String {
        let steps = (0..<count).map(step).joined(separator: ",\n")
        return #"{ "id": "long", "version": 1, "screen": "s.screen.json", "steps": [\#n\#(steps)\#n] }"#
    }

    static func decode(_ text: String) -> LoadedFile<TutorialFile.Document> {
        TutorialFile.decode(
            Array(text.utf8), file: "long.tutorial.json",
            loadScreen: { _ in LoadedFile(model: LoaderEdgeCaseTests.screen, diagnostics: []) })
    }

    static func plain(_ index: Int) -> String {
        #"{ "id": "s\#(index)", "target": { "element": "label" }, "text": "Step \#(index)." }"#
    }

    @Test func everyStepIsBuiltInOrder() throws {
        let loaded = Self.decode(Self.tutorial(Self.plain))
        #expect(loaded.diagnostics.isEmpty)
        let steps = try #require(loaded.model?.tutorial.steps)
        #expect(steps.map(\.id) == (0..<Self.count).map { "s\($0)" })
        #expect(steps.last?.text.plain == "Step \(Self.count - 1).")
    }

    @Test func problemsInEveryPartAreFoundWhereTheyAre() throws {
        let broken = [3, Self.count / 2 + 1, Self.count - 2]
        let text = Self.tutorial { index in
            broken.contains(index)
                ? #"{ "id": "s\#(index)", "target": { "element": "lable" }, "text": "Step \#(index)." }"#
                : Self.plain(index)
        }
        let loaded = Self.decode(text)
        #expect(loaded.diagnostics.map(\.path) == broken.map { "/steps/\($0)/target/element" })
        #expect(loaded.diagnostics.allSatisfy { $0.message.contains("did you mean \"label\"") })
        // Loaded again, the same: the parts are put together in order, whatever thread ends first.
        #expect(Self.decode(text).diagnostics == loaded.diagnostics)
    }

    @Test func aMisnamedStepLateInTheFileStillGetsItsDidYouMean() throws {
        let late = Self.count - 3
        let text = Self.tutorial { index in
            index == late
                ? #"{ "id": "s\#(index)", "text": "Late.", "buttons": [{ "title": "Go", "next": "s1x" }] }"#
                : Self.plain(index)
        }
        let loaded = Self.decode(text)
        let message = try #require(loaded.diagnostics.first { $0.path.hasSuffix("/next") }?.message)
        #expect(message.contains("did you mean"), "\(message)")
    }

    @Test func aFileWithShapeErrorsIsCheckedInOnePassAndReportsBoth() {
        let text = Self.tutorial { index in
            index == 5
                ? #"{ "id": 5, "text": "Five." }"#
                : index == Self.count - 1
                    ? #"{ "id": "s1", "text": "Again." }"# : Self.plain(index)
        }
        let messages = Self.decode(text).diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("expected a string") })
        #expect(messages.contains { $0.hasPrefix("duplicate step id \"s1\"") })
    }
}
