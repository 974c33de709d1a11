/// Where a step's outcomes lead, in words: `location.denied goes to "cities"; any other outcome
/// goes to "cities"; no outcome within 120 s ends the run as failed`. The transcript, `explain` and
/// `play` say it the same way; the transcript in the step's language.
package enum OutcomeSentence {
    /// Each outcome named and where it leads, then any other, then the timeout's.
    package static func describe(
        _ outcomes: Step.Outcomes, strings: Tutorial.Strings = .builtIn, locale: String? = nil,
        defaultLocale: String? = nil
    ) -> String {
        func say(_ phrase: Tutorial.Strings.Phrase, _ values: [String: String] = [:]) -> String {
            strings.phrase(phrase, locale: locale, defaultLocale: defaultLocale, values)
        }
        func destination(_ action: Step.Button.Action) -> String {
            switch action {
            case .next: say(.followingStep)
            case .back: say(.stepBefore)
            case .finish: say(.endCompleted)
            case .skipTutorial: say(.endSkipped)
            case .goTo(let id): say(.namedStep, ["step": id])
            case .request(let name): say(.newRequest, ["action": name])
            }
        }
        var parts = outcomes.on.map {
            say(.outcomeGoesTo, ["outcome": $0.event, "destination": destination($0.action)])
        }
        parts.append(say(.otherOutcomesGo, ["destination": destination(outcomes.otherwise)]))
        if let timeout = outcomes.timeout {
            let seconds = seconds(timeout.seconds)
            parts.append(
                timeout.action.map {
                    say(.timeoutGoesTo, ["seconds": seconds, "destination": destination($0)])
                } ?? say(.timeoutFails, ["seconds": seconds]))
        }
        return parts.joined(separator: say(.outcomeSeparator))
    }

    /// `120`, `1.5`.
    private static func seconds(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
