// SeededGenerator comes along with the cases: the property tests and the bench draw from it too.
@_exported import SeededRandom
import TutorialKitLayout
import TutorialKitText

/// One random layout case and the checks of the layout engine's invariants (see the README), shared by the property tests
/// and the benchmark's million-case run. A case is fixed by its seed, so a failure replays alone.
public struct LayoutCase: CustomStringConvertible {
    /// The seed the case was drawn from.
    public let seed: UInt64
    /// The step to lay out.
    public let request: LayoutEngine.Request
    /// In a quarter of the cases, the target is an item of a random grid or carousel, resolved as a
    /// ``GridItemTarget`` resolves it; its invariants are checked too.
    public let grid: GridCase?

    /// A grid, an item of it, and what resolving the item did.
    public struct GridCase: CustomStringConvertible {
        /// The grid before the target scrolled it.
        public var before: Screen.Grid
        /// The same grid scrolled to show the item.
        public var after: Screen.Grid
        /// The item.
        public var index: Screen.ItemIndex
        /// The item's visible rect: the step's target.
        public var target: Rect

        /// The grid and the item in one line, to replay by hand.
        public var description: String {
            "grid \(before.axis) frame \(before.frame) item \(before.itemSize) spacing \(before.columnSpacing)/\(before.rowSpacing) "
                + "columns \(before.columns) sections \(before.sections.map(\.items)) offset \(before.contentOffset) → \(after.contentOffset) "
                + "\(index)"
        }
    }

    /// Words in Latin, Cyrillic and CJK script, and emoji, that left-to-right texts are drawn from.
    static let words: [String] = [
        "tap", "here", "to", "search", "stores", "that", "deliver", "your", "orders", "supercalifragilistic",
        "доставка", "магазины", "рядом", "с", "вами", "нажмите", "здесь",
        "検索", "店舗を探す", "ここをタップ", "配達", "注文履歴を確認できます",
        "👋", "🛒", "👨‍👩‍👧", "🇷🇺", "❤️", "👍🏽",
    ]

    /// The words of a right-to-left text: Arabic and Hebrew among the others, as a localized app's
    /// copy mixes in names, numbers and emoji.
    static let rightToLeftWords: [String] =
        words + ["مرحبا", "التالي", "ابحث", "هنا", "שלום", "הקש", "כאן", "לחיפוש"]

    /// Draws a case: a screen from 20×8 to 200×60 cells, a safe area, a target that may hang off an
    /// edge (or none), a text and title in mixed scripts, buttons, progress and a placement. A
    /// quarter of the cases read right to left, unless `allowsRightToLeft` is false: then every case
    /// is the left-to-right one its seed gave before right-to-left cases existed.
    public init(seed: UInt64, allowsRightToLeft: Bool = true) {
        self.init(seed: seed, allowsRightToLeft: allowsRightToLeft, inPoints: nil)
    }

    /// The case its seed gives, in points at 8×16 points a cell, with an app's `metrics`: the
    /// screen, safe area, target and highlights scaled, and options an app might choose.
    public init(seed: UInt64, allowsRightToLeft: Bool = true, inPoints metrics: LayoutEngine.Metrics) {
        self.init(
            seed: seed, allowsRightToLeft: allowsRightToLeft, inPoints: metrics as LayoutEngine.Metrics?)
    }

