import TutorialKit

extension EventReport {
    /// The report as one JSON object: the funnels, the experiments (each side with its rate,
    /// difference, 95% interval, p-value and sentence), and the bad lines.
    package var json: String {
        func number(_ value: Double?) -> JSONValue? {
            value.flatMap { $0.isFinite ? .number(JSONNumber(String($0))) : nil }
        }
        let funnelValues: [JSONValue] = funnels.map { funnel in
            .orderedObject([
                ("tutorial", .string(funnel.tutorial)),
                ("contentVersion", funnel.contentVersion.map(JSONValue.integer)),
                ("starts", .integer(funnel.starts)),
                (
                    "steps",
                    .list(
                        funnel.steps.map { step in
                            .orderedObject([
                                ("step", .string(step.id)),
                                ("index", step.index == Int.max ? nil : .integer(step.index)),
                                ("reached", .integer(step.reached)), ("medianSeconds", number(step.median)),
                                ("p90Seconds", number(step.p90)),
                                ("approximate", step.approximate ? .bool(true) : nil),
                            ])
                        })
                ),
                (
                    "endings",
                    .orderedObject([
                        ("completed", .integer(funnel.completed)), ("skipped", .integer(funnel.skipped)),
                        ("dismissed", .integer(funnel.dismissed)), ("abandoned", .integer(funnel.abandoned)),
                        ("failed", .object(funnel.failed.map { ($0.key, .integer($0.value)) })),
                        ("unfinished", .integer(funnel.unfinished)),
                    ])
                ),
            ])
        }
        let experimentValues: [JSONValue] = experiments.map { experiment in
            let baseline = experiment.sides.first { $0.name == experiment.baseline }
            let (measure, goal): (String, String?) =
                switch experiment.measure {
                case .completion: ("completion", nil)
                case .goal(let name): ("goal", name)
                }
            return .orderedObject([
                ("tutorial", .string(experiment.tutorial)), ("measure", .string(measure)),
                ("goal", goal.map(JSONValue.string)), ("baseline", experiment.baseline.map(JSONValue.string)),
                (
                    "sides",
                    .list(
                        experiment.sides.map { side in
                            var fields: [(String, JSONValue?)] = [
                                ("name", .string(side.name)), ("units", .integer(side.units)),
                                ("successes", .integer(side.successes)),
                                ("rate", number(Proportions.rate(side.successes, side.units))),
                            ]
                            if let baseline, side.name != baseline.name {
                                let comparison = Proportions(
                                    successes: side.successes, units: side.units,
                                    baselineSuccesses: baseline.successes, baselineUnits: baseline.units)
                                let (lower, upper) = comparison.differenceInterval
                                fields += [
                                    ("difference", number(comparison.difference)), ("ciLower", number(lower)),
                                    ("ciUpper", number(upper)), ("pValue", number(comparison.pValue)),
                                    (
                                        "unitsNeededPerSide",
                                        comparison.unitsNeededPerSide.map(JSONValue.integer)
                                    ),
                                    (
                                        "sentence",
                                        .string(
                                            Self.sentence(
                                                side.name, baseline.name, comparison, experiment.measure,
                                                unit: goal == nil ? "run" : "user"))
                                    ),
                                ]
                            }
                            return .orderedObject(fields)
                        })
                ),
            ])
        }
        return JSONWriter.write(
            .orderedObject([
                ("lines", .integer(lines)), ("badLineCount", .integer(badLineCount)),
                (
                    "badLines",
                    .list(
                        badLines.map {
                            .orderedObject([
                                ("file", .string($0.file)), ("line", .integer($0.line)),
                                ("reason", .string($0.reason)),
                            ])
                        })
                ),
                ("funnels", .list(funnelValues)), ("experiments", .list(experimentValues)),
            ])) + "\n"
    }

    /// The report as CSV: a funnel's row per step and an experiment's row per side, under one
    /// header; the bad lines are left to the JSON and the text.
    package var csv: String {
        var rows = [
            "section,tutorial,content_version,step,index,reached,median_seconds,p90_seconds,side,units,successes,rate,difference,ci_lower,ci_upper,p_value"
        ]
        func text(_ value: Double?) -> String { value.map { String($0) } ?? "" }
        for funnel in funnels {
            for step in funnel.steps {
                rows.append(
                    [
                        "funnel", Self.csvField(funnel.tutorial),
                        funnel.contentVersion.map(String.init) ?? "",
                        Self.csvField(step.id), step.index == Int.max ? "" : String(step.index),
                        String(step.reached),
                        text(step.median), text(step.p90), "", "", "", "", "", "", "", "",
                    ].joined(separator: ","))
            }
        }
        for experiment in experiments {
            let baseline = experiment.sides.first { $0.name == experiment.baseline }
            for side in experiment.sides {
                var comparison: [String] = ["", "", "", ""]
                if let baseline, side.name != baseline.name {
                    let compared = Proportions(
                        successes: side.successes, units: side.units, baselineSuccesses: baseline.successes,
                        baselineUnits: baseline.units)
                    let (lower, upper) = compared.differenceInterval
                    comparison = [text(compared.difference), text(lower), text(upper), text(compared.pValue)]
                }
                rows.append(
                    ([
                        "experiment", Self.csvField(experiment.tutorial), "", "", "", "", "", "",
                        Self.csvField(side.name),
                        String(side.units), String(side.successes),
                        text(Proportions.rate(side.successes, side.units)),
                    ] + comparison).joined(separator: ","))
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
            + "\""
    }
}
