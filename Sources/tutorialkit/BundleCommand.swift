import Dispatch
import TutorialKit
import TutorialKitBundles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `tutorialkit bundle …`: builds and verifies tutorial bundles, and installs one into a store
/// as an app would, from a folder.
enum BundleCommand {
    static let name = "bundle"
    static let summary = "build, verify and install tutorial bundles an app fetches"
    static let help = CommandHelp<Options>(
        command: name,
        forms: Action.allCases.map { .init(arguments: $0.form, options: $0.options) },
        about: Action.allCases.map(\.line).joined(separator: "\n") + "\n\n" + """
            A bundle is a folder of tutorials, screens and themes with a manifest.json listing each
            file's path, size and SHA-256; serve it from any static host. build refuses a folder with
            any file that does not validate, and writes nothing then. A store installs a version
            whole or not at all, keeps the one before for rollback, and never installs a version it
            rolled back from again.
            """,
        after: """
            EXIT STATUS
              0  done
              1  a file has errors, or the store refused the bundle (the installed version stays)
              2  the command was called wrongly
            """
    ).text

    /// What `bundle` does, named by its first argument.
    enum Action: String, CaseIterable {
        case build, verify, install, rollback, status

        var form: String {
            switch self {
            case .build: "build DIR"
            case .verify: "verify BUNDLE"
            case .install: "install BUNDLE"
            case .rollback, .status: rawValue
            }
        }

        var options: [Options] {
            switch self {
            case .build: [.output, .id, .version, .midTour, .created]
            case .verify: [.format]
            case .install: [.store, .id]
            case .rollback, .status: [.store]
            }
        }

        var summary: String {
            switch self {
            case .build: "validate every file of DIR and write the bundle at OUT"
            case .verify: "check a bundle's manifest, each file's size and SHA-256, and each file"
            case .install: "install a bundle from a folder into a store, as an app's update does"
            case .rollback: "go back to the store's version before (or the app's built-in tutorials)"
            case .status: "the version a store has installed, and the one before"
            }
        }

        var line: String { rawValue + String(repeating: " ", count: max(1, 10 - rawValue.count)) + summary }
    }

    enum Options: CommandOptions {
        case output, id, version, midTour, created, format, store

