/// Step 1 of the layout pipeline: choose the content width and wrap the title and text to it.
public enum Measure {
    /// The narrowest content width that draws without overflowing a line: the footer, and the
    /// widest single character of the title and text.
    public static func minimumContentWidth(for request: LayoutRequest) -> Int {
        max(
            1,
            request.footer.width,
            TextWrapper.widestCluster(in: request.text),
            TextWrapper.widestCluster(in: request.title ?? "")
        )
    }

    /// The width the content gets before any narrowing: the maximum text width or the boundary's
    /// width less the box's chrome, whichever is smaller; widened for a title up to the boundary;
    /// never below ``minimumContentWidth(for:)``.
    public static func preferredContentWidth(for request: LayoutRequest) -> Int {
        let room = request.boundary.width - 2 * BoxContent.horizontalChrome
        let base = min(request.options.maximumTextWidth, room)
        let title = min(TextWrapper.naturalWidth(of: request.title ?? ""), room)
        return max(base, title, minimumContentWidth(for: request))
    }

    /// The content of `request` wrapped to `contentWidth`.
    public static func content(of request: LayoutRequest, contentWidth: Int) -> BoxContent {
        BoxContent(
            contentWidth: contentWidth,
            titleLines: TextWrapper.wrap(request.title ?? "", width: contentWidth),
            textLines: TextWrapper.wrap(request.text, width: contentWidth),
            hasFooter: !request.footer.isEmpty
        )
    }
}
