import TutorialKitJSON
import TutorialKitSchema

/// Whether a JSON Schema lists the keys a format declares: for the tests of each format.
package enum DeclaredKeysInSchema {
    /// What `schema` says otherwise than `declared` does: at each path of keys from the root (an
    /// array's elements stand for the array), the properties in their order, each one's
    /// description, and the required ones. Empty when they agree.
    package static func differences(
        in schema: JSONNode, _ declared: [(path: [String], properties: [ObjectShape.Property])]
    ) -> [String] {
        var differences: [String] = []
        for (path, properties) in declared {
            guard let object = object(at: path, in: schema),
                let listed = object["properties"]?.value.members
            else {
                differences.append("no object at \(path)")
                continue
            }
            if listed.map(\.key) != properties.map(\.name) {
                differences.append("\(path): lists \(listed.map(\.key)), declares \(properties.map(\.name))")
            }
            for property in properties {
                let description = object["properties"]?.value[property.name]?.value["description"]?.value
                    .string
                if description != property.summary {
                    differences.append("\(path + [property.name]): described as \(description ?? "nothing")")
                }
            }
            let required = object["required"]?.value.elements?.compactMap(\.string) ?? []
            if required != properties.filter(\.isRequired).map(\.name) {
                differences.append("\(path): requires \(required)")
            }
        }
        return differences
    }

    /// The schema of the object `path` leads to: each key's property, an array's items.
    package static func object(at path: [String], in schema: JSONNode) -> JSONNode? {
        var node = schema
        for key in path {
            guard let property = node["properties"]?.value[key]?.value else { return nil }
            node = property["items"]?.value ?? property
        }
        return node
    }
}
