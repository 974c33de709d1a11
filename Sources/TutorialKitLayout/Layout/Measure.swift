import TutorialKitText

/// Step 1 of the layout pipeline: choose the content width and wrap the title and text to it.
package enum Measure {
    /// The narrowest content width that draws without overflowing a line: the footer, and the
    /// widest single character of the title and text.
    package static func minimumContentWidth(for request: LayoutEngine.Request) -> Int {
        minimumContentWidth(for: request, MeasuredStep(request))
    }

    /// The width the content gets before any narrowing: the maximum text width or the boundary's
    /// width less the box's chrome, whichever is smaller; widened for a title up to the boundary;
    /// never below ``minimumContentWidth(for:)``.
    package static func preferredContentWidth(for request: LayoutEngine.Request) -> Int {
        preferredContentWidth(for: request, MeasuredStep(request))
    }

    static func minimumContentWidth(for request: LayoutEngine.Request, _ measured: MeasuredStep) -> Int {
        max(1, measured.footerWidth, measured.text.widestCluster, measured.title.widestCluster)
    }

    static func preferredContentWidth(for request: LayoutEngine.Request, _ measured: MeasuredStep) -> Int {
        let room = request.boundary.width - horizontalChrome(of: request)
        let base = min(request.options.maximumTextWidth, room)
        let title = min(measured.title.naturalWidth, room)
        return max(base, title, minimumContentWidth(for: request, measured))
    }

    /// The room across a box that is not its content: the border and the padding on each side.
    package static func horizontalChrome(of request: LayoutEngine.Request) -> Int {
        request.metrics.chrome.horizontalBorders + 2 * request.options.padding
    }

    /// The size of the content of `request` wrapped to `contentWidth`: its lines counted, not made.
    /// A box taller than the boundary is cut to it, its footer kept (``ContentSize/cut(toHeight:)``).
    package static func size(of request: LayoutEngine.Request, _ measured: MeasuredStep, contentWidth: Int)
        -> ContentSize
    {
        wholeSize(of: request, measured, contentWidth: contentWidth).cut(toHeight: request.boundary.height)
    }

    /// The size of the content of `request` wrapped to `contentWidth` with every line shown, however
    /// tall.
    package static func wholeSize(
        of request: LayoutEngine.Request, _ measured: MeasuredStep, contentWidth: Int
    ) -> ContentSize {
        if let host = request.contentSize {
            // The host's size, whatever width was tried; never narrower than the footer.
            let largest = InputLimits.standard.pointsScreenSize
            return ContentSize(
                contentWidth: max(
                    min(max(1, host.width), largest.width), minimumContentWidth(for: request, measured)),
                titleLines: 0, textLines: 0, hasFooter: !request.footer.isEmpty,
                padding: request.options.padding,
                hostHeight: min(max(0, host.height), largest.height), chrome: request.metrics.chrome)
        }
        return ContentSize(
            contentWidth: contentWidth, titleLines: measured.title.lineCount(width: contentWidth),
            textLines: measured.text.lineCount(width: contentWidth), hasFooter: !request.footer.isEmpty,
            padding: request.options.padding, chrome: request.metrics.chrome)
    }

    /// The content whose size `size` is: the lines, made when read.
    static func content(
        of measured: MeasuredStep, sized size: ContentSize, chrome: StepLayout.BoxChrome
    ) -> StepLayout.BoxContent {
        StepLayout.BoxContent(
            contentWidth: size.contentWidth,
            title: TextLines(measured.title, width: size.contentWidth, lineCount: size.titleLines),
            text: TextLines(measured.text, width: size.contentWidth, lineCount: size.textLines),
            hasFooter: size.hasFooter,
            padding: size.padding,
            hostContentHeight: size.hostHeight,
            titleRows: size.titleRows,
            textRows: size.textRows,
            chrome: chrome
        )
    }
}
