// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TutorialKit",
    // Foundation's ISO 8601 date styles need these; newer APIs are used behind #available.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TutorialKit", targets: ["TutorialKit"]),
        .library(name: "TutorialKitTerminal", targets: ["TutorialKitTerminal"]),
        .library(name: "TutorialKitBundles", targets: ["TutorialKitBundles"]),
        .executable(name: "tutorialkit", targets: ["tutorialkit"]),
    ],
    targets: [
        // The library's layers, each seeing only those below it (a cycle does not compile):
        // text width, JSON (reading within bounds of its own), then geometry + screens + targets +
        // layout (with the input limits, which bound geometry as well as files), the model and its
        // rules, schemas (which turn the input limits into the JSON reader's bounds), authoring
        // (the formats' keys, loading and checking files, the DSL), the seen-state stores, and the
        // session on top, which re-exports the layers as one `TutorialKit`.
        .target(name: "TutorialKitText"),
        .target(name: "TutorialKitLayout", dependencies: ["TutorialKitText"]),
        .target(name: "TutorialKitModel", dependencies: ["TutorialKitLayout"]),
        .target(name: "TutorialKitJSON", dependencies: ["TutorialKitText"]),
        .target(name: "TutorialKitSchema", dependencies: ["TutorialKitModel", "TutorialKitJSON"]),
        .target(name: "TutorialKitAuthoring", dependencies: ["TutorialKitSchema"]),
        .target(name: "TutorialKitSeenState", dependencies: ["TutorialKitModel", "TutorialKitJSON"]),
        .target(name: "TutorialKit", dependencies: ["TutorialKitAuthoring", "TutorialKitSeenState"]),
        .target(name: "TutorialKitTerminal", dependencies: ["TutorialKit"]),
        // The storyboard: every step drawn as SVG in points from the layout's geometry, on one page.
        .target(name: "TutorialKitStoryboard", dependencies: ["TutorialKit", "TutorialKitTerminal"]),
        // Tutorial bundles a host fetches, verifies and installs, offline first: the manifest, the
        // store, SHA-256. Its own product: themes are checked too, which are the terminal's. It
        // reads a bundle's tutorials through the loader's package API (only the bundle's screens).
        .target(
            name: "TutorialKitBundles",
            dependencies: [
                "TutorialKit", "TutorialKitAuthoring", "TutorialKitTerminal", "TutorialKitSHAInstructions",
            ]),
        // SHA-256's compression by the processor's SHA instructions, in C (Swift cannot name
        // them); the bundles' SHA256 uses it where the processor has them, portable Swift elsewhere.
        .target(name: "TutorialKitSHAInstructions"),
        // `tutorialkit report`: funnels and experiments from event logs, read as a stream.
        .target(name: "TutorialKitReport", dependencies: ["TutorialKit"]),
        // `tutorialkit lsp`: the Language Server Protocol over the files' checks and declarations.
        .target(name: "TutorialKitLanguageServer", dependencies: ["TutorialKit", "TutorialKitTerminal"]),
        .executableTarget(
            name: "tutorialkit",
            dependencies: [
                "TutorialKit", "TutorialKitTerminal", "TutorialKitStoryboard", "TutorialKitLanguageServer",
                "TutorialKitBundles", "TutorialKitReport",
            ]),
        // Test helper: many processes writing one seen-state file.
        .executableTarget(name: "seen-state-writer", dependencies: ["TutorialKit"]),
        // `swift run -c release tutorialkit-bench`: timings against floors, and the invariants.
        .executableTarget(
            name: "tutorialkit-bench",
            dependencies: [
                "TutorialKit", "TutorialKitTerminal", "TutorialKitStoryboard", "LayoutInvariants",
                "ProcessMeasurement", "tutorialkit", "TutorialKitLanguageServer", "TutorialKitBundles",
                "bench-hello", "bench-hello-essentials",
            ]),
        // `swift run unicode-conformance`: Unicode's own conformance files for the text algorithms
        // (Scripts/unicode-conformance.sh installs them).
        .executableTarget(name: "unicode-conformance", dependencies: ["TutorialKitText"]),
        // The benchmark's floor for a whole process: Foundation printing "hello".
        .executableTarget(name: "bench-hello"),
        // Its second floor: FoundationEssentials, all the tool loads, printing "hello".
        .executableTarget(name: "bench-hello-essentials"),
        // The layout engine's invariants (README) over random cases, for the property tests and the benchmark.
        .target(
            name: "LayoutInvariants", dependencies: ["TutorialKitLayout", "TutorialKitText", "SeededRandom"]),
        // A random number generator that replays from a seed: the property tests' and the bench's.
        .target(name: "SeededRandom"),
        // A spawned process's own peak memory, for the bench and the tests of whole processes.
        .target(name: "ProcessMeasurement"),
        // The tests, a target per layer, each importing only its layer (and those below it that its
        // tests name) and the test support; the command-line tool's in their own target, with the
        // suites that start processes. `--filter TutorialKitLayoutTests` runs one layer's.
        // Test support: paths, the slow tag, random text; no layer.
        .target(name: "TestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport"),
        // The tests' demo screen, and the tutorials on it (which need the authoring layer).
        .target(name: "ScreenFixtures", dependencies: ["TutorialKitLayout"], path: "Tests/ScreenFixtures"),
        .target(
            name: "TutorialFixtures",
            dependencies: [
                "ScreenFixtures", "TutorialKitAuthoring", "TutorialKitSchema", "TutorialKitJSON",
                "TutorialKitLayout",
                "TutorialKitModel",
            ],
            path: "Tests/TutorialFixtures"),
        .testTarget(
            name: "TutorialKitTextTests", dependencies: ["TutorialKitText", "TestSupport", "SeededRandom"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TutorialKitJSONTests", dependencies: ["TutorialKitJSON", "SeededRandom"]),
        .testTarget(
            name: "TutorialKitLayoutTests",
            dependencies: ["TutorialKitLayout", "TutorialKitText", "LayoutInvariants", "ScreenFixtures"]),
        .testTarget(
            name: "TutorialKitModelTests",
            dependencies: ["TutorialKitModel", "TutorialKitLayout", "ScreenFixtures", "SeededRandom"]),
        .testTarget(
            name: "TutorialKitAuthoringTests",
            dependencies: [
                "TutorialKitAuthoring", "TutorialKitSchema", "TutorialKitJSON", "TutorialKitModel",
                "TutorialKitLayout",
                "TutorialFixtures", "TestSupport",
            ]),
        .testTarget(
            name: "TutorialKitSeenStateTests",
            dependencies: [
                "TutorialKitSeenState", "TutorialKitModel", "TutorialKitJSON", "TutorialKitText",
                "TestSupport",
                "SeededRandom",
            ],
            exclude: ["Fixtures"]),
        // The session, and what takes the whole stack: the documentation's snippets, the fuzz
        // oracle and its regressions, the malformed-file corpus.
        .testTarget(
            name: "TutorialKitTests",
            dependencies: [
                "TutorialKit", "TutorialKitTerminal", "LayoutInvariants", "TutorialFixtures", "TestSupport",
            ],
            exclude: ["Authoring/Corpus", "Fuzz/Regressions"]
        ),
        // The command-line tool, in process and as processes (most of the slow suites).
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "tutorialkit", "TutorialKit", "TutorialKitTerminal", "TutorialKitAuthoring",
                "ProcessMeasurement",
                "seen-state-writer",
                "TutorialKitSeenState", "TutorialKitModel", "TutorialFixtures", "TestSupport", "SeededRandom",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "TutorialKitBundlesTests",
            dependencies: [
                "TutorialKitBundles", "TutorialKit", "TutorialKitTerminal", "SeededRandom", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TutorialKitReportTests",
            dependencies: ["TutorialKitReport", "TutorialKit", "TestSupport", "SeededRandom"]),
        .testTarget(
            name: "TutorialKitLanguageServerTests",
            dependencies: ["TutorialKitLanguageServer", "TutorialKit", "TestSupport"]),
        .testTarget(
            name: "TutorialKitStoryboardTests",
            dependencies: ["TutorialKit", "TutorialKitStoryboard", "TutorialKitTerminal", "TutorialFixtures"]),
        .testTarget(
            name: "TutorialKitTerminalTests",
            dependencies: ["TutorialKit", "TutorialKitTerminal", "LayoutInvariants", "TutorialFixtures"],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
