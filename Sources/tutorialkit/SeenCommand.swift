import TutorialKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tutorialkit seen …`: inspects and edits a seen-state file.
enum SeenCommand {
    static let name = "seen"
    static let summary = "inspect and edit a seen-state file"
    static let help = CommandHelp<Options>(
        command: name,
        forms: Action.allCases.map { .init(arguments: $0.form, options: $0.options) },
        about: Action.allCases.map(\.line).joined(separator: "\n") + "\n\n" + """
            Changes are atomic and safe when several processes share the file; records of other
            tutorials and keys this version does not know are kept. A change waits its turn while
            other processes change the file, but gives up when one holds PATH.lock for
            --lock-timeout seconds (default 10) without changing the file.
            """,
        after: """
            EXIT STATUS
              0  done
              1  the file could not be read or written (nothing was lost), or no such tutorial
              2  the command was called wrongly
            """
    ).text

    /// What `seen` does, named by its first argument.
    enum Action: String, CaseIterable {
        case list, show, mark, reset, merge, recover

        /// The action with its operands, as the usage shows it.
        var form: String {
            switch self {
            case .list, .recover: rawValue
            case .show, .mark: "\(rawValue) ID"
            case .reset: "reset [ID]"
            case .merge: "merge OTHER"
            }
        }

        var options: [Options] {
            switch self {
            case .list, .show: [.store, .format]
            case .mark: [.store, .status, .reason, .lockTimeout]
            case .reset, .merge, .recover: [.store, .lockTimeout]
            }
        }

        /// What it does, as the help's list says it.
        var summary: String {
            switch self {
            case .list: "every tutorial's record, as a table (or JSON)"
            case .show: "one tutorial's record"
            case .mark: "record a tutorial's status (\(Options.status.name)), shown now"
            case .reset:
                "forget one tutorial (the user's events stay), or, without an ID, every tutorial\n"
                    + "         and every event"
            case .merge: "merge the records of another seen-state file (another device of the same user)"
            case .recover: "move a corrupt file aside to PATH.corrupt-TIMESTAMP and start fresh"
            }
        }

        /// The help's line: the name in a column of nine, then the summary.
        var line: String { rawValue + String(repeating: " ", count: max(1, 9 - rawValue.count)) + summary }
    }

    enum Options: CommandOptions {
        case store, format, status, reason, lockTimeout

        var option: Option {
            switch self {
            case .store: .store
            case .format:
                .choice(
                    "--format", of: TextOrJSON.self, help: "json prints the records as the file keeps them")
            case .status:
                .choice(
                    "--status", SeenRecord.Status.allCases.map(\.rawValue), valueName: "S",
                    help: "mark's status: completed (the default), skipped or dismissed (seen), inProgress, "
                        + "abandoned or failed (not seen)")
            case .reason:
                .choice(
                    "--reason", Tutorial.FailureReason.allCases.map(\.rawValue), valueName: "R",
                    help: "why a run failed, with --status failed only: "
                        + Option.list(Tutorial.FailureReason.allCases.map(\.rawValue)))
            case .lockTimeout:
                .value(
                    "--lock-timeout", "SECONDS",
                    help: "give up a change when another process holds PATH.lock this long without "
                        + "changing the file (default 10)")
            }
        }

        var isRequired: Bool { self == .store }
    }

    static var command: Command { Command(name: name, summary: summary, run: run) }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        let actions = Action.allCases.map(\.rawValue)
        guard let written = parsed.positionals.first else {
            throw UsageError("seen needs one of: \(actions.joined(separator: ", "))", command: name)
        }
        guard let action = Action(rawValue: written) else {
            throw UsageError(
                "unknown action '\(written)'\(NameSuggestionCLI.hint(for: written, in: actions))",
                command: name
            )
        }
        let path = try parsed.required(.store, for: "seen \(action.rawValue)")
        let format = parsed.choice(.format, or: TextOrJSON.text)
        let operands = Array(parsed.positionals.dropFirst())
        let store = JSONFileSeenStore(
            path: path, lockTimeout: try lockTimeout(parsed.value(.lockTimeout)),
            onLockWait: { lockFile in
                // Straight to stderr, as Output would write it: the wait happens inside the store,
                // which holds no Output, and the path came from outside.
                let notice = "tutorialkit: waiting for the lock on \(lockFile), held by another process…"
                DescriptorOutput.write(TerminalSafeText.escaped(notice) + "\n", to: STDERR_FILENO)
            })
        do {
            switch action {
            case .list:
                try expect(operands, count: 0, action)
                let document = try store.document()
                output.standardOutput(
                    format == .json
                        ? document.encoded() : table(document.entries.map { ($0.key, $0.value.record) }))
            case .show:
                try expect(operands, count: 1, action)
                guard let record = try store.record(for: operands[0]) else {
                    let known = try store.allRecords().keys.sorted()
                    output.diagnostic(
                        "tutorialkit: no record of \"\(operands[0])\" in \(path)\(NameSuggestionCLI.hint(for: operands[0], in: known))"
                    )
                    return 1
                }
                output.standardOutput(
                    format == .json ? JSONWriter.write(json(record)) : details(operands[0], record))
            case .mark:
                try expect(operands, count: 1, action)
                // Both checked as parsed: a value that names no case is impossible here.
                let status = parsed.value(.status).flatMap(SeenRecord.Status.init(rawValue:)) ?? .completed
                let reason = try failureReason(
                    parsed.value(.reason).flatMap(Tutorial.FailureReason.init), for: status)
                let now = Date()
                try store.update(operands[0]) { record in
                    var updated =
                        record
                        ?? SeenRecord(
                            status: status, contentVersion: 1, timesShown: 0, firstShownAt: now,
                            lastShownAt: now)
                    updated.status = status
                    // A reason belongs to the failure it explains.
                    updated.failure = reason
                    updated.lastShownAt = now
                    record = updated
                }
                output.line("\(operands[0]): \(status.rawValue)")
            case .reset:
                guard operands.count <= 1 else {
                    throw UsageError("seen reset takes at most one ID", command: name)
                }
                guard let id = operands.first else {
                    try store.resetAll()
                    output.line("every tutorial and event forgotten")
                    return 0
                }
                guard try store.removeRecord(id) != nil else {
                    let known = try store.allRecords().keys.sorted()
                    output.diagnostic(
                        "tutorialkit: no record of \"\(id)\" in \(path), so nothing was reset\(NameSuggestionCLI.hint(for: id, in: known))"
                    )
                    return 1
                }
                output.line("\(id): forgotten")
            case .merge:
                try expect(operands, count: 1, action)
                let count = try store.merge(contentsOf: operands[0])
                output.line("merged \(count) records from \(operands[0])")
            case .recover:
                try expect(operands, count: 0, action)
                if let backup = try store.recover() {
                    output.line("moved the corrupt file to \(backup); the store starts empty")
                } else {
                    output.line("\(path) is readable; nothing to recover")
                }
            }
        } catch let error as UsageError {
            throw error
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        return 0
    }

    private static func expect(_ operands: [String], count: Int, _ action: Action) throws(UsageError) {
        guard operands.count == count else {
            let what = count == 0 ? "no arguments" : "one ID"
            throw UsageError("seen \(action.rawValue) takes \(what)", command: name)
        }
    }

    /// Longest wait `--lock-timeout` takes: a day.
    private static let longestLockTimeout = 86_400.0

    private static func lockTimeout(_ text: String?) throws(UsageError) -> Duration {
        guard let text else { return JSONFileSeenStore.defaultLockTimeout }
        guard let seconds = Double(text), seconds >= 0, seconds <= longestLockTimeout else {
            throw UsageError(
                "\(Options.lockTimeout.name) takes seconds from 0 to \(Int(longestLockTimeout)), not '\(text)'",
                command: name)
        }
        return .milliseconds(Int((seconds * 1_000).rounded()))
    }

    /// The reason a failure is marked with: required with `failed`, refused with any other status.
    private static func failureReason(_ given: Tutorial.FailureReason?, for status: SeenRecord.Status)
        throws(UsageError) -> Tutorial.FailureReason?
    {
        guard status == .failed else {
            guard given == nil else {
                throw UsageError(
                    "\(Options.reason.name) goes with \(Options.status.name) failed only", command: name)
            }
            return nil
        }
        guard let given else {
            let names = Tutorial.FailureReason.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(
                "\(Options.status.name) failed needs \(Options.reason.name), one of \(names)", command: name)
        }
        return given
    }

    /// A table for people: one row per tutorial, sorted by id.
    static func table(_ records: [(id: String, record: SeenRecord)]) -> String {
        guard !records.isEmpty else { return "no tutorials seen yet\n" }
        let header = ["TUTORIAL", "STATUS", "VERSION", "SHOWN", "LAST SHOWN", "LAST STEP"]
        let columns = header.count
        // The cells row by row in one flat array, not an array a row: a store can hold a million.
        var cells = header
        cells.reserveCapacity((records.count + 1) * columns)
        // In the file's order, which the store writes sorted: sorting again then costs one pass
        // over the already ordered run, where a dictionary's order would cost n log n.
        for (id, record) in records.sorted(by: { $0.id < $1.id }) {
            // Escaped before measuring, so a column lines up however the store's ids are written.
            cells.append(TerminalSafeText.escaped(id))
            cells.append(record.statusDescription)
            cells.append(String(record.contentVersion))
            cells.append(String(record.timesShown))
            cells.append(SeenDates.format(record.lastShownAt))
            cells.append(TerminalSafeText.escaped(record.lastStep ?? "-"))
        }
        // Each cell measured once, each column's width found in the same pass.
        let cellWidths = cells.map { DisplayWidth.of($0) }
        var widths = Array(repeating: 0, count: columns)
        for (index, width) in cellWidths.enumerated() {
            widths[index % columns] = max(widths[index % columns], width)
        }
        // Gathered as UTF-8 and made a string once: appending strings costs more than the rest.
        var text: [UInt8] = []
        text.reserveCapacity(cells.count / columns * (widths.reduce(0, +) + 2 * columns))
        for (index, cell) in cells.enumerated() {
            text.append(contentsOf: cell.utf8)
            let column = index % columns
            if column == columns - 1 {
                text.append(UInt8(ascii: "\n"))
            } else {
                text.append(
                    contentsOf: repeatElement(
                        UInt8(ascii: " "), count: widths[column] - cellWidths[index] + 2))
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The record's own text (`print(record)` gives it), under the id it is kept by.
    private static func details(_ id: String, _ record: SeenRecord) -> String {
        "tutorial:       \(id)\n\(record.description)\n"
    }

    private static func json(_ record: SeenRecord) -> JSONValue {
        .object([
            ("status", .string(record.status.rawValue)), ("contentVersion", .integer(record.contentVersion)),
            ("timesShown", .integer(record.timesShown)),
            ("firstShownAt", .string(SeenDates.format(record.firstShownAt))),
            ("lastShownAt", .string(SeenDates.format(record.lastShownAt))),
            ("lastStep", record.lastStep.map(JSONValue.string)),
            ("failure", record.failure.map { .string($0.rawValue) }),
            ("variant", record.variant.map(JSONValue.string)),
        ])
    }
}
