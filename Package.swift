// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TutorialKit",
    products: [
        .library(name: "TutorialKit", targets: ["TutorialKit"])
    ],
    targets: [
        .target(name: "TutorialKit"),
        .testTarget(
            name: "TutorialKitTests",
            dependencies: ["TutorialKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
