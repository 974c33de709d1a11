import LayoutInvariants
import Testing
import TutorialKitLayout
import TutorialKitText

/// The layout engine's five invariants over random screens, targets, safe areas and texts. A failure
/// names the seed of its case, so `LayoutCase(seed:)` replays it alone.
@Suite struct LayoutPropertyTests {
    static let baseSeed: UInt64 = 0x7475_746F_7269_616C
    static let caseCount = 10_000

    @Test func invariantsHoldOverRandomCases() {
        var failures = 0
        for index in 0..<Self.caseCount {
            let layoutCase = LayoutCase(seed: Self.baseSeed &+ UInt64(index))
            let violations = layoutCase.violations()
            if !violations.isEmpty {
                failures += 1
                Issue.record("seed \(layoutCase.seed): \(violations.joined(separator: "; "))\n\(layoutCase)")
                if failures >= 5 { return }
            }
        }
    }

    /// An app's metrics in points: DejaVu Sans at 13 points, as the storyboard draws.
    static let points = LayoutEngine.Metrics(
        measurer: DejaVuSansMeasurer(fontSize: 13),
        chrome: StepLayout.BoxChrome(
            lineHeight: 18, border: 1, verticalPadding: 10, footerHeight: 28, footerSpacing: 8,
            buttonPadding: 10, buttonSpacing: 8, arrowLength: 8, arrowWidth: 14, cornerRadius: 8))

    /// The same invariants with a proportional font on screens in points.
    @Test func invariantsHoldInPointsWithAProportionalFont() {
        var failures = 0
        for index in 0..<Self.caseCount {
            let layoutCase = LayoutCase(seed: Self.baseSeed &+ UInt64(index), inPoints: Self.points)
            let violations = layoutCase.violations()
            if !violations.isEmpty {
                failures += 1
                Issue.record(
                    "seed \(layoutCase.seed) in points: \(violations.joined(separator: "; "))\n\(layoutCase)")
                if failures >= 5 { return }
            }
        }
    }

    /// In points too, a text that cannot fit is cut and marked, and the footer stays on screen.
    @Test func theFooterStaysOnScreenInPoints() {
        var failures = 0
        for index in 0..<Self.caseCount / 4 {
            var request = LayoutCase(seed: Self.baseSeed &+ UInt64(index), inPoints: Self.points).request
            request.text = Array(repeating: request.text, count: 8).joined(separator: "\n")
            let layout = LayoutEngine.layout(request)
            let problems = LayoutCase.footerProblems(layout, request)
            let width = layout.content.contentWidth
            let wide = (layout.content.titleLines + layout.content.textLines).filter {
                StepLayout.Footer.advance(of: $0, request.metrics) > width && $0.count > 1
            }
            if !problems.isEmpty || !wide.isEmpty {
                failures += 1
                Issue.record("seed \(Self.baseSeed &+ UInt64(index)): \(problems) \(wide)")
                if failures >= 5 { return }
            }
        }
    }

