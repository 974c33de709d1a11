/// Places a step's box, arrow and spotlight on the virtual screen.
///
/// A pipeline of small steps in the spirit of Floating UI's `computePosition`: measure the
/// content, offset the box to a side, flip (narrowing the box if need be) to a side that fits,
/// shift it into the boundary, then place the arrow and the spotlight (<doc:HowStepsArePlaced>).
/// Pure and deterministic: the same request always gives the same layout.
public enum LayoutEngine {
    /// Lays out one step. A right-to-left step is laid out on the mirror image of its screen and
    /// mirrored back, so every placement, alignment and fallback mirrors with it.
    public static func layout(_ request: LayoutEngine.Request) -> StepLayout {
        guard request.isRightToLeft else { return layoutLeftToRight(request) }
        let width = request.screenSize.width
        var layout = layoutLeftToRight(request.mirroredLeftToRight)
        layout.box = layout.box.mirrored(across: width)
        layout.spotlight = layout.spotlight?.mirrored(across: width)
        layout.highlights = layout.highlights.map { $0.mirrored(across: width) }
        layout.arrow = layout.arrow?.mirrored(across: width)
        layout.isRightToLeft = true
        return layout
    }

    private static func layoutLeftToRight(_ request: LayoutEngine.Request) -> StepLayout {
        let boundary = request.boundary
        let measured = MeasuredStep(request)
        // Sides and widths are tried on sizes; the lines are made for the box kept, when read.
        let size = Measure.size(
            of: request, measured, contentWidth: Measure.preferredContentWidth(for: request, measured))
        guard let target = request.target else {
            return centred(
                Measure.content(of: measured, sized: size, chrome: request.metrics.chrome), for: request,
                placement: nil,
                spotlight: nil, fallback: .noTarget)
        }
        let spotlight = Spotlight.rect(
            around: target, in: request.screenBounds, padding: request.options.spotlightPadding)
        var (candidate, fits) = Flip.choose(for: request, measured, size: size, target: target)
        var box = Shift.apply(
            to: candidate.box, on: candidate.placement.side, target: target, boundary: boundary)
        if request.highlights.contains(where: box.intersects),
            let clear = AvoidHighlights.placement(for: request, measured, size: size, target: target)
        {
            (candidate, box, fits) = (clear.candidate, clear.box, true)
        }
        if !fits {
            box = box.clamped(into: boundary)
            if box.intersects(target) {
                return centred(
                    Measure.content(of: measured, sized: size, chrome: request.metrics.chrome), for: request,
                    placement: candidate.placement, spotlight: spotlight, fallback: .nothingFits)
            }
        }
        let arrow = ArrowPlacement.arrow(
            forBox: box, on: candidate.placement.side, target: target, screen: request.screenBounds,
            chrome: request.metrics.chrome)
        return StepLayout(
            box: box,
            content: Measure.content(of: measured, sized: candidate.content, chrome: request.metrics.chrome),
            footer: request.footer,
            placement: candidate.placement,
            arrow: arrow,
            spotlight: spotlight,
            fallback: nil,
            highlights: highlightSpotlights(request),
            spotlightPadding: request.options.spotlightPadding
        )
    }

    /// The spotlight around each further target still on screen.
    static func highlightSpotlights(_ request: LayoutEngine.Request) -> [Rect] {
        request.highlights.compactMap {
            Spotlight.rect(around: $0, in: request.screenBounds, padding: request.options.spotlightPadding)
        }
    }

    /// The box centred in the boundary (top-left edge first when it is larger), with no arrow.
    static func centred(
        _ content: StepLayout.BoxContent,
        for request: LayoutEngine.Request,
        placement: Placement.Anchored?,
        spotlight: Rect?,
        fallback: StepLayout.Fallback
    ) -> StepLayout {
        let boundary = request.boundary
        let size = content.size
        let origin = Point(
            x: boundary.minX + Offset.floorDivide(boundary.width - size.width, by: 2),
            y: boundary.minY + Offset.floorDivide(boundary.height - size.height, by: 2)
        )
        return StepLayout(
            box: Rect(origin: origin, size: size).clamped(into: boundary),
            content: content,
            footer: request.footer,
            placement: placement,
            arrow: nil,
            spotlight: spotlight,
            fallback: fallback,
            highlights: highlightSpotlights(request),
            spotlightPadding: request.options.spotlightPadding
        )
    }
}
