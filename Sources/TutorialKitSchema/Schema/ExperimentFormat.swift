import TutorialKitJSON
import TutorialKitModel

/// The keys of a tutorial's `experiment` object and of each of its variants, each declared once:
/// its shape and meaning, how it reads into the model and how the model writes it back.
package enum ExperimentFormat {
    /// One key of an experiment.
    package typealias Key<Node: JSONView> = FormatKey<Node, Tutorial.Experiment, Tutorial.Experiment>
    /// One key of a variant.
    package typealias VariantKey<Node: JSONView> = FormatKey<
        Node, Tutorial.Experiment.Variant, Tutorial.Experiment.Variant
    >

    /// A weight in an experiment.
    static let weight = Shape.integer(minimum: 0, maximum: Tutorial.Experiment.largestWeight)

    /// An experiment's keys.
    package static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        let variantKeys = variantKeys(Node.self)
        return [
            Key(
                "name", .nonEmptyString, required: true,
                "The experiment's name, part of the hash that places each user: a new name places them anew.",
                read: { node, experiment in experiment.name = node.string ?? "" },
                write: { .string($0.name) }),
            Key(
                "control", weight, "The weight of the control group, which sees nothing (default 0).",
                read: { node, experiment in experiment.controlWeight = node.integer ?? 0 },
                write: { $0.controlWeight == 0 ? nil : .integer($0.controlWeight) }),
            Key(
                "variants",
                .array(
                    of: .object(ObjectShape("a variant", variantKeys.properties())), minimumCount: 1,
                    limit: .variants),
                required: true, "The variants, each with its weight.",
                read: { node, experiment in
                    node.forEachElement { _, element in
                        var variant = Tutorial.Experiment.Variant("", weight: 0)
                        FormatKey.read(element, variantKeys, into: &variant)
                        experiment.variants.append(variant)
                    }
                },
                write: { .list($0.variants.map { FormatKey.json(for: $0, variantKeys) }) }),
        ]
    }

    /// A variant's keys.
    package static func variantKeys<Node: JSONView>(_: Node.Type = Node.self) -> [VariantKey<Node>] {
        [
            VariantKey(
                "name", .nonEmptyString, required: true,
                "The variant's name, in reports, events and the seen-state.",
                read: { node, variant in variant.name = node.string ?? "" },
                write: { .string($0.name) }),
            VariantKey(
                "weight", weight, required: true, "Its share of users, against the other weights.",
                read: { node, variant in variant.weight = node.integer ?? 0 },
                write: { .integer($0.weight) }),
            VariantKey(
                "steps", .array(of: .nonEmptyString, minimumCount: 1, limit: .steps),
                "The ids of the steps it shows, in order; all of them by default.",
                read: { node, variant in variant.stepIDs = node.elements?.compactMap(\.string) },
                write: { $0.stepIDs.map { .list($0.map(JSONValue.string)) } }),
            VariantKey(
                "texts", .dictionary(keyName: "step", values: .reference("text")),
                "Other texts for steps, by step id.",
                read: { node, variant in
                    node.forEachMember { step, value in variant.texts[step.string] = ValueFormat.text(value) }
                },
                // By step id, sorted: a dictionary has no order of its own.
                write: {
                    $0.texts.isEmpty
                        ? nil
                        : .orderedObject(
                            $0.texts.sorted { $0.key < $1.key }.map {
                                ($0.key, ValueFormat.json(for: $0.value))
                            })
                }),
        ]
    }

    /// An `experiment` object's shape.
    package static let shape = Shape.object(
        ObjectShape("an experiment", keys(JSONTreeView.self).properties()))

    /// The experiment a validated `experiment` object describes.
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func experiment<Node: JSONView>(_ node: Node) -> Tutorial.Experiment {
        var experiment = Tutorial.Experiment("", controlWeight: 0, variants: [])
        FormatKey.read(node, keys(Node.self), into: &experiment)
        return experiment
    }
}
