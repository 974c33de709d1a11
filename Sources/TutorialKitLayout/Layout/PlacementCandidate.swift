/// A box tried at one placement: its content (possibly narrowed), its rect before shifting, and
/// whether it fits there.
package struct PlacementCandidate: Hashable, Sendable, PlacedBox {
    /// The placement tried.
    package var placement: Placement.Anchored
    /// The content, wrapped to the width used at this placement.
    package var content: StepLayout.BoxContent
    /// The box's rect, before the shift step.
    package var box: Rect
    /// How far the box sticks out of the boundary.
    package var overflow: Overflow

    /// Creates a candidate, measuring its overflow against `boundary`.
    package init(placement: Placement.Anchored, content: StepLayout.BoxContent, box: Rect, boundary: Rect) {
        self.placement = placement
        self.content = content
        self.box = box
        self.overflow = Overflow(of: box, in: boundary)
    }

    /// Whether the box fits on its side's main axis.
    package var fits: Bool { overflow.fitsMainAxis(of: placement.side) }
}

/// A box tried at one placement as the layout tries it: ``PlacementCandidate`` with the content's
/// size for its content, so trying costs no lines made and nothing counted by reference.
struct SizedCandidate: PlacedBox {
    var placement: Placement.Anchored
    var content: ContentSize
    var box: Rect
    var overflow: Overflow

    init(placement: Placement.Anchored, content: ContentSize, box: Rect, boundary: Rect) {
        self.placement = placement
        self.content = content
        self.box = box
        self.overflow = Overflow(of: box, in: boundary)
    }

    /// Whether the box fits on its side's main axis.
    var fits: Bool { overflow.fitsMainAxis(of: placement.side) }
    /// Whether the box shows its title and text whole, none of it cut to fit the boundary.
    var isWhole: Bool { hiddenLines == 0 }
    /// How many lines of its title and text the box cuts to fit the boundary.
    var hiddenLines: Int { content.titleLines - content.titleRows + content.textLines - content.textRows }
}

/// What choosing a side asks of a candidate box.
protocol PlacedBox {
    var placement: Placement.Anchored { get }
    var box: Rect { get }
    var overflow: Overflow { get }
}
