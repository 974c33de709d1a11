import TutorialKitJSON
import TutorialKitLayout

/// The keys of the shapes every format shares — a rect, a size, insets — each declared once.
package enum GeometryFormat {
    package typealias RectKey<Node: JSONView> = FormatKey<Node, Rect, Rect>
    package typealias SizeKey<Node: JSONView> = FormatKey<Node, Size, Size>
    package typealias InsetsKey<Node: JSONView> = FormatKey<Node, EdgeInsets, EdgeInsets>

    package static func rectKeys<Node: JSONView>(_: Node.Type = Node.self) -> [RectKey<Node>] {
        [
            RectKey(
                "x", .coordinate, required: true,
                "Left edge, from 0, in the screen's unit (a column in cells).",
                read: { node, rect in rect.x = node.integer ?? 0 }, write: { .integer($0.x) }),
            RectKey(
                "y", .coordinate, required: true, "Top edge, from 0, in the screen's unit (a row in cells).",
                read: { node, rect in rect.y = node.integer ?? 0 }, write: { .integer($0.y) }),
            RectKey(
                "width", .positiveLength, required: true, "Width, in the screen's unit.",
                read: { node, rect in rect.width = node.integer ?? 0 }, write: { .integer($0.width) }),
            RectKey(
                "height", .positiveLength, required: true, "Height, in the screen's unit.",
                read: { node, rect in rect.height = node.integer ?? 0 }, write: { .integer($0.height) }),
        ]
    }

    package static func sizeKeys<Node: JSONView>(_: Node.Type = Node.self) -> [SizeKey<Node>] {
        [
            SizeKey(
                "width", .integer(minimum: 1, maximum: nil, limit: .screenWidth), required: true,
                "Width, in the screen's unit.",
                read: { node, size in size.width = node.integer ?? 0 }, write: { .integer($0.width) }),
            SizeKey(
                "height", .integer(minimum: 1, maximum: nil, limit: .screenHeight), required: true,
                "Height, in the screen's unit.",
                read: { node, size in size.height = node.integer ?? 0 }, write: { .integer($0.height) }),
        ]
    }

    /// A side left out is 0; every side is written.
    package static func insetsKeys<Node: JSONView>(_: Node.Type = Node.self) -> [InsetsKey<Node>] {
        [
            InsetsKey(
                "top", .length, "Room reserved at the top, in the screen's unit.",
                read: { node, insets in insets.top = node.integer ?? 0 }, write: { .integer($0.top) }),
            InsetsKey(
                "left", .length, "Room reserved on the left, in the screen's unit.",
                read: { node, insets in insets.left = node.integer ?? 0 }, write: { .integer($0.left) }),
            InsetsKey(
                "bottom", .length, "Room reserved at the bottom, in the screen's unit.",
                read: { node, insets in insets.bottom = node.integer ?? 0 }, write: { .integer($0.bottom) }),
            InsetsKey(
                "right", .length, "Room reserved on the right, in the screen's unit.",
                read: { node, insets in insets.right = node.integer ?? 0 }, write: { .integer($0.right) }),
        ]
    }

    package static let rectShape = Shape.object(
        ObjectShape("a rect", rectKeys(JSONTreeView.self).properties()))
    package static let sizeShape = Shape.object(
        ObjectShape("a size", sizeKeys(JSONTreeView.self).properties()))
    package static let insetsShape = Shape.object(
        ObjectShape("insets", insetsKeys(JSONTreeView.self).properties()))

    /// The rect a validated `rect` value gives; a missing value is the zero rect.
    // Compiled for the tape here too: screens, read a layer up, have a frame on every part.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func rect<Node: JSONView>(_ node: Node?) -> Rect {
        var rect = Rect.zero
        guard let node else { return rect }
        // The tape's keys are made once: a screen has a frame on every part, and making four
        // keys costs more than reading four numbers.
        if let node = node as? JSONTape.View {
            FormatKey.read(node, tapeRectKeys, into: &rect)
        } else {
            FormatKey.read(node, rectKeys(Node.self), into: &rect)
        }
        return rect
    }

    private static let tapeRectKeys = rectKeys(JSONTape.View.self)

    // Compiled for the tape here too: screens, read a layer up, have a frame on every part.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func size<Node: JSONView>(_ node: Node?) -> Size {
        var size = Size(width: 0, height: 0)
        if let node { FormatKey.read(node, sizeKeys(Node.self), into: &size) }
        return size
    }

    // Compiled for the tape here too: screens, read a layer up, have a frame on every part.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func insets<Node: JSONView>(_ node: Node?) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let node { FormatKey.read(node, insetsKeys(Node.self), into: &insets) }
        return insets
    }

    package static func json(for rect: Rect) -> JSONValue {
        FormatKey.json(for: rect, rectKeys(JSONTreeView.self))
    }
    package static func json(for size: Size) -> JSONValue {
        FormatKey.json(for: size, sizeKeys(JSONTreeView.self))
    }
    package static func json(for insets: EdgeInsets) -> JSONValue {
        FormatKey.json(for: insets, insetsKeys(JSONTreeView.self))
    }
}
