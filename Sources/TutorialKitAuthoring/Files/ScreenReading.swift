import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema

/// Builds a ``Screen`` from a screen file whose shape is checked, each key read as
/// ``ScreenFormat`` declares; a value the shape check let through is never missing or of the
/// wrong type, so the defaults here are only for the model's sake.
enum ScreenReading {
    /// The screen `root` describes.
    static func build<Node: JSONView>(_ root: Node) -> Screen {
        var screen = Screen(id: "", size: .zero)
        FormatKey.read(root, ScreenFormat.keys(Node.self), into: &screen)
        return screen
    }

    /// The parts an array lists (elements, lists, grids, sections), each read with `keys` over
    /// `empty`.
    static func parts<Node: JSONView, Part>(
        _ array: Node, _ keys: [ScreenFormat.PartKey<Node, Part>], _ empty: Part
    ) -> [Part] {
        var parts: [Part] = []
        parts.reserveCapacity(array.count)
        array.forEachElement { _, node in
            var part = empty
            FormatKey.read(node, keys, into: &part)
            parts.append(part)
        }
        return parts
    }

    /// A cell template's sub-elements.
    static func cell<Node: JSONView>(_ array: Node, _ keys: [ScreenFormat.PartKey<Node, Screen.CellElement>])
        -> [Screen.CellElement]
    {
        parts(array, keys, Screen.CellElement(id: "", frame: .zero))
    }

    /// Label templates by sub-element id; the first of a key written twice.
    static func labels<Node: JSONView>(_ node: Node) -> [String: String] {
        Dictionary(
            (node.members ?? []).map { ($0.key.string, $0.value.string ?? "") },
            uniquingKeysWith: { first, _ in first })
    }

}