        var option: Option {
            switch self {
            case .output:
                .value("--output", "OUT", short: "-o", help: "where build writes the bundle (a new path)")
            case .id:
                .value(
                    "--id", "ID", help: "the bundle's id, the same for every version: com.example.app.tours")
            case .version:
                .value("--version", "N", help: "the bundle's version, 1 or more, higher at each build")
            case .midTour:
                .value(
                    "--mid-tour", "ID=POLICY", repeats: true,
                    help: "what a user in the middle of tutorial ID gets when this version installs: "
                        + Option.list(MidTourPolicy.allCases.map(\.rawValue)) + " (the default is continue)")
            case .created:
                .value(
                    "--created", "DATE",
                    help: "the build's date in the manifest (default: $SOURCE_DATE_EPOCH, else now)")
            case .format:
                .choice(
                    "--format", of: TextOrJSON.self,
                    help: "json prints {\"valid\": …, \"diagnostics\": […]} as validate does (default text)")
            case .store: .value("--store", "DIR", help: "the store's folder, as an app keeps it")
            }
        }
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
            throw UsageError("bundle needs one of: \(actions.joined(separator: ", "))", command: name)
        }
        guard let action = Action(rawValue: written) else {
            throw UsageError(
                "unknown action '\(written)'\(NameSuggestionCLI.hint(for: written, in: actions))",
                command: name)
        }
        for option in Options.allCases where !action.options.contains(option) {
            if parsed.has(option) || !parsed.values(option).isEmpty {
                throw UsageError("bundle \(action.rawValue) takes no \(option.name)", command: name)
            }
        }
        let operands = Array(parsed.positionals.dropFirst())
        let needed = action == .rollback || action == .status ? 0 : 1
        guard operands.count == needed else {
            throw UsageError(
                needed == 0
                    ? "bundle \(action.rawValue) takes no operand"
                    : "bundle \(action.rawValue) needs exactly one \(action == .build ? "DIR" : "BUNDLE")",
                command: name)
        }
        switch action {
        case .build: return try build(operands[0], parsed, &output)
        case .verify: return verify(operands[0], format: parsed.choice(.format, or: TextOrJSON.text), &output)
        case .install: return try install(operands[0], parsed, &output)
        case .rollback: return try rollback(parsed, &output)
        case .status: return try status(parsed, &output)
        }
    }

    private static func build(_ source: String, _ parsed: Arguments<Options>, _ output: inout Output) throws
        -> Int32
    {
        let destination = try parsed.required(.output, for: "bundle build", example: "-o dist/tours")
        let id = try parsed.required(.id, for: "bundle build", example: "--id com.example.app.tours")
        let versionText = try parsed.required(.version, for: "bundle build", example: "--version 3")
        guard let version = Int(versionText), version >= 1 else {
            throw UsageError(
                "--version takes a whole number of 1 or more, not '\(versionText)'", command: name)
        }
        var midTour: [String: MidTourPolicy] = [:]
        for pair in parsed.values(.midTour) {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let policy = MidTourPolicy(rawValue: parts[1]) else {
                let choices = Option.list(MidTourPolicy.allCases.map(\.rawValue))
                throw UsageError(
                    "--mid-tour takes ID=POLICY with POLICY one of \(choices), not '\(pair)'", command: name)
            }
            midTour[parts[0]] = policy
        }
        let created = try createdDate(parsed.value(.created))
        let report = BundleFolder.build(
            from: source, to: destination, id: id, version: version, created: created, midTour: midTour)
        for diagnostic in report.diagnostics { output.diagnostic(diagnostic.description) }
        guard let manifest = report.manifest else {
            output.line("no bundle written: fix the errors above and build again")
            return 1
        }
        let bytes = manifest.files.reduce(0) { $0 + $1.size }
        output.line(
            "built \(manifest.id) version \(manifest.version): \(manifest.files.count) file"
                + "\(manifest.files.count == 1 ? "" : "s"), \(bytes) bytes, at \(destination)")
        return 0
    }

    /// The build's date: `--created`, else `SOURCE_DATE_EPOCH` (for builds that give the same
    /// bytes each time), else now.
    private static func createdDate(_ written: String?) throws -> Date {
        if let written {
            guard let date = Rule.ParameterValue.isoDate(written) else {
                throw UsageError(
                    "--created takes a date like 2026-11-27 or 2026-11-27T09:30:00Z, not '\(written)'",
                    command: name)
            }
            return date
        }
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch), seconds >= 0, seconds < 253_402_300_800 else {
                throw UsageError(
                    "SOURCE_DATE_EPOCH must be a count of seconds since 1970, not '\(epoch)'", command: name)
            }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return Date()
    }

    private static func verify(_ bundle: String, format: TextOrJSON, _ output: inout Output) -> Int32 {
        let report = BundleFolder.verify(bundle)
        if format == .json {
            output.standardOutput(
                JSONWriter.write(ValidateCommand.report(report.diagnostics, valid: !report.hasErrors)))
            return report.hasErrors ? 1 : 0
        }
        for diagnostic in report.diagnostics { output.diagnostic(diagnostic.description) }
        guard let manifest = report.manifest, !report.hasErrors else {
            output.line("\(bundle): not a valid bundle")
            return 1
        }
        output.line(
            "\(bundle): \(manifest.id) version \(manifest.version), \(manifest.files.count) file"
                + "\(manifest.files.count == 1 ? "" : "s") verified")
        return 0
    }

    private static func store(_ parsed: Arguments<Options>, id: String?) throws -> TutorialBundleStore {
        let folder = try parsed.required(.store, for: "bundle", example: "--store ~/.local/state/app/tours")
        return try TutorialBundleStore(folder: folder, bundleID: id ?? "")
    }

    private static func install(_ bundle: String, _ parsed: Arguments<Options>, _ output: inout Output) throws
        -> Int32
    {
        let id = try parsed.required(.id, for: "bundle install", example: "--id com.example.app.tours")
        let store = try store(parsed, id: id)
        // The bundle's folder serves as the server: each path read as it is asked for, within the
        // size asked.
        let result = waitForUpdate(of: store) { request in .body(try BundleFolderFetch.read(bundle, request))
        }
        switch result {
        case .success(.installed(let version, let previous)):
            output.line("installed version \(version)" + (previous.map { " (was \($0))" } ?? ""))
        case .success(.upToDate(let installed)):
            output.line(
                "up to date: " + (installed.map { "version \($0) installed" } ?? "no version installed"))
        case .success(.notModified): output.line("not modified")
        case .success(.busy):
            output.diagnostic(
                "tutorialkit: another process is updating \(store.folder); try again when it is done")
            return 1
        case .failure(let error):
            output.diagnostic("tutorialkit: \(error)")
            let diagnostics: [Diagnostic] =
                switch error {
                case .invalidManifest(let found), .invalidContent(let found): found
                default: []
                }
            for diagnostic in diagnostics { output.diagnostic(diagnostic.description) }
            return 1
        }
        return 0
    }

    private static func rollback(_ parsed: Arguments<Options>, _ output: inout Output) throws -> Int32 {
        let store = try store(parsed, id: nil)
        do {
            let version = try store.rollback()
            output.line(
                version.map { "rolled back to version \($0)" }
                    ?? "rolled back to the app's built-in tutorials")
            return 0
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
    }

    private static func status(_ parsed: Arguments<Options>, _ output: inout Output) throws -> Int32 {
        let store = try store(parsed, id: nil)
        guard let installed = store.installed else {
            output.line("no version installed: the app uses its built-in tutorials")
            return 0
        }
        output.line(
            "version \(installed.version) installed"
                + (installed.previousVersion.map { " (version \($0) kept for rollback)" } ?? "")
                + ", in \(installed.folder)")
        return 0
    }

    /// The store's update, waited for: the tool has no run loop, and its fetches do not wait on one.
    private static func waitForUpdate(
        of store: TutorialBundleStore, fetch: @escaping @Sendable (BundleRequest) throws -> BundleResponse
    ) -> Result<BundleUpdate, BundleUpdateError> {
        let box = UpdateResult()
        let done = DispatchSemaphore(value: 0)
        Task {
            do throws(BundleUpdateError) {
                box.result = .success(try await store.update(fetch: fetch))
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return box.result ?? .success(.busy)
    }

    /// Where the waited-for update leaves its result; read only after the semaphore says it is set.
    private final class UpdateResult: @unchecked Sendable {
        var result: Result<BundleUpdate, BundleUpdateError>?
    }
}

/// Reads a bundle's paths from a folder, as a server would serve them.
enum BundleFolderFetch {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ folder: String, _ request: BundleRequest) throws -> [UInt8] {
        // One byte past the size asked for says the file is larger, without reading more.
        var limits = InputLimits.standard
        limits.fileBytes = min(request.maximumBytes, InputLimits.standard.fileBytes - 1) + 1
        switch FileReading.bytes(atPath: folder + "/" + request.path, limits: limits) {
        case .success(let bytes): return bytes
        case .failure(let diagnostic): throw Failure(description: diagnostic.message)
        }
    }
}