    private init(seed: UInt64, allowsRightToLeft: Bool, inPoints metrics: LayoutEngine.Metrics?) {
        self.seed = seed
        // The direction from a generator of its own, so a left-to-right case stays as it was.
        var direction = SeededGenerator(seed: seed &+ 0x5851_F42D_4C95_7F2D)
        let isRightToLeft = allowsRightToLeft && Int.random(in: 0..<4, using: &direction) == 0
        let words = isRightToLeft ? Self.rightToLeftWords : Self.words
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
        // Grids, highlights and paddings come from a generator of their own, so the rest of a case
        // (its screen, target and texts) is the one its seed gave before they existed.
        var extras = SeededGenerator(seed: seed &+ 0x9E37_79B9_7F4A_7C15)
        let grid =
            hasTarget && Int.random(in: 0..<4, using: &extras) == 0 ? Self.gridCase(on: size, &extras) : nil
        // The grid's own invariants have no units: they are the cells' cases'.
        self.grid = metrics == nil ? grid : nil
        let text = Self.sentence(of: words, count: Int.random(in: 1...30, using: &random), using: &random)
        let title =
            Bool.random(using: &random)
            ? Self.sentence(of: words, count: Int.random(in: 1...4, using: &random), using: &random) : nil
        let buttons = Array(["Back", "Next ›", "Skip"].prefix(Int.random(in: 0...3, using: &random)))
        let progress = Bool.random(using: &random) ? "\(Int.random(in: 1...9, using: &random)) of 9" : nil
        let placement = Placement.allCases.randomElement(using: &random) ?? .auto
        // A third of the cases spotlight one to three further targets anywhere on screen.
        let highlights =
            (0..<(Int.random(in: 0..<3, using: &extras) == 0 ? Int.random(in: 1...3, using: &extras) : 0))
            .map { _ in
                Rect(
                    x: Int.random(in: 0..<size.width, using: &extras),
                    y: Int.random(in: 0..<size.height, using: &extras),
                    width: Int.random(in: 1...max(1, size.width / 4), using: &extras),
                    height: Int.random(in: 1...max(1, size.height / 4), using: &extras))
            }
        let cells = LayoutEngine.Request(
            screenSize: size, safeArea: safeArea, target: hasTarget ? grid?.target ?? target : nil,
            title: title,
            text: text,
            footer: StepLayout.Footer(progress: progress, buttons: buttons), placement: placement,
            // Most cases keep the default paddings; a quarter try others.
            options: LayoutEngine.Options(
                maximumTextWidth: Int.random(in: 12...48, using: &random),
                padding: Int.random(in: 0..<4, using: &extras) == 0
                    ? Int.random(in: 0...3, using: &extras) : 1,
                spotlightPadding: Int.random(in: 0..<4, using: &extras) == 0
                    ? Int.random(in: 0...2, using: &extras) : 1),
            highlights: highlights,
            isRightToLeft: isRightToLeft)
        request = metrics.map { Self.inPoints(cells, $0) } ?? cells
    }

    /// `cells` at 8×16 points a cell, its options in points, its text measured by `metrics`.
    private static func inPoints(_ cells: LayoutEngine.Request, _ metrics: LayoutEngine.Metrics)
        -> LayoutEngine.Request
    {
        let (across, down) = (8, 16)
        func scaled(_ rect: Rect) -> Rect {
            Rect(
                x: rect.minX * across, y: rect.minY * down, width: rect.width * across,
                height: rect.height * down)
        }
        var points = cells
        points.screenSize = Size(
            width: cells.screenSize.width * across, height: cells.screenSize.height * down)
        points.safeArea = EdgeInsets(
            top: cells.safeArea.top * down, left: cells.safeArea.left * across,
            bottom: cells.safeArea.bottom * down, right: cells.safeArea.right * across)
        points.target = cells.target.map(scaled)
        points.highlights = cells.highlights.map(scaled)
        points.options = LayoutEngine.Options(
            maximumTextWidth: cells.options.maximumTextWidth * across, gap: 12, margin: 4,
            minimumNarrowedTextWidth: 96, padding: cells.options.padding * 12,
            spotlightPadding: cells.options.spotlightPadding * 4)
        points.metrics = metrics
        return points
    }

