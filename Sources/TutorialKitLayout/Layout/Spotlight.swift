/// Step 6 of the layout pipeline: the area left bright around the target.
package enum Spotlight {
    /// The cells highlighted around the target: the target grown by `padding` on each side (one
    /// cell by default, for its border), clipped to the screen; `nil` when nothing of it is on
    /// screen.
    package static func rect(around target: Rect, in screen: Rect, padding: Int = 1) -> Rect? {
        target.outsetBy(dx: padding, dy: padding).intersection(screen)
    }
}
