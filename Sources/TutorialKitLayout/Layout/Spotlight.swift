/// Step 6 of the layout pipeline: the area left bright around the target.
package enum Spotlight {
    /// The cells highlighted around the target: the target grown by ``padding`` on each side, clipped
    /// to the screen; `nil` when nothing of it is on screen.
    package static func rect(around target: Rect, in screen: Rect) -> Rect? {
        target.outsetBy(dx: padding, dy: padding).intersection(screen)
    }

    /// How far the spotlight extends beyond the target: one cell, for its border.
    package static let padding = 1
}
