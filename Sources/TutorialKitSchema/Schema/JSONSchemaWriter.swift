import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel

/// Writes a ``Shape`` as a JSON Schema (draft 2020-12), so editors validate and complete files while
/// authors type — from the same description the loader validates against.
package enum JSONSchemaWriter {
    /// The JSON Schema dialect written.
    package static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema text for a root shape, with the definitions it uses under `$defs`.
    package static func schema(for shape: Shape, title: String, id: String) -> String {
        var used: [String] = []
        collectReferences(in: shape, into: &used)
        var root: [(String, JSONValue?)] = [
            ("$schema", .string(dialect)),
            ("$id", .string(id)),
            ("title", .string(title)),
        ]
        if case .object(let members) = json(for: shape) {
            root += members.map { ($0.key, $0.value.value) }
        }
        if !used.isEmpty {
            root.append(
                (
                    "$defs",
                    .object(
                        used.compactMap { name in FormatSchema.definition(name).map { (name, json(for: $0)) }
                        })
                ))
        }
        return JSONWriter.write(.orderedObject(root))
    }

    /// The schema of one shape.
    static func json(for shape: Shape) -> JSONValue {
        switch shape {
        case .string(let rule):
            return .orderedObject([
                ("type", .string("string")),
                ("enum", rule.allowed.map { .list($0.map(JSONValue.string)) }),
                ("minLength", rule.minimumLength > 0 ? .integer(rule.minimumLength) : nil),
            ])
        case .integer(let minimum, let maximum, let limit):
            // The schema states the standard limits; a host that tightens them checks the rest.
            let range = InputLimits.standard.range(minimum: minimum, maximum: maximum, limit: limit)
            return .orderedObject([
                ("type", .string("integer")), ("minimum", range.minimum.map(JSONValue.integer)),
                ("maximum", range.maximum.map(JSONValue.integer)),
            ])
        case .boolean:
            return .orderedObject([("type", .string("boolean"))])
        case .number:
            return .orderedObject([("type", .string("number"))])
        case .seconds:
            return .orderedObject([
                ("type", .string("number")), ("exclusiveMinimum", .integer(0)),
                ("maximum", .integer(Int(Step.longestWaitSeconds))),
            ])
        case .anything:
            return .orderedObject([])
        case .union(_, let variants):
            return .orderedObject([("oneOf", .list(variants.map { json(for: .object($0.shape)) }))])
        case .array(let element, let minimumCount, let limit):
            return .orderedObject([
                ("type", .string("array")), ("items", json(for: element)),
                ("minItems", minimumCount > 0 ? .integer(minimumCount) : nil),
                ("maxItems", limit.map { .integer(InputLimits.standard.maximum($0)) }),
            ])
        case .dictionary(_, let values):
            return .orderedObject([("type", .string("object")), ("additionalProperties", json(for: values))])
        case .either(_, let shapes):
            return .orderedObject([("oneOf", .list(shapes.map(json(for:))))])
        case .reference(let name):
            return .orderedObject([("$ref", .string("#/$defs/\(name)"))])
        case .object(let object):
            let properties: [(String, JSONValue?)] = object.properties.map { property in
                var schema = json(for: property.shape)
                if case .object(let members) = schema {
                    // The property's meaning replaces the object's own name (one key, once).
                    schema = .object(
                        members.filter { $0.key != "description" } + [
                            JSONMember(
                                key: "description", keyOffset: 0,
                                value: JSONNode(.string(property.summary), offset: 0))
                        ])
                }
                return (property.name, schema)
            }
            let required = object.properties.filter(\.isRequired).map { JSONValue.string($0.name) }
            return .orderedObject([
                ("type", .string("object")),
                ("description", .string(object.name.prefix(1).uppercased() + object.name.dropFirst() + ".")),
                ("properties", .orderedObject(properties)),
                ("required", required.isEmpty ? nil : .list(required)),
                ("additionalProperties", .bool(false)),
                (
                    "oneOf",
                    object.exactlyOneOf.map { names in
                        .list(names.map { .orderedObject([("required", .list([.string($0)]))]) })
                    }
                ),
            ])
        }
    }

    /// The names of the definitions `shape` refers to, directly or through other definitions.
    static func collectReferences(in shape: Shape, into names: inout [String]) {
        switch shape {
        case .reference(let name):
            guard !names.contains(name), let definition = FormatSchema.definition(name) else { return }
            names.append(name)
            collectReferences(in: definition, into: &names)
        case .array(let element, _, _):
            collectReferences(in: element, into: &names)
        case .dictionary(_, let values):
            collectReferences(in: values, into: &names)
        case .either(_, let shapes):
            for shape in shapes { collectReferences(in: shape, into: &names) }
        case .object(let object):
            for property in object.properties { collectReferences(in: property.shape, into: &names) }
        case .union(_, let variants):
            for variant in variants { collectReferences(in: .object(variant.shape), into: &names) }
        case .string, .integer, .number, .seconds, .boolean, .anything:
            return
        }
    }
}
