import TutorialKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension EventReport {
    /// The report for a terminal: each funnel drawn as bars with counts and percentages, each
    /// experiment's sides with their difference and one plain sentence, then the bad lines.
    package func text(barWidth: Int = 30) -> String {
        var output: [String] = []
        for funnel in funnels {
            let version = funnel.contentVersion.map { " (content version \($0))" } ?? ""
            output.append(
                "\(Self.safe(funnel.tutorial))\(version): \(Self.count(funnel.starts)) start\(funnel.starts == 1 ? "" : "s")"
            )
            let names = funnel.steps.map {
                "\($0.index == Int.max ? "?" : String($0.index + 1)) \(Self.safe($0.id))"
            }
            let nameWidth = min(24, names.map(\.count).max() ?? 0)
            let countWidth = funnel.steps.map { Self.count($0.reached).count }.max() ?? 1
            // The bars' 100%: the starts, or more runs when the log shows a step more often.
            let base = max(funnel.starts, funnel.steps.map(\.reached).max() ?? 0, 1)
            for (position, step) in funnel.steps.enumerated() {
                let share = Double(step.reached) / Double(base)
                let bar = String(repeating: "█", count: Int((share * Double(barWidth)).rounded()))
                let next = position + 1 < funnel.steps.count ? funnel.steps[position + 1].reached : nil
                let drop = next.map { step.reached - $0 }.map {
                    "−\(Self.count($0)) (\(Self.percent(Double($0) / Double(max(step.reached, 1)))))"
                }
                let times = [
                    step.median.map { "median \(Self.seconds($0))" },
                    step.p90.map { "p90 \(Self.seconds($0))" },
                ]
                .compactMap { $0 }.joined(separator: ", ")
                var row = "  " + Self.pad(String(names[position].prefix(nameWidth)), nameWidth)
                row += "  " + Self.pad(bar, barWidth)
                row += "  " + Self.pad(Self.count(step.reached), countWidth, right: true)
                row += "  " + Self.pad(Self.percent(share), 4, right: true)
                if let drop { row += "  " + drop }
                if !times.isEmpty { row += "  " + times }
                if step.approximate { row += " (±0.1%)" }
                output.append(row)
            }
            var endings = [
                "completed \(Self.count(funnel.completed)) (\(Self.percent(Double(funnel.completed) / Double(max(funnel.starts, 1)))))",
                "skipped \(Self.count(funnel.skipped))", "dismissed \(Self.count(funnel.dismissed))",
                "abandoned \(Self.count(funnel.abandoned))",
            ]
            if funnel.failedTotal > 0 {
                let reasons = funnel.failed.sorted { $0.key < $1.key }.map {
                    "\($0.key) \(Self.count($0.value))"
                }
                endings.append(
                    "failed \(Self.count(funnel.failedTotal)) (\(reasons.joined(separator: ", ")))")
            } else {
                endings.append("failed 0")
            }
            if funnel.unfinished > 0 { endings.append("no ending yet \(Self.count(funnel.unfinished))") }
            output.append("  endings: " + endings.joined(separator: " · "))
            output.append("")
        }
        for experiment in experiments {
            let what: String
            let unit: String
            switch experiment.measure {
            case .completion:
                (what, unit) = ("completion per run", "run")
            case .goal(let goal):
                (what, unit) = ("\"\(Self.safe(goal))\" per user", "user")
            }
            let baselineName = experiment.baseline ?? ""
            output.append(
                "experiment on \(Self.safe(experiment.tutorial)), \(what), compared with \(Self.side(baselineName)):"
            )
            guard let baseline = experiment.sides.first(where: { $0.name == baselineName }) else { continue }
            let width = experiment.sides.map(\.name.count).max() ?? 0
            for side in experiment.sides {
                let rate = Double(side.successes) / Double(max(side.units, 1))
                var line =
                    "  " + Self.pad(Self.safe(side.name), width) + "  " + Self.count(side.units, unit) + ", "
                    + Self.percent(rate, digits: 1)
                if side.name != baselineName {
                    let comparison = Proportions(
                        successes: side.successes, units: side.units, baselineSuccesses: baseline.successes,
                        baselineUnits: baseline.units)
                    let (lower, upper) = comparison.differenceInterval
                    let difference = Self.fixed(comparison.difference * 100, digits: 1, signed: true)
                    let interval =
                        Self.fixed(lower * 100, digits: 1, signed: true) + " to "
                        + Self.fixed(upper * 100, digits: 1, signed: true)
                    line +=
                        ": \(difference) points, 95% CI \(interval), p \(Self.pValue(comparison.pValue))"
                    output.append(line)
                    output.append(
                        "    → "
                            + Self.sentence(
                                side.name, baselineName, comparison, experiment.measure, unit: unit))
                } else {
                    output.append(line)
                }
            }
            output.append("")
        }
        if funnels.isEmpty && experiments.isEmpty { output.append("no runs in the log") }
        if badLineCount > 0 {
            output.append(
                "\(Self.count(badLineCount)) bad line\(badLineCount == 1 ? "" : "s") of \(Self.count(lines)), left out:"
            )
            for bad in badLines { output.append("  \(bad.file):\(bad.line): \(bad.reason)") }
            if badLineCount > badLines.count {
                output.append("  and \(Self.count(badLineCount - badLines.count)) more")
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// One plain sentence on a comparison.
    static func sentence(
        _ name: String, _ baseline: String, _ comparison: Proportions, _ measure: Measure, unit: String
    ) -> String {
        let verb =
            switch measure {
            case .completion: "completes"
            case .goal(let goal): "reaches \"\(safe(goal))\""
            }
        let points = (abs(comparison.difference) * 100).rounded()
        if comparison.pValue < 0.05 {
            let (lower, upper) = comparison.differenceInterval
            let more = comparison.difference > 0 ? "more" : "less"
            return
                "\(side(name).capitalizedFirst) \(verb) \(Int(points)) point\(points == 1 ? "" : "s") \(more) often than "
                + "\(side(baseline)), 95% CI \(Int((lower * 100).rounded())) to \(Int((upper * 100).rounded()))."
        }
        guard let needed = comparison.unitsNeededPerSide else {
            return "No difference yet between \(side(name)) and \(side(baseline))."
        }
        let have = min(comparison.units, comparison.baselineUnits)
        let more = max(needed - have, 0)
        return
            "Not enough data yet: about \(count(rounding: more)) more \(more == 1 ? unit : unit + "s") per side "
            + "would detect this difference."
    }

    static func side(_ name: String) -> String {
        name == Tutorial.Experiment.controlName ? "the control group" : "variant \"\(safe(name))\""
    }

    /// A name from the log as a terminal shows it: control characters (a line break in an id
    /// among them) escaped, so no name makes a line of its own.
    static func safe(_ name: String) -> String {
        var text = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return TerminalSafeText.escaped(text)
    }

    /// `1 run`, `1,200 runs`.
    static func count(_ value: Int, _ unit: String) -> String {
        count(value) + " " + (value == 1 ? unit : unit + "s")
    }

    /// `1,234,567`.
    static func count(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var text = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }

    /// `value` rounded to `digits` decimals: `12.3`, `+4.0`.
    static func fixed(_ value: Double, digits: Int, signed: Bool = false) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var text = String(whole)
        if digits > 0 {
            let fraction = String(scaled % Int(scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        let negative = value < 0 && scaled != 0
        return (negative ? "-" : signed ? "+" : "") + text
    }

    /// A count to two significant digits, as a sentence says it: `1,400`.
    static func count(rounding value: Int) -> String {
        guard value >= 100 else { return count(value) }
        var scale = 1
        while value / scale >= 100 { scale *= 10 }
        return count((value + scale / 2) / scale * scale)
    }

    static func percent(_ share: Double, digits: Int = 0) -> String {
        fixed(share * 100, digits: digits) + "%"
    }

    static func seconds(_ value: Double) -> String {
        fixed(value, digits: value < 10 ? 2 : 1) + " s"
    }

    static func pValue(_ value: Double) -> String {
        value < 0.0001 ? "< 0.0001" : "= " + fixed(value, digits: 4)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let room = max(0, width - text.count)
        return right ? String(repeating: " ", count: room) + text : text + String(repeating: " ", count: room)
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