    /// Each random case again with its text eight times over, so that most boxes cannot fit: the
    /// text is cut and marked, and the footer (the way on, or out) stays on screen.
    @Test func theFooterStaysOnScreenWhenTheTextCannotFit() {
        var failures = 0
        var cut = 0
        for index in 0..<Self.caseCount {
            var request = LayoutCase(seed: Self.baseSeed &+ UInt64(index)).request
            request.text = Array(repeating: request.text, count: 8).joined(separator: "\n")
            let layout = LayoutEngine.layout(request)
            if layout.content.isCut { cut += 1 }
            let problems = LayoutCase.footerProblems(layout, request)
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(Self.baseSeed &+ UInt64(index)): \(problems.joined(separator: "; "))")
                if failures >= 5 { return }
            }
        }
        #expect(cut > Self.caseCount / 2, "only \(cut) of \(Self.caseCount) boxes were cut")
    }

    /// Cases the bench's million found breaking an invariant, kept once fixed: a box with room for
    /// one line, which the text takes while its four-line title is cut away whole (the text's
    /// first line is marked).
    @Test(arguments: [7_597_139_782_324_019_864 as UInt64])
    func casesOnceBrokenHold(seed: UInt64) {
        let layoutCase = LayoutCase(seed: seed)
        #expect(layoutCase.violations().isEmpty, "\(layoutCase)")
        #expect(LayoutEngine.layout(layoutCase.request).content.textLines.first?.first == "…")
    }

    @Test func generatorCoversTheScriptsAndSizesAsked() {
        var scripts = Set<String>()
        var rightToLeft = 0
        var smallest = Size(width: .max, height: .max)
        var largest = Size.zero
        for index in 0..<500 {
            let request = LayoutCase(seed: Self.baseSeed &+ UInt64(index)).request
            if request.text.contains(where: { ("а"..."я").contains($0) }) { scripts.insert("cyrillic") }
            if request.text.contains(where: {
                DisplayWidth.of($0) == 2 && $0.unicodeScalars.count == 1 && $0 < "\u{1F000}"
            }) {
                scripts.insert("cjk")
            }
            if request.text.unicodeScalars.contains(where: { $0.value >= 0x1F300 }) {
                scripts.insert("emoji")
            }
            if request.text.contains(where: { ("a"..."z").contains($0) }) { scripts.insert("latin") }
            if request.text.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) {
                scripts.insert("arabic")
            }
            if request.text.unicodeScalars.contains(where: { (0x05D0...0x05EA).contains($0.value) }) {
                scripts.insert("hebrew")
            }
            if request.isRightToLeft { rightToLeft += 1 }
            smallest = Size(
                width: min(smallest.width, request.screenSize.width),
                height: min(smallest.height, request.screenSize.height))
            largest = Size(
                width: max(largest.width, request.screenSize.width),
                height: max(largest.height, request.screenSize.height))
        }
        #expect(scripts == ["latin", "cyrillic", "cjk", "emoji", "arabic", "hebrew"])
        #expect(
            (80...170).contains(rightToLeft),
            "about a quarter of 500 cases read right to left: \(rightToLeft)")
        #expect(smallest.width < 30 && smallest.height < 12)
        #expect(largest.width > 180 && largest.height > 50)
    }

    @Test func aRightToLeftCaseIsJudgedOnItsMirrorImage() {
        // Found by the bench's million cases: a centred placement clear of the highlights left to
        // right touches one mirrored, its odd cell rounding the other way. The engine places the
        // step on the mirror image, and the invariant tries the placements there too.
        let layoutCase = LayoutCase(seed: 7_597_139_782_324_935_808)
        #expect(layoutCase.request.isRightToLeft && !layoutCase.request.highlights.isEmpty)
        #expect(layoutCase.violations() == [])
    }

    @Test func generatorReachesEveryOutcome() {
        var outcomes = Set<String>()
        for index in 0..<2_000 {
            let request = LayoutCase(seed: Self.baseSeed &+ UInt64(index)).request
            let layout = LayoutEngine.layout(request)
            if let fallback = layout.fallback { outcomes.insert(fallback.rawValue) }
            if let side = layout.placement?.side, layout.fallback == nil { outcomes.insert(side.rawValue) }
            if case .anchored(let preferred) = request.placement, layout.fallback == nil,
                layout.placement?.side != preferred.side
            {
                outcomes.insert("flipped")
            }
            if layout.content.contentWidth < Measure.preferredContentWidth(for: request) {
                outcomes.insert("narrowed")
            }
            if request.target != nil && layout.fallback == nil && layout.arrow == nil {
                outcomes.insert("no arrow")
            }
        }
        #expect(
            outcomes == [
                "noTarget", "nothingFits", "top", "bottom", "left", "right", "flipped", "narrowed",
                "no arrow",
            ])
    }
}
