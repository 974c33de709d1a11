import TutorialKitJSON
import TutorialKitLayout

/// The keys of a `layout` object (a tutorial's, or a step's over it), each declared once: its
/// shape and meaning, how it reads into the layout overrides, and how they write it back.
package enum LayoutFormat {
    /// One key of a `layout` object.
    package typealias Key<Node: JSONView> = FormatKey<
        Node, LayoutEngine.Options.Overrides, LayoutEngine.Options.Overrides
    >

    /// The keys, in the order the schema lists them.
    package static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        [
            Key(
                "maxWidth", .integer(minimum: 1, maximum: nil, limit: .screenWidth),
                "The widest a box's text may be before it wraps, in the screen's unit (default 36 cells).",
                read: { node, overrides in overrides.maximumTextWidth = node.integer },
                write: { $0.maximumTextWidth.map(JSONValue.integer) }),
            Key(
                "gap", .integer(minimum: 0, maximum: LayoutEngine.Options.largestGap),
                "Room between the target and the box, in the screen's unit (default 1 cell, the arrow's).",
                read: { node, overrides in overrides.gap = node.integer },
                write: { $0.gap.map(JSONValue.integer) }),
            Key(
                "padding", .integer(minimum: 0, maximum: LayoutEngine.Options.largestPadding),
                "Room between the box's border and its text, in the screen's unit (default 1 cell).",
                read: { node, overrides in overrides.padding = node.integer },
                write: { $0.padding.map(JSONValue.integer) }),
            Key(
                "spotlightPadding", .integer(minimum: 0, maximum: LayoutEngine.Options.largestPadding),
                "How far the spotlight extends beyond the target, in the screen's unit (default 1 cell; 0 has no border).",
                read: { node, overrides in overrides.spotlightPadding = node.integer },
                write: { $0.spotlightPadding.map(JSONValue.integer) }),
        ]
    }

    /// A `layout` object's shape.
    static let shape = Shape.object(ObjectShape("layout options", keys(JSONTreeView.self).properties()))

    /// The overrides a validated `layout` object gives; none without one.
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func overrides<Node: JSONView>(_ node: Node?) -> LayoutEngine.Options.Overrides {
        var overrides = LayoutEngine.Options.Overrides.none
        if let node { FormatKey.read(node, keys(Node.self), into: &overrides) }
        return overrides
    }

    /// The `layout` object of `overrides`, or nothing for none.
    package static func json(for overrides: LayoutEngine.Options.Overrides) -> JSONValue? {
        overrides.isEmpty ? nil : FormatKey.json(for: overrides, keys(JSONTreeView.self))
    }
}
