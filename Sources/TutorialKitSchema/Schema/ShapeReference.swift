import TutorialKitLayout
import TutorialKitText

/// The file formats' reference for people: each object's keys as a Markdown table, written from
/// the same shapes the loaders check and the JSON Schemas are made from.
package enum ShapeReference {
    /// A section for each object: `heading` and its table, then a section for each object nested
    /// in it (a `waitFor`, an experiment's variant) under a heading naming the key.
    package static func sections(_ heading: String, _ object: ObjectShape, level: Int = 2) -> String {
        var text = String(repeating: "#", count: level) + " " + heading + "\n\n" + table(object) + "\n"
        for property in object.properties {
            for (path, nested) in nestedObjects(in: property.shape, path: property.name) {
                text += "\n" + sections("\(heading): `\(path)`", nested, level: level + 1)
            }
        }
        return text
    }

    /// A section for each shared definition (`$defs`): the values several keys take, such as a
    /// `target` or a `rule`.
    package static func definitions(level: Int = 2) -> String {
        var text = ""
        for (name, shape) in FormatSchema.allDefinitions {
            let heading = String(repeating: "#", count: level) + " `\(name)`\n\n"
            switch shape {
            case .object(let object):
                text += "\n" + sections("`\(name)`", object, level: level)
            case .either(let eitherName, let shapes):
                text +=
                    "\n" + heading + "\(eitherName.capitalizedFirst): "
                    + shapes.map(describe).joined(separator: ", or ") + ".\n"
                for (path, nested) in nestedObjects(in: shape, path: name) {
                    text +=
                        "\n"
                        + sections(nested.name.capitalizedFirst + " (`\(path)`)", nested, level: level + 1)
                }
            case .union(let unionName, let variants):
                text += "\n" + heading + "\(unionName.capitalizedFirst): one object, told apart by its key.\n"
                for (key, object) in variants {
                    text += "\n" + sections("`\(name)` with `\(key)`", object, level: level + 1)
                }
            default:
                text += "\n" + heading + describe(shape).capitalizedFirst + ".\n"
            }
        }
        return text
    }

    /// A Markdown table of an object's keys: the key, its value, whether it is required, and what
    /// it means.
    package static func table(_ object: ObjectShape) -> String {
        var lines = ["| Key | Value | Required | Meaning |", "|---|---|---|---|"]
        for property in object.properties {
            let required =
                if property.isRequired {
                    "yes"
                } else if object.exactlyOneOf?.contains(property.name) ?? false {
                    "one of " + (object.exactlyOneOf ?? []).map { "`\($0)`" }.joined(separator: ", ")
                } else {
                    ""
                }
            lines.append(
                "| `\(property.name)` | \(cell(describe(property.shape))) | \(required) | \(cell(property.summary)) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a value of `shape` is, in a few words.
    package static func describe(_ shape: Shape) -> String {
        switch shape {
        case .string(let rule):
            if let allowed = rule.allowed {
                return "one of " + allowed.map { "`\($0)`" }.joined(separator: ", ")
            }
            return rule.minimumLength > 0 ? "non-empty string" : "string"
        case .integer(let minimum, let maximum, let limit):
            var text = "integer"
            switch (minimum, maximum) {
            case (let low?, let high?): text += " from \(low) to \(high)"
            case (let low?, nil): text += ", \(low) or more"
            case (nil, let high?): text += ", at most \(high)"
            case (nil, nil): break
            }
            if let limit { text += " (within `\(InputLimits.describe(limit).prefix { $0 != "," })`)" }
            return text
        case .number: return "number"
        case .seconds: return "number of seconds, more than 0"
        case .boolean: return "`true` or `false`"
        case .array(let element, let minimumCount, let limit):
            var text = "list of " + describe(element)
            if minimumCount > 0 { text += ", at least \(minimumCount)" }
            if let limit { text += " (within `\(InputLimits.describe(limit).prefix { $0 != "," })`)" }
            return text
        case .object(let object): return object.name + " (below)"
        case .dictionary(let keyName, let values): return "object of \(keyName) → \(describe(values))"
        case .either(let name, _): return name
        case .union(let name, _): return name
        case .reference(let name): return "`\(name)`"
        case .anything: return "any JSON value"
        }
    }

    /// The objects written inline in `shape` (not references, which have sections of their own),
    /// with the path of keys that leads to each.
    private static func nestedObjects(in shape: Shape, path: String) -> [(String, ObjectShape)] {
        switch shape {
        case .object(let object): [(path, object)]
        case .array(let element, _, _): nestedObjects(in: element, path: path + "[]")
        case .dictionary(_, let values): nestedObjects(in: values, path: path + ".*")
        case .either(_, let shapes): shapes.flatMap { nestedObjects(in: $0, path: path) }
        default: []
        }
    }

    /// Text safe in a table's cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|")
    }
}

extension String {
    /// The text with its first character upper-cased, for a sentence made from a name.
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
