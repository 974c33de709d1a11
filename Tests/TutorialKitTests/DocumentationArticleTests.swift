import Foundation
import TestSupport
import Testing
import TutorialKitTerminal

@testable import TutorialKit

/// The DocC articles that state the project's contracts, kept true to the code: the seen-state
/// article's example file reads as the store reads it, the frame the drawing article shows is the one
/// preview draws, and the layout article's numbers are the engine's. (That every command and option
/// is in the command-line article is `CommandLineArticleTests`, with the tool's tests.)
struct DocumentationArticleTests {
    static let folder = TestPaths.repository.appendingPathComponent("Sources/TutorialKit/Documentation.docc")

    /// The first fenced block of an article in `language` ("" for none), as the README's tests
    /// read blocks.
    static func firstBlock(of article: String, language: String) throws -> String? {
        try DocumentationExampleTests.codeBlocks(in: "Sources/TutorialKit/Documentation.docc/\(article)")
            .first { $0.language == language }?.text
    }

    @Test("the seen-state article's example file reads as the store reads it")
    func seenStateExampleReads() throws {
        let json = try #require(try Self.firstBlock(of: "SeenStateFile.md", language: "json"))
        let document = try SeenStateDocument.parse(Array(json.utf8), file: "SeenStateFile.md")
        let record = try #require(document.records["home-tour"])
        #expect(record.status == .completed)
        #expect(record.contentVersion == 2)
        #expect(record.recentShows.count == 2)
        #expect(record.lastStep == "detail")
        #expect(document.events["purchase.completed"]?.count == 3)
    }

    @Test("the frame the drawing article shows is what preview draws for the demo's first step")
    func drawingArticleFrame() throws {
        let shown = try #require(try Self.firstBlock(of: "DrawingAFrame.md", language: "")).split(
            separator: "\n"
        )
        .map(String.init)
        let loaded = TutorialFile.load(
            path: TestPaths.tutorials.appendingPathComponent(
                "tutorial-kit-demo/tutorial-kit-demo.tutorial.json"
            ).path)
        let tutorial = try #require(loaded.model?.tutorial)
        let presentation = try TutorialPreview.presentation(ofStepAt: 0, of: tutorial)
        let drawn = [FrameRenderer.caption(for: presentation)] + FrameRenderer().render(presentation)
        #expect(Array(drawn.prefix(shown.count)) == shown)
    }

    @Test("the layout article's defaults and tie order are the engine's")
    func layoutArticleNumbers() throws {
        let article = try String(
            contentsOf: Self.folder.appendingPathComponent("HowStepsArePlaced.md"), encoding: .utf8)
        #expect(article.contains("(\(LayoutEngine.Options.defaultMaximumTextWidth) by default)"))
        #expect(article.contains("(\(LayoutEngine.Options.defaultMinimumNarrowedTextWidth))"))
        #expect(
            LayoutEngine.Options.defaultGap == 1 && article.contains("(one by default: the arrow's cell)"))
        let standard = LayoutEngine.Options.standard
        #expect(standard.spotlightPadding == 1 && article.contains("grown by one cell on each side"))
        let content = StepLayout.BoxContent(contentWidth: 1, titleLines: [], textLines: [], hasFooter: false)
        #expect(
            content.horizontalChrome == 2 && standard.padding == 1
                && article.contains("(two cells each side)"))
        #expect(article.contains("`padding`") && article.contains("`spotlightPadding`"))
        let order = Flip.autoOrder.map { "\($0)" }.joined(separator: ", ")
        #expect(article.contains("ties go \(order)"), "\(order)")
    }
}
