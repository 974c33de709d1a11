import Testing
import TutorialKit

/// LAYOUT.md's five invariants over random screens, targets, safe areas and texts. A failure
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

    @Test func generatorCoversTheScriptsAndSizesAsked() {
        var scripts = Set<String>()
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
            smallest = Size(
                width: min(smallest.width, request.screenSize.width),
                height: min(smallest.height, request.screenSize.height))
            largest = Size(
                width: max(largest.width, request.screenSize.width),
                height: max(largest.height, request.screenSize.height))
        }
        #expect(scripts == ["latin", "cyrillic", "cjk", "emoji"])
        #expect(smallest.width < 30 && smallest.height < 12)
        #expect(largest.width > 180 && largest.height > 50)
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

/// One random layout case and the checks of LAYOUT.md's invariants.
struct LayoutCase: CustomStringConvertible {
    let seed: UInt64
    let request: LayoutRequest

    static let words: [String] = [
        "tap", "here", "to", "search", "stores", "that", "deliver", "your", "orders", "supercalifragilistic",
        "доставка", "магазины", "рядом", "с", "вами", "нажмите", "здесь",
        "検索", "店舗を探す", "ここをタップ", "配達", "注文履歴を確認できます",
        "👋", "🛒", "👨‍👩‍👧", "🇷🇺", "❤️", "👍🏽",
    ]

