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
        .testTarget(
            name: "TutorialKitTests",
            dependencies: ["TutorialKit", "TutorialKitTerminal", "tutorialkit"],
            exclude: ["Authoring/Corpus"]
        ),
        .testTarget(
            name: "TutorialKitTerminalTests",
            dependencies: ["TutorialKit", "TutorialKitTerminal"],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
