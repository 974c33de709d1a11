import Testing

@testable import TutorialKitLayout

@Suite struct FlipTests {
    /// The side chosen for `request` as the layout chooses it: on the content's size at the
    /// preferred width.
    func chosen(_ request: LayoutEngine.Request) throws -> (candidate: SizedCandidate, fits: Bool) {
        let target = try #require(request.target)
        let measured = MeasuredStep(request)
        let size = Measure.size(
            of: request, measured, contentWidth: Measure.preferredContentWidth(for: request, measured))
        return Flip.choose(for: request, measured, size: size, target: target)
    }

    /// The placement chosen for `request`, recording an issue when no side fits.
    func fitting(_ request: LayoutEngine.Request) throws -> Placement.Anchored? {
        let chosen = try chosen(request)
        guard chosen.fits else {
            Issue.record("expected a fitting side for \(String(describing: request.target))")
            return nil
        }
        return chosen.candidate.placement
    }

    @Test func preferredSideIsKeptWhenItFits() throws {
        #expect(
            try fitting(smallRequest(target: Rect(x: 20, y: 10, width: 10, height: 2), placement: .topStart))
                == Placement.Anchored(.top, .start))
    }

    @Test func flipsToTheOppositeSideKeepingTheAlignment() throws {
        #expect(
            try fitting(smallRequest(target: Rect(x: 20, y: 1, width: 10, height: 2), placement: .topEnd))
                == Placement.Anchored(.bottom, .end))
    }

    @Test func fallsBackToTheRoomierPerpendicularSide() throws {
        #expect(
            try fitting(smallRequest(target: Rect(x: 20, y: 0, width: 10, height: 24), placement: .top))
                == Placement.Anchored(.right))
    }

    @Test func orderTriesOppositeThenPerpendicularsRoomierFirst() {
        let boundary = Rect(x: 0, y: 0, width: 60, height: 24)
        let nearRight = Rect(x: 45, y: 10, width: 5, height: 2)
        #expect(
            Flip.order(for: Placement.Anchored(.top, .start), around: nearRight, in: boundary, gap: 1)
                == [
                    Placement.Anchored(.top, .start), Placement.Anchored(.bottom, .start),
                    Placement.Anchored(.left, .start), Placement.Anchored(.right, .start),
                ])
        let nearTop = Rect(x: 20, y: 3, width: 5, height: 2)
        #expect(
            Flip.order(for: Placement.Anchored(.left), around: nearTop, in: boundary, gap: 1)
                == [
                    Placement.Anchored(.left), Placement.Anchored(.right), Placement.Anchored(.bottom),
                    Placement.Anchored(.top),
                ])
    }

    @Test func perpendicularTieGoesBottomThenRight() {
        let boundary = Rect(x: 0, y: 0, width: 60, height: 24)
        let centre = Rect(x: 25, y: 10, width: 10, height: 4)
        #expect(
            Flip.order(for: Placement.Anchored(.left), around: centre, in: boundary, gap: 1)[2].side
                == .bottom
        )
        #expect(
            Flip.order(for: Placement.Anchored(.top), around: centre, in: boundary, gap: 1)[2].side == .right)
    }

    @Test func autoTakesTheSideWithTheMostRoomForTheBox() throws {
        let cases: [(Rect, Placement.Side)] = [
            (Rect(x: 2, y: 2, width: 10, height: 2), .bottom),
            (Rect(x: 2, y: 19, width: 10, height: 2), .top),
            (Rect(x: 2, y: 0, width: 10, height: 24), .right),
            (Rect(x: 45, y: 0, width: 10, height: 24), .left),
        ]
        for (target, side) in cases {
            #expect(try fitting(smallRequest(target: target)) == Placement.Anchored(side), "target \(target)")
        }
    }

    @Test func autoTieGoesToTheBottom() throws {
        // 10 rows above and 10 below the target; boxes are 3 rows.
        #expect(try fitting(smallRequest(target: Rect(x: 20, y: 11, width: 20, height: 2)))?.side == .bottom)
    }

    @Test func autoComparesRoomRelativeToTheBoxSize() throws {
        // 6 rows below (box 3 tall: 2×) against 12 columns left (box 12 wide: 1×) — bottom wins
        // although the left has more cells.
        let request = smallRequest(
            target: Rect(x: 13, y: 0, width: 47, height: 17), screen: Size(width: 60, height: 24))
        #expect(try fitting(request)?.side == .bottom)
    }

    @Test func nothingFittingGivesTheBestFit() throws {
        let choice = try chosen(
            smallRequest(target: Rect(x: 0, y: 0, width: 60, height: 24), placement: .top))
        #expect(!choice.fits, "expected a best fit")
        #expect(!choice.candidate.fits)
    }

    @Test func bestFitPrefersTheSmallestOverflowThenBottomOrRight() {
        let boundary = Rect(x: 0, y: 0, width: 20, height: 20)
        let content = StepLayout.BoxContent(
            contentWidth: 1, titleLines: [], textLines: ["a"], hasFooter: false)
        let up = PlacementCandidate(
            placement: Placement.Anchored(.top), content: content,
            box: Rect(x: 0, y: -2, width: 5, height: 3),
            boundary: boundary)
        let down = PlacementCandidate(
            placement: Placement.Anchored(.bottom), content: content,
            box: Rect(x: 0, y: 19, width: 5, height: 3), boundary: boundary)
        let far = PlacementCandidate(
            placement: Placement.Anchored(.left), content: content,
            box: Rect(x: -4, y: 0, width: 5, height: 3), boundary: boundary)
        #expect(Flip.better(up, down).placement.side == .bottom)
        #expect(Flip.better(down, up).placement.side == .bottom)
        #expect(Flip.better(far, up).placement.side == .top)
        #expect(Flip.better(up, far).placement.side == .top)
    }
}
