// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TutorialKit",
    products: [
        .library(name: "TutorialKit", targets: ["TutorialKit"]),
        .library(name: "TutorialKitTerminal", targets: ["TutorialKitTerminal"]),
        .executable(name: "tutorialkit", targets: ["tutorialkit"]),
    ],
    targets: [
        .target(name: "TutorialKit"),
        .target(name: "TutorialKitTerminal", dependencies: ["TutorialKit"]),
        .executableTarget(name: "tutorialkit", dependencies: ["TutorialKit", "TutorialKitTerminal"]),
        // Test helper: many processes writing one seen-state file.
        .executableTarget(name: "seen-state-writer", dependencies: ["TutorialKit"]),
        .testTarget(
            name: "TutorialKitTests",
            dependencies: ["TutorialKit", "TutorialKitTerminal", "tutorialkit", "seen-state-writer"],
            exclude: ["Authoring/Corpus", "SeenState/Fixtures", "Fuzz/Regressions"]
        ),
        .testTarget(
            name: "TutorialKitTerminalTests",
            dependencies: ["TutorialKit", "TutorialKitTerminal"],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
