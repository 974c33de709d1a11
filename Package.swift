// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TutorialKit",
    products: [
        .library(name: "TutorialKit", targets: ["TutorialKit"]),
        .executable(name: "tutorialkit", targets: ["tutorialkit"]),
    ],
    targets: [
        .target(name: "TutorialKit"),
        .executableTarget(name: "tutorialkit", dependencies: ["TutorialKit"]),
        .testTarget(
            name: "TutorialKitTests",
            dependencies: ["TutorialKit", "tutorialkit"],
            exclude: ["Authoring/Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
