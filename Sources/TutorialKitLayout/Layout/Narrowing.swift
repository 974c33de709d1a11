/// Part of step 3 of the layout pipeline: make a box beside its target (left or right) narrower by
/// re-wrapping its text, so it fits the room on that side — Floating UI's `size` middleware.
package enum Narrowing {
    /// The narrowest the content may become for `request`: the options' floor, but never below what
    /// the footer and the widest character need.
    package static func minimumWidth(for request: LayoutEngine.Request) -> Int {
        minimumWidth(for: request, MeasuredStep(request))
    }

    static func minimumWidth(for request: LayoutEngine.Request, _ measured: MeasuredStep) -> Int {
        max(request.options.minimumNarrowedTextWidth, Measure.minimumContentWidth(for: request, measured))
    }

    /// The content's size re-wrapped to fit `room` cells (box chrome included), with the lines
    /// counted; `nil` when it is not wider than the room already or cannot get that narrow.
    static func size(
        of request: LayoutEngine.Request, _ measured: MeasuredStep, from content: ContentSize, toFit room: Int
    ) -> ContentSize? {
        let width = room - Measure.horizontalChrome(of: request)
        guard width < content.contentWidth, width >= minimumWidth(for: request, measured) else { return nil }
        return Measure.size(of: request, measured, contentWidth: width)
    }
}
