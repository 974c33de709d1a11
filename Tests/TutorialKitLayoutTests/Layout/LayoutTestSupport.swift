@testable import TutorialKitLayout

/// A 60×24 screen with no safe area, text kept to 8 cells so boxes are a small 12×3.
func smallRequest(
    target: Rect?,
    placement: Placement = .auto,
    text: String = "Tap here",
    screen: Size = Size(width: 60, height: 24),
    safeArea: EdgeInsets = .zero,
    maximumTextWidth: Int = 8
) -> LayoutEngine.Request {
    LayoutEngine.Request(
        screenSize: screen,
        safeArea: safeArea,
        target: target,
        text: text,
        placement: placement,
        options: LayoutEngine.Options(maximumTextWidth: maximumTextWidth)
    )
}

/// The content of `request` wrapped to `contentWidth` as the layout makes it: its size, with the
/// lines counted, then the lines.
func measuredContent(of request: LayoutEngine.Request, contentWidth: Int) -> StepLayout.BoxContent {
    let measured = MeasuredStep(request)
    return Measure.content(
        of: measured, sized: Measure.size(of: request, measured, contentWidth: contentWidth),
        chrome: request.metrics.chrome)
}