    /// A random grid or carousel on a screen of `size`, scrolled anywhere, and a random item of it
    /// resolved as a step's target; `nil` in the rare case it lands off screen.
    static func gridCase(on size: Size, _ random: inout SeededGenerator) -> GridCase? {
        let frame =
            Rect(
                x: Int.random(in: 0...(size.width - 4), using: &random),
                y: Int.random(in: 0...(size.height - 3), using: &random),
                width: Int.random(in: 4...size.width, using: &random),
                height: Int.random(in: 3...size.height, using: &random)
            ).intersection(Rect(origin: .zero, size: size)) ?? Rect(x: 0, y: 0, width: 4, height: 3)
        let axis = Screen.Grid.Axis.allCases.randomElement(using: &random) ?? .vertical
        let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            Screen.Grid.Section(
                items: Int.random(in: 0...60, using: &random),
                headerHeight: axis == .vertical ? Int.random(in: 0...2, using: &random) : 0)
        }
        guard let section = sections.indices.filter({ sections[$0].items > 0 }).randomElement(using: &random)
        else {
            return nil
        }
        var grid = Screen.Grid(
            id: "grid", frame: frame,
            itemSize: Size(
                width: Int.random(in: 1...max(1, frame.width), using: &random),
                height: Int.random(in: 1...8, using: &random)),
            columnSpacing: Int.random(in: 0...3, using: &random),
            rowSpacing: Int.random(in: 0...2, using: &random),
            columns: Bool.random(using: &random) ? .adaptive : .fixed(Int.random(in: 1...6, using: &random)),
            axis: axis, sections: sections)
        grid.contentOffset = Int.random(in: 0...grid.maximumContentOffset, using: &random)
        let index = Screen.ItemIndex(
            section: section, item: Int.random(in: 0..<sections[section].items, using: &random))
        var screen = Screen(id: "random", size: size, grids: [grid])
        guard
            let target = try? GridItemTarget(grid: "grid", section: index.section, item: index.item).resolve(
                in: &screen)
        else { return nil }
        return GridCase(before: grid, after: screen.grids[0], index: index, target: target)
    }

    static func sentence(of words: [String], count: Int, using random: inout SeededGenerator) -> String {
        (0..<count).map { _ in words.randomElement(using: &random) ?? "" }.joined(
            separator: Bool.random(using: &random) ? " " : "\n")
    }

    /// The invariants this case breaks, in words; empty when all hold.
    public func violations() -> [String] {
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
        if Measure.minimumContentWidth(for: request) + Measure.horizontalChrome(of: request) <= boundary.width
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
        // A lone cluster wider than the content is the one line allowed past it.
        for line in layout.content.titleLines + layout.lines
        where StepLayout.Footer.advance(of: line, request.metrics) > width && line.count > 1 {
            problems.append("4: line \"\(line)\" is wider than \(width)")
        }
        if squeezed(request.text) != squeezed(layout.content.allTextLines.joined()) {
            problems.append("4: text changed by wrapping")
        }
        if squeezed(request.title ?? "") != squeezed(layout.content.allTitleLines.joined()) {
            problems.append("4: title changed by wrapping")
        }
        problems += Self.footerProblems(layout, request)

        // 5. Same input, same output.
        if LayoutEngine.layout(request) != layout { problems.append("5: a second layout differs") }

        // 7. The box covers no further highlight whenever a placement allows: a box of the preferred
        //    size on one of the 12 placements, shifted into the boundary, clear of all of them.
        if let target = request.target, !request.highlights.isEmpty,
            request.highlights.contains(where: layout.box.intersects),
            anyPlacementClearsHighlights(target: target)
        {
            problems.append(
                "7: box \(layout.box) covers a highlight \(request.highlights) though a placement is clear")
        }

        // 8. A right-to-left step is mirrored: its logical left is the target's physical right, so
        //    its arrow points the other way round from a left-to-right one's.
        if let arrow = layout.arrow, let side = layout.placement?.side, layout.fallback == nil {
            let physical: Placement.Side =
                switch (request.isRightToLeft, side) {
                case (true, .left): .right
                case (true, .right): .left
                default: side
                }
            if arrow.direction != Arrow.Direction(pointingFrom: physical) {
                problems.append(
                    "8: arrow \(arrow.direction) for \(side) \(request.isRightToLeft ? "right to left" : "left to right")"
                )
            }
        }
        if layout.isRightToLeft != request.isRightToLeft {
            problems.append("8: the layout lost its direction")
        }

        // 6. A grid scrolls the least that shows the item: within its content, not at all when the
        //    item showed already, and so that all of it shows when it fits the frame.
        if let grid { problems += gridProblems(grid) }
        return problems
    }

    /// 9. The way on stays on screen: whenever a box of borders and footer alone fits the boundary,
    ///    the box is no taller than the boundary and its footer line lies inside it, the title and
    ///    text cut (each cut line marked) to make room.
    public static func footerProblems(_ layout: StepLayout, _ request: LayoutEngine.Request) -> [String] {
        let boundary = request.boundary
        let boxChrome = request.metrics.chrome
        let fixedHeight = boxChrome.fixedHeight(hasFooter: layout.content.hasFooter)
        guard request.contentSize == nil, fixedHeight <= boundary.height,
            Measure.minimumContentWidth(for: request) + Measure.horizontalChrome(of: request)
                <= boundary.width
        else { return [] }
        var problems: [String] = []
        if layout.box.height > boundary.height {
            problems.append("9: box \(layout.box) is taller than boundary \(boundary)")
        }
        let footerTop =
            layout.box.maxY - boxChrome.border - boxChrome.verticalPadding - boxChrome.footerHeight
        if layout.content.hasFooter
            && (footerTop < boundary.minY || footerTop + boxChrome.footerHeight > boundary.maxY)
        {
            problems.append("9: footer at \(footerTop) is outside boundary \(boundary)")
        }
        let shown = layout.content.titleLines.count + layout.content.textLines.count
        if layout.content.titleRows + layout.content.textRows != shown {
            problems.append(
                "9: \(shown) lines shown in \(layout.content.titleRows + layout.content.textRows) rows")
        }
        let marked =
            layout.content.textLines.last?.last == Ellipsis.mark
            || layout.content.titleLines.last?.last == Ellipsis.mark
            || (layout.content.titleLines.isEmpty && layout.content.textLines.first?.first == Ellipsis.mark)
        if layout.content.isCut, shown > 0, !marked {
            problems.append("9: a cut box marks no line with an ellipsis")
        }
        return problems
    }

    func gridProblems(_ grid: GridCase) -> [String] {
        var problems: [String] = []
        let after = grid.after
        guard let frame = after.frame(of: grid.index), let before = grid.before.frame(of: grid.index) else {
            return ["6: the item \(grid.index) is not in the grid"]
        }
        if after.contentOffset < 0 || after.contentOffset > after.maximumContentOffset {
            problems.append("6: offset \(after.contentOffset) outside 0...\(after.maximumContentOffset)")
        }
        if grid.before.frame.contains(before) && after.contentOffset != grid.before.contentOffset {
            problems.append("6: the item showed already, yet the grid scrolled")
        }
        let fits =
            after.axis == .vertical ? frame.height <= after.frame.height : frame.width <= after.frame.width
        let along =
            after.axis == .vertical
            ? (frame.minY >= after.frame.minY && frame.maxY <= after.frame.maxY)
            : (frame.minX >= after.frame.minX && frame.maxX <= after.frame.maxX)
        if fits && !along { problems.append("6: item \(frame) not wholly shown in \(after.frame)") }
        if !after.frame.contains(grid.target) || frame.intersection(after.frame) != grid.target {
            problems.append("6: target \(grid.target) is not the item's visible part \(frame)")
        }
        // Found by arithmetic, the visible items are exactly those a walk over every item finds.
        let drawn = Set(
            after.parts(intersecting: after.frame).compactMap { part in
                part.item.map { Screen.ItemIndex(section: part.section, item: $0) }
            })
        var walked = Set<Screen.ItemIndex>()
        for (section, content) in after.sections.enumerated() {
            for item in 0..<max(0, content.items) {
                let index = Screen.ItemIndex(section: section, item: item)
                if let rect = after.frame(of: index), rect.intersects(after.frame) { walked.insert(index) }
            }
        }
        if drawn != walked {
            problems.append("6: visible items \(drawn.count) differ from the walk's \(walked.count)")
        }
        return problems
    }

    /// Whether a box of the preferred size fits above or below the target, or one of the narrowest
    /// width fits beside it — worked out independently of the engine's flip step.
    func anySideFits(target: Rect) -> Bool {
        let boundary = request.boundary
        let gap = request.options.gap
        let preferred = Measure.size(
            of: request, MeasuredStep(request), contentWidth: Measure.preferredContentWidth(for: request)
        ).size
        let above =
            target.minY - gap - preferred.height >= boundary.minY && target.minY - gap <= boundary.maxY
        let below =
            target.maxY + gap + preferred.height <= boundary.maxY && target.maxY + gap >= boundary.minY
        let left = target.minX - gap - preferred.width >= boundary.minX && target.minX - gap <= boundary.maxX
        let right = target.maxX + gap + preferred.width <= boundary.maxX && target.maxX + gap >= boundary.minX
        return above || below || left || right
    }

    /// Whether a box of the preferred size, on some placement around `target` and shifted into the
    /// boundary, lies inside it clear of the target and of every highlight.
    func anyPlacementClearsHighlights(target: Rect) -> Bool {
        // A right-to-left step is placed on its screen's mirror image, where rounding (a centred
        // box's odd cell) falls the other way: the placements are tried there too.
        let request = request.isRightToLeft ? request.mirroredLeftToRight : request
        let target = request.target ?? target
        let boundary = request.boundary
        let preferred = Measure.size(
            of: request, MeasuredStep(request), contentWidth: Measure.preferredContentWidth(for: request)
        ).size
        return Placement.allCases.contains { placement in
            guard case .anchored(let anchored) = placement else { return false }
            let box = Shift.apply(
                to: Offset.box(of: preferred, at: anchored, around: target, gap: request.options.gap),
                on: anchored.side, target: target, boundary: boundary)
            return boundary.contains(box) && !box.intersects(target)
                && !request.highlights.contains(where: box.intersects)
        }
    }

    func arrowProblems(_ arrow: Arrow, box: Rect, target: Rect) -> [String] {
        let p = arrow.position
        let a = arrow.bounds
        // Off the box's corners by the border (a cell in a terminal) or the corner's radius.
        let inset = request.metrics.chrome.arrowInset
        var problems: [String] = []
        if box.intersects(a) || target.intersects(a) { problems.append("3: arrow \(a) inside box or target") }
        let touches: Bool
        let pointsAtTarget: Bool
        switch arrow.direction {
        case .up:
            touches = a.maxY == box.minY && a.minX >= box.minX + inset && a.maxX <= box.maxX - inset
            pointsAtTarget = a.minX >= target.minX && a.maxX <= target.maxX && target.maxY <= a.minY
        case .down:
            touches = a.minY == box.maxY && a.minX >= box.minX + inset && a.maxX <= box.maxX - inset
            pointsAtTarget = a.minX >= target.minX && a.maxX <= target.maxX && target.minY >= a.maxY
        case .left:
            touches = a.maxX == box.minX && a.minY >= box.minY + inset && a.maxY <= box.maxY - inset
            pointsAtTarget = a.minY >= target.minY && a.maxY <= target.maxY && target.maxX <= a.minX
        case .right:
            touches = a.minX == box.maxX && a.minY >= box.minY + inset && a.maxY <= box.maxY - inset
            pointsAtTarget = a.minY >= target.minY && a.maxY <= target.maxY && target.minX >= a.maxX
        }
        if !touches {
            problems.append("3: arrow \(p) \(arrow.direction) does not touch box \(box) off its corners")
        }
        if !pointsAtTarget {
            problems.append("3: arrow \(p) \(arrow.direction) does not point at target \(target)")
        }
        if !request.screenBounds.contains(a) { problems.append("3: arrow \(p) is off screen") }
        return problems
    }

    func squeezed(_ text: String) -> String {
        text.filter { $0 != " " && $0 != "\n" }
    }

    /// The case in one line, to replay by hand.
    public var description: String {
        let r = request
        return "screen \(r.screenSize) safe \(r.safeArea) target \(r.target.map(\.description) ?? "none") "
            + "placement \(r.placement) maxText \(r.options.maximumTextWidth) padding \(r.options.padding)/\(r.options.spotlightPadding) title \(r.title.map { "\"\($0)\"" } ?? "none") "
            + "footer \(r.footer.progress ?? "-") \(r.footer.buttons) text \"\(r.text)\""
            + (r.highlights.isEmpty ? "" : " highlights \(r.highlights)")
            + (grid.map { " \($0)" } ?? "") + (r.isRightToLeft ? " right-to-left" : "")
    }
}
