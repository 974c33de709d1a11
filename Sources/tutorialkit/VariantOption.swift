import TutorialKit

/// `--variant NAME`: a command shows an experiment's variant (its steps, in its order, with its
/// texts), so an author reviews each one without finding a user id that lands in it.
enum VariantOption {
    /// The tutorial as variant `name` shows it; the tutorial itself without a name.
    static func apply(_ name: String?, to tutorial: Tutorial, command: String) throws(UsageError) -> Tutorial
    {
        guard let name else { return tutorial }
        guard let experiment = tutorial.experiment else {
            throw UsageError(
                "\(Option.variant.name) needs a tutorial with an experiment; '\(tutorial.id)' has none",
                command: command)
        }
        let names = experiment.variants.map(\.name)
        if name == Tutorial.Experiment.controlName {
            throw UsageError(
                "the control group sees no tutorial, so there is nothing to show; "
                    + "name a variant: \(names.joined(separator: ", "))",
                command: command)
        }
        guard let variant = experiment.variant(named: name) else {
            throw UsageError(
                "experiment '\(experiment.name)' has no variant '\(name)' (its variants are "
                    + "\(names.joined(separator: ", ")))\(NameSuggestionCLI.hint(for: name, in: names))",
                command: command)
        }
        return tutorial.applying(variant)
    }
}

extension Option {
    /// `--variant NAME`, which `preview` takes.
    static let variant = Option.value(
        "--variant", "NAME",
        help:
            "the experiment's variant NAME: its steps and texts (by default, the steps as the file lists them)"
    )
}
