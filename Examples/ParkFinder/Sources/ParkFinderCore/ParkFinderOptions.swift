import Foundation
import TutorialKit
import TutorialKitTerminal

/// The command line: `parkfinder [--state DIR] [--now DATE] [--locale LOCALE] [--reduce-motion]
/// [--screen-reader] [--tours-url URL [--tours-timeout SECONDS] [--update-tours]] [--rollback-tours]`.
package struct ParkFinderOptions: Equatable {
    /// Where the app keeps what the user has seen, and its events log.
    package var stateFolder: String
    /// The time to run at, for trying the tours' rules; the clock's time otherwise.
    package var now: Date?
    /// Whether the tours' steps change with a cut: `--reduce-motion`, or the environment's
    /// `TUTORIALKIT_REDUCE_MOTION`.
    package var reducesMotion: Bool
    /// The language of the tours: `--locale`, else the environment's (`LC_ALL`, `LC_MESSAGES`,
    /// `LANG`, as `he_IL.UTF-8`); `nil` for none, and the tours speak English.
    package var locale: String?
    /// Whether the app speaks in plain lines for a screen reader (`--screen-reader`) rather than
    /// drawing the full screen.
    package var screenReader = false
    /// Where newer tours are served (a bundle's folder, `tutorialkit bundle build` makes one):
    /// checked at launch in the background.
    package var toursURL: URL?
    /// The longest a tour download may take, in seconds, however slowly it arrives.
    package var toursTimeout: TimeInterval = 15
    /// What the app does: run, or only check for new tours, or only roll the tours back.
    package var action = Action.run

    /// What the app does, from its options.
    package enum Action: Equatable {
        /// The app, in the terminal.
        case run
        /// Check the server for new tours now, say what happened, and quit (`--update-tours`).
        case updateTours
        /// Go back to the tours installed before, say which, and quit (`--rollback-tours`).
        case rollbackTours
    }

    package static let usage =
        "usage: parkfinder [--state DIR] [--now YYYY-MM-DD[THH:MM:SSZ]] [--locale LOCALE] [--reduce-motion] [--screen-reader]\n"
        + "                  [--tours-url URL [--tours-timeout SECONDS] [--update-tours]] [--rollback-tours]"

    /// The options in `arguments` (without the program's name), with the state folder from the
    /// environment when not given: `$XDG_STATE_HOME/parkfinder`, else `~/.local/state/parkfinder`.
    package init(_ arguments: [String], environment: [String: String]) throws(ParkFinderOptionsError) {
        var state: String?
        var rest = arguments[...]
        locale = Self.locale(from: environment)
        reducesMotion = StepAnimator.reducesMotion(
            environmentValue: environment[StepAnimator.reduceMotionVariable])
        while let option = rest.popFirst() {
            if option == "--reduce-motion" {
                reducesMotion = true
                continue
            }
            if option == "--screen-reader" {
                screenReader = true
                continue
            }
            if option == "--update-tours" || option == "--rollback-tours" {
                action = option == "--update-tours" ? .updateTours : .rollbackTours
                continue
            }
            guard let value = rest.popFirst(),
                ["--state", "--now", "--locale", "--tours-url", "--tours-timeout"].contains(option)
            else {
                throw ParkFinderOptionsError(
                    option == "--help" ? Self.usage : "unknown option \(option)\n\(Self.usage)")
            }
            if option == "--state" {
                state = value
            } else if option == "--tours-url" {
                guard let url = URL(string: value),
                    ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                    url.host != nil
                else {
                    throw ParkFinderOptionsError(
                        "--tours-url takes an http or https URL like https://example.com/tours/, not \(value)"
                    )
                }
                toursURL = url
            } else if option == "--tours-timeout" {
                guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 600 else {
                    throw ParkFinderOptionsError("--tours-timeout takes seconds from 0 to 600, not \(value)")
                }
                toursTimeout = seconds
            } else if option == "--locale" {
                guard let given = Self.localeIdentifier(value) else {
                    throw ParkFinderOptionsError("--locale takes a locale like he or he-IL, not \(value)")
                }
                locale = given
            } else {
                // As TutorialKit reads dates everywhere: a day alone is its midnight, UTC.
                guard let date = Rule.ParameterValue.isoDate(value) else {
                    throw ParkFinderOptionsError(
                        "--now takes a date like 2026-12-24 or 2026-12-24T09:00:00Z, not \(value)")
                }
                now = date
            }
        }
        if action == .updateTours, toursURL == nil {
            throw ParkFinderOptionsError("--update-tours needs --tours-url URL\n\(Self.usage)")
        }
        if let state {
            stateFolder = state
        } else if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty {
            stateFolder = xdg + "/parkfinder"
        } else {
            stateFolder = (environment["HOME"] ?? ".") + "/.local/state/parkfinder"
        }
    }

    /// The locale the environment names, as POSIX does: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set; `C` and `POSIX` name none.
    static func locale(from environment: [String: String]) -> String? {
        guard
            let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return nil }
        return localeIdentifier(value)
    }

    /// `he_IL.UTF-8` as `he-IL`; `nil` for `C`, `POSIX` or anything that is not a locale.
    static func localeIdentifier(_ value: String) -> String? {
        let name = value.split(separator: ".").first.map(String.init) ?? ""
        let identifier = (name.split(separator: "@").first.map(String.init) ?? "").replacingOccurrences(
            of: "_", with: "-")
        guard (2...16).contains(identifier.count), identifier != "C", identifier != "POSIX",
            identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") })
        else { return nil }
        return identifier
    }

    /// The seen-state file.
    package var storePath: String { stateFolder + "/seen.json" }

    /// The clock the app runs on.
    package var clock: any TutorialClock { now.map { ManualClock($0) } ?? SystemClock() }
}

/// A command line the app does not take.
package struct ParkFinderOptionsError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
