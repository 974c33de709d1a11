import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema

/// Writes a ``Screen`` as a screen file's JSON, each key as ``ScreenFormat`` declares.
enum ScreenWriting {
    /// The screen file's root object.
    static func json(for screen: Screen, schema: String?) -> JSONValue {
        ScreenFormat.Key.json(for: ScreenFormat.Written(screen: screen, schema: schema), rootKeys)
    }

    /// The root keys, for writing (which reads no JSON view).
    private static let rootKeys = ScreenFormat.keys(JSONTreeView.self)

    /// A list of lists or grids; nothing for none.
    static func json<Node: JSONView, Part>(for parts: [Part], _ keys: [ScreenFormat.PartKey<Node, Part>])
        -> JSONValue?
    {
        parts.isEmpty ? nil : .list(parts.map { ScreenFormat.PartKey.json(for: $0, keys) })
    }

    /// Label templates by sub-element id; nothing for none.
    static func json(forLabels labels: [String: String]) -> JSONValue? {
        labels.isEmpty ? nil : .object(labels.map { ($0.key, JSONValue.string($0.value)) })
    }

}