    init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(seed: seed)
        let size = Size(
            width: Int.random(in: 20...200, using: &random), height: Int.random(in: 8...60, using: &random))
        let safeArea = EdgeInsets(
            top: Int.random(in: 0...2, using: &random), left: Int.random(in: 0...3, using: &random),
            bottom: Int.random(in: 0...2, using: &random), right: Int.random(in: 0...3, using: &random))
        let width = Int.random(in: 1...max(1, size.width * 2 / 3), using: &random)
        let height = Int.random(in: 1...max(1, size.height * 2 / 3), using: &random)
        // Let a few targets hang off an edge; each keeps at least one cell on screen.
        let target = Rect(
            x: Int.random(in: (1 - width)...(size.width - 1), using: &random),
            y: Int.random(in: (1 - height)...(size.height - 1), using: &random),
            width: width, height: height)
        let hasTarget = Int.random(in: 0..<20, using: &random) > 0
        let text = Self.sentence(words: Int.random(in: 1...30, using: &random), using: &random)
        let title =
            Bool.random(using: &random)
            ? Self.sentence(words: Int.random(in: 1...4, using: &random), using: &random) : nil
        let buttons = Array(["Back", "Next ›", "Skip"].prefix(Int.random(in: 0...3, using: &random)))
        let progress = Bool.random(using: &random) ? "\(Int.random(in: 1...9, using: &random)) of 9" : nil
        let placement = Placement.allCases.randomElement(using: &random) ?? .auto
        request = LayoutRequest(
            screenSize: size, safeArea: safeArea, target: hasTarget ? target : nil, title: title, text: text,
            footer: FooterRow(progress: progress, buttons: buttons), placement: placement,
            options: LayoutOptions(maximumTextWidth: Int.random(in: 12...48, using: &random)))
    }

    static func sentence(words count: Int, using random: inout SeededGenerator) -> String {
        (0..<count).map { _ in words.randomElement(using: &random) ?? "" }.joined(
            separator: Bool.random(using: &random) ? " " : "\n")
    }

    /// The invariants this case breaks, in words.
    func violations() -> [String] {
        let layout = LayoutEngine.layout(request)
        let boundary = request.boundary
        var problems: [String] = []

        // 1. The box lies inside the boundary whenever it is no larger than the boundary, and it is
        //    no wider than the boundary whenever its content could be.
        if layout.box.width <= boundary.width && layout.box.height <= boundary.height
            && !boundary.contains(layout.box)
        {
            problems.append("1: box \(layout.box) leaves boundary \(boundary)")
        }
        if Measure.minimumContentWidth(for: request) + 4 <= boundary.width
            && layout.box.width > boundary.width
        {
            problems.append("1: box \(layout.box) is wider than boundary \(boundary) without need")
        }

        // 2. The box never overlaps the target when any side fits.
        if let target = request.target, anySideFits(target: target) {
            if layout.fallback != nil { problems.append("2: fell back although a side fits") }
            if layout.box.intersects(target) {
                problems.append("2: box \(layout.box) overlaps target \(target)")
            }
        }

        // 3. An arrow lies outside box and target, touches the box edge, and points at the target.
        if let arrow = layout.arrow, let target = request.target {
            problems += arrowProblems(arrow, box: layout.box, target: target)
        }
        if request.target == nil && (layout.arrow != nil || layout.spotlight != nil) {
            problems.append("3: a step without target has an arrow or spotlight")
        }

        // 4. Lines fit the content width, and the words survive in order.
        let width = layout.content.contentWidth
        for line in layout.content.titleLines + layout.lines where DisplayWidth.of(line) > max(width, 2) {
            problems.append("4: line \"\(line)\" is wider than \(width)")
        }
        if squeezed(request.text) != squeezed(layout.lines.joined()) {
            problems.append("4: text changed by wrapping")
        }
        if squeezed(request.title ?? "") != squeezed(layout.content.titleLines.joined()) {
            problems.append("4: title changed by wrapping")
        }

        // 5. Same input, same output.
        if LayoutEngine.layout(request) != layout { problems.append("5: a second layout differs") }
        return problems
    }

    /// Whether a box of the preferred size fits above or below the target, or one of the narrowest
    /// width fits beside it — worked out independently of the engine's flip step.
    func anySideFits(target: Rect) -> Bool {
        let boundary = request.boundary
        let gap = request.options.gap
        let preferred = Measure.content(
            of: request, contentWidth: Measure.preferredContentWidth(for: request)
        ).size
        let above =
            target.minY - gap - preferred.height >= boundary.minY && target.minY - gap <= boundary.maxY
        let below =
            target.maxY + gap + preferred.height <= boundary.maxY && target.maxY + gap >= boundary.minY
        let left = target.minX - gap - preferred.width >= boundary.minX && target.minX - gap <= boundary.maxX
        let right = target.maxX + gap + preferred.width <= boundary.maxX && target.maxX + gap >= boundary.minX
        return above || below || left || right
    }

    func arrowProblems(_ arrow: Arrow, box: Rect, target: Rect) -> [String] {
        let p = arrow.position
        var problems: [String] = []
        if box.contains(p) || target.contains(p) { problems.append("3: arrow \(p) inside box or target") }
        let touches: Bool
        let pointsAtTarget: Bool
        switch arrow.direction {
        case .up:
            touches = p.y == box.minY - 1 && p.x > box.minX && p.x < box.maxX - 1
            pointsAtTarget = target.columns.contains(p.x) && target.maxY <= p.y
        case .down:
            touches = p.y == box.maxY && p.x > box.minX && p.x < box.maxX - 1
            pointsAtTarget = target.columns.contains(p.x) && target.minY > p.y
        case .left:
            touches = p.x == box.minX - 1 && p.y > box.minY && p.y < box.maxY - 1
            pointsAtTarget = target.rows.contains(p.y) && target.maxX <= p.x
        case .right:
            touches = p.x == box.maxX && p.y > box.minY && p.y < box.maxY - 1
            pointsAtTarget = target.rows.contains(p.y) && target.minX > p.x
        }
        if !touches {
            problems.append("3: arrow \(p) \(arrow.direction) does not touch box \(box) off its corners")
        }
        if !pointsAtTarget {
            problems.append("3: arrow \(p) \(arrow.direction) does not point at target \(target)")
        }
        if !request.screenBounds.contains(p) { problems.append("3: arrow \(p) is off screen") }
        return problems
    }

    func squeezed(_ text: String) -> String {
        text.filter { $0 != " " && $0 != "\n" }
    }

    var description: String {
        let r = request
        return "screen \(r.screenSize) safe \(r.safeArea) target \(r.target.map(\.description) ?? "none") "
            + "placement \(r.placement) maxText \(r.options.maximumTextWidth) title \(r.title.map { "\"\($0)\"" } ?? "none") "
            + "footer \(r.footer.progress ?? "-") \(r.footer.buttons) text \"\(r.text)\""
    }
}
