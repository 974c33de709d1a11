/// The keys an object may have at a place in a file, from the same shapes the loaders check: what
/// an editor offers to complete there.
package enum ShapeCompletion {
    /// One step of a path into a document: a member's key, or an element of an array.
    package enum PathStep: Hashable, Sendable {
        case key(String)
        case element
    }

    /// The keys the object at `path` in a document of `shape` may have, in the order the shape
    /// declares them; none where the path leads to no object (a string, a free-form value, or
    /// somewhere the shape does not go). Where the shape allows several objects (a rule's kinds),
    /// the keys of each.
    package static func keys(in shape: Shape, at path: [PathStep]) -> [ObjectShape.Property] {
        var shapes = [shape]
        for step in path {
            shapes = shapes.flatMap { child(of: $0, at: step) }
        }
        var keys: [ObjectShape.Property] = []
        for object in shapes.flatMap(objects(in:)) {
            for property in object.properties where !keys.contains(where: { $0.name == property.name }) {
                keys.append(property)
            }
        }
        return keys
    }

    /// The shapes a value inside `shape` may have at `step`.
    private static func child(of shape: Shape, at step: PathStep) -> [Shape] {
        switch (resolved(shape), step) {
        case (.array(let element, _, _), .element):
            return [element]
        case (.dictionary(_, let values), .key):
            return [values]
        case (.object(let object), .key(let name)):
            return object.properties.filter { $0.name == name }.map(\.shape)
        case (.either(_, let shapes), _):
            return shapes.flatMap { child(of: $0, at: step) }
        case (.union(_, let variants), .key(let name)):
            return variants.flatMap { variant in
                variant.shape.properties.filter { $0.name == name }.map(\.shape)
            }
        default:
            return []
        }
    }

    /// The objects `shape` may be.
    private static func objects(in shape: Shape) -> [ObjectShape] {
        switch resolved(shape) {
        case .object(let object): [object]
        case .either(_, let shapes): shapes.flatMap(objects(in:))
        case .union(_, let variants): variants.map(\.shape)
        default: []
        }
    }

    /// `shape` past its references (a reference to an unknown name stands for anything).
    private static func resolved(_ shape: Shape) -> Shape {
        var shape = shape
        // Definitions refer to others a few levels deep; a loop of references ends here.
        for _ in 0..<16 {
            guard case .reference(let name) = shape else { return shape }
            shape = FormatSchema.definition(name) ?? .anything
        }
        return .anything
    }
}
