import Foundation
import Testing
import TutorialKit
import TutorialKitTerminal

/// The frames of every example tutorial — Unicode and ASCII, with and without colour, at the
/// screen's own size and at 100×30 — against golden files in `Snapshots/`. A missing golden file is
/// recorded (and the test fails once so it is noticed); `TUTORIALKIT_RECORD=1` re-records them all.
@Suite struct GoldenFrameTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        var file: String
        var ascii: Bool
        var color: Bool
        var size: Size?

        var name: String {
            let base =
                file.split(separator: "/").last.map(String.init)?.replacingOccurrences(
                    of: ".tutorial.json", with: "") ?? file
            let sizeName = size.map { "-\($0.width)x\($0.height)" } ?? ""
            return "\(base)\(sizeName)-\(ascii ? "ascii" : "unicode")\(color ? "-color" : "").txt"
        }

        var testDescription: String { name }
    }

    static let variants: [Variant] = TerminalFixtures.exampleFiles.flatMap { file in
        [nil, Size(width: 100, height: 30)].flatMap { size in
            [false, true].flatMap { ascii in
                [false, true].map { Variant(file: file, ascii: ascii, color: $0, size: size) }
            }
        }
    }

    static func frames(_ variant: Variant) throws -> String {
        let (tutorial, size) = try TerminalFixtures.asPreviewed(variant.file, size: variant.size)
        let renderer = FrameRenderer(
            options: .init(glyphs: variant.ascii ? .ascii : .unicode, usesColor: variant.color))
        return try TutorialPreview.presentations(of: tutorial, screenSize: size).map { presentation in
            ([FrameRenderer.caption(for: presentation)] + renderer.render(presentation)).joined(
                separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    @Test(arguments: variants)
    func framesMatchTheirGoldenFile(variant: Variant) throws {
        let url = TerminalFixtures.snapshots.appendingPathComponent(variant.name)
        let actual = try Self.frames(variant)
        let recording = ProcessInfo.processInfo.environment["TUTORIALKIT_RECORD"] == "1"
        guard !recording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            if !recording { Issue.record("recorded \(variant.name); review it and run the tests again") }
            return
        }
        #expect(actual == golden, Comment(rawValue: Self.diff(expected: golden, actual: actual)))
    }

    /// The changed lines, numbered, as `-expected` / `+actual` pairs.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = ["golden frame differs (TUTORIALKIT_RECORD=1 re-records):"]
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            if let before { lines.append("\(index + 1) -\(before)") }
            if let after { lines.append("\(index + 1) +\(after)") }
            if lines.count > 40 { break }
        }
        return lines.joined(separator: "\n")
    }

    @Test func diffShowsTheChangedLines() {
        #expect(
            Self.diff(expected: "a\nb\nc", actual: "a\nB\nc")
                == "golden frame differs (TUTORIALKIT_RECORD=1 re-records):\n2 -b\n2 +B")
    }
}

/// The frames between the steps of every example tutorial, as `preview --transitions` prints them,
/// against golden files in `Snapshots/` (recorded as ``GoldenFrameTests`` records).
@Suite struct GoldenTransitionTests {
    static func frames(_ file: String) throws -> String {
        let renderer = FrameRenderer(options: .init(glyphs: .unicode, usesColor: false))
        var previous: StepPresentation?
        var parts: [String] = []
        for presentation in try TutorialPreview.presentations(of: TerminalFixtures.asPreviewed(file).tutorial)
        {
            for (caption, canvas) in TransitionPreview.frames(from: previous, to: presentation, renderer) {
                parts.append(caption + "\n" + canvas.text(colored: false))
            }
            parts.append(
                FrameRenderer.caption(for: presentation) + "\n"
                    + renderer.canvas(for: presentation).text(colored: false))
            previous = presentation
        }
        return parts.joined(separator: "\n")
    }

    @Test(arguments: TerminalFixtures.exampleFiles)
    func transitionsMatchTheirGoldenFile(file: String) throws {
        let name = (file.split(separator: "/").last.map(String.init) ?? file)
            .replacingOccurrences(of: ".tutorial.json", with: "-transitions.txt")
        let url = TerminalFixtures.snapshots.appendingPathComponent(name)
        let actual = try Self.frames(file)
        let recording = ProcessInfo.processInfo.environment["TUTORIALKIT_RECORD"] == "1"
        guard !recording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            if !recording { Issue.record("recorded \(name); review it and run the tests again") }
            return
        }
        #expect(actual == golden, Comment(rawValue: GoldenFrameTests.diff(expected: golden, actual: actual)))
    }
}
