import TutorialKit
import TutorialKitJSON

/// Renaming a name everywhere it is used: a step's id in its tutorial (the step itself, every
/// `next`, outcome and timeout that leads to it, an experiment's lists and texts of steps), or an
/// element's id in its tutorial and its screen file. Found in the parsed text, by where each name
/// stands, never by its spelling alone: a text that happens to say the name is left as it is.
package enum Renaming {
    /// What is renamed, from the string the cursor is in.
    package enum Name: Equatable {
        case step(String)
        case element(String)
    }

    /// What the string the cursor is in names, if it is a name that can be renamed.
    package static func name(at context: CursorContext) -> Name? {
        guard let text = context.string?.text else { return nil }
        switch context.slot {
        case .value(key: "id") where context.path.count == 2 && context.path.first == .key("steps"):
            return .step(text)
        case .value where context.isStepReference:
            return .step(text)
        case .value(key: "element") where !context.path.isEmpty:
            return .element(text)
        default:
            return nil
        }
    }

    /// The byte ranges, quotes and all, of every string in `bytes` (a tutorial) that stands for
    /// `name`.
    package static func places(of name: Name, inTutorial bytes: [UInt8]) -> [Range<Int>] {
        guard let root = try? JSONReader.read(bytes) else { return [] }
        var places: [Range<Int>] = []
        func token(_ node: JSONNode) -> Range<Int> {
            node.offset..<TutorialOutline.valueEnd(bytes, from: node.offset)
        }
        switch name {
        case .step(let id):
            for step in root["steps"]?.value.elements ?? [] {
                if let value = step["id"]?.value, value.string == id { places.append(token(value)) }
            }
            // Every `next`, `otherwise` and `onTimeout`, and every outcome in an `on`.
            func walk(_ node: JSONNode) {
                if let members = node.members {
                    for member in members {
                        if member.key == "on", let outcomes = member.value.members {
                            for outcome in outcomes where outcome.value.string == id {
                                places.append(token(outcome.value))
                            }
                        } else if TutorialOutline.stepReferenceKeys.contains(member.key),
                            member.value.string == id
                        {
                            places.append(token(member.value))
                        }
                        walk(member.value)
                    }
                } else if let elements = node.elements {
                    elements.forEach(walk)
                }
            }
            walk(root)
            // An experiment's variants: the steps each shows, and the texts it gives them.
            for variant in root["experiment"]?.value["variants"]?.value.elements ?? [] {
                for step in variant["steps"]?.value.elements ?? [] where step.string == id {
                    places.append(token(step))
                }
                for text in variant["texts"]?.value.members ?? [] where text.key == id {
                    places.append(text.keyOffset..<TutorialOutline.valueEnd(bytes, from: text.keyOffset))
                }
            }
        case .element(let id):
            // A target's or a wait's element: objects that name no list or grid (a cell's element
            // is the list's own).
            func walk(_ node: JSONNode) {
                if let members = node.members {
                    let isCell = members.contains { $0.key == "list" || $0.key == "grid" }
                    for member in members {
                        if member.key == "element", !isCell, member.value.string == id {
                            places.append(token(member.value))
                        }
                        walk(member.value)
                    }
                } else if let elements = node.elements {
                    elements.forEach(walk)
                }
            }
            walk(root)
        }
        return places.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The byte ranges of the `id` of the element `name` in a screen file's `bytes`.
    package static func places(ofElement name: String, inScreen bytes: [UInt8]) -> [Range<Int>] {
        guard let root = try? JSONReader.read(bytes) else { return [] }
        return (root["elements"]?.value.elements ?? []).compactMap { element in
            guard let id = element["id"]?.value, id.string == name else { return nil }
            return id.offset..<TutorialOutline.valueEnd(bytes, from: id.offset)
        }
    }

    /// Whether `name` can be an id: not empty, not longer than a line, no control character.
    package static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.count <= 200
            && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
