import Foundation
import TutorialKitStoryboard

// tutorialkit-bench: times TutorialKit's hot paths against floors measured in the same run (ratios
// hold on a noisy machine; absolute times do not), and checks the layout engine's invariants over a
// million random cases. Run from the repository root:
//
//     swift run -c release tutorialkit-bench [--runs N] [--invariant-cases N]
//
// Exits 1 when a target is missed or an invariant is broken.

let usage =
    "usage: tutorialkit-bench [--runs N] [--invariant-cases N] [--only layout|units|render|load|seen-state|process|limits|terminal-bytes|lsp|bundle|report|invariants]"
let caseNames = [
    "layout", "units", "render", "load", "seen-state", "process", "limits", "terminal-bytes", "lsp", "bundle",
    "report",
    "invariants",
]
var runs = 21
var invariantCases = 1_000_000
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs", "--invariant-cases":
        guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
            FileHandle.standardError.write(
                Data("tutorialkit-bench: \(argument) needs a positive number\n\(usage)\n".utf8))
            exit(2)
        }
        if argument == "--runs" { runs = value } else { invariantCases = value }
    case "--only":
        guard let name = arguments.popFirst(), caseNames.contains(name) else {
            FileHandle.standardError.write(
                Data("tutorialkit-bench: --only needs one of \(caseNames.joined(separator: ", "))\n".utf8))
            exit(2)
        }
        only = name
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(
            Data("tutorialkit-bench: unknown argument \(argument)\n\(usage)\n".utf8))
        exit(2)
    }
}

let demoTutorial = "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json"
let demoScreen = "Tutorials/tutorial-kit-demo/demo.screen.json"
guard FileManager.default.fileExists(atPath: demoTutorial) else {
    FileHandle.standardError.write(
        Data("tutorialkit-bench: run it from the repository root (no \(demoTutorial) here)\n".utf8))
    exit(2)
}
let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()

print("TutorialKit benchmark — \(MachineDescription.current)")
print("median of \(runs) runs; ratio = median / floor measured in this run\n")
print(
    [
        "case".padding(toLength: BenchResult.nameWidth, withPad: " ", startingAt: 0), "median    ",
        "ratio   ",
        "target          ", "    ", "floor",
    ].joined(separator: "  "))

var results: [BenchResult] = []
@MainActor func report(_ new: [BenchResult]) {
    for result in new { print(result.line) }
    results += new
}

do {
    func selected(_ name: String) -> Bool { only == nil || only == name }
    if selected("layout") { report(LayoutBench.run(cases: 10_000, runs: max(3, runs / 4))) }
    if selected("units") {
        let examples = try FileManager.default.subpathsOfDirectory(atPath: "Tutorials")
            .filter { $0.hasSuffix(".tutorial.json") }.sorted().map { "Tutorials/" + $0 }
        report(try HostUnitsBench.run(runs: runs, binaries: binaries, examples: examples))
    }
    if selected("render") { report([try RenderBench.run(runs: runs)]) }
    if selected("load") { report(try LoadBench.run(steps: 10_000, runs: runs, screenPath: demoScreen)) }
    if selected("seen-state") { report(try SeenStateBench.run(runs: runs)) }
    if selected("process") {
        report([try PreviewProcessBench.run(runs: runs, binaries: binaries, tutorial: demoTutorial)])
        report(try ProcessCPUBench.run(runs: runs, binaries: binaries))
    }
    if selected("limits") { report(try LimitFilesBench.run(binaries: binaries)) }
    if selected("lsp") {
        report(try LanguageServerBench.run(runs: runs, screenFolder: "Tutorials/tutorial-kit-demo"))
    }
    if selected("bundle") { report(try BundleBench.run(runs: runs, binaries: binaries)) }
    if selected("report") { report(try ReportBench.run(runs: runs, binaries: binaries)) }
    if selected("terminal-bytes") {
        let examples = try FileManager.default.subpathsOfDirectory(atPath: "Tutorials")
            .filter { $0.hasSuffix(".tutorial.json") }.sorted().map { "Tutorials/" + $0 }
        print("")
        for line in try TerminalBytesBench.run(tutorials: examples) { print(line) }
    }
} catch {
    FileHandle.standardError.write(Data("tutorialkit-bench: \(error)\n".utf8))
    exit(1)
}

let invariantCount = only == nil || only == "invariants" ? invariantCases : 0
let invariants = await InvariantRun.run(cases: invariantCount)
print(
    "\nlayout invariants: \(invariants.cases.formatted()) random cases, "
        + "\(invariants.violating.count) violating (\(String(format: "%.1f", invariants.seconds)) s)")
if let first = invariants.firstViolation { print("  first: \(first)") }
// The same invariants in points, with the storyboard's proportional font.
let pointInvariants = await InvariantRun.run(cases: invariantCount, inPoints: StoryboardStyle().metrics)
print(
    "layout invariants in points: \(pointInvariants.cases.formatted()) random cases, "
        + "\(pointInvariants.violating.count) violating (\(String(format: "%.1f", pointInvariants.seconds)) s)"
)
if let first = pointInvariants.firstViolation { print("  first: \(first)") }

let missed = results.filter { !$0.holds }
let violations = invariants.violating.count + pointInvariants.violating.count
if !missed.isEmpty || violations > 0 {
    print("\n\(missed.count) target(s) missed, \(violations) invariant violation(s)")
    exit(1)
}
print("\nall targets hold")
