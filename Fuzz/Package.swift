// swift-tools-version: 6.0
// libFuzzer targets for TutorialKit's loaders. A separate package, so the main one stays free of
// unsafe flags. Build and run with `Scripts/fuzz.sh` from the repository root.
import PackageDescription

// libFuzzer supplies `main`; each target only defines LLVMFuzzerTestOneInput.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "TutorialKitFuzz",
    dependencies: [.package(name: "TutorialKit", path: "..")],
    targets: [
        .target(
            name: "FuzzChecks",
            dependencies: [
                .product(name: "TutorialKit", package: "TutorialKit"),
                .product(name: "TutorialKitTerminal", package: "TutorialKit"),
            ]),
        .executableTarget(
            name: "FuzzTutorialLoader", dependencies: ["FuzzChecks"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzScreenLoader", dependencies: ["FuzzChecks"], swiftSettings: fuzzTarget),
        // Draws what the screen loader accepts: the renderer meets the numbers at their limits.
        .executableTarget(name: "FuzzScreenDrawing", dependencies: ["FuzzChecks"], swiftSettings: fuzzTarget),
        .executableTarget(
            name: "FuzzSeenStateReader", dependencies: ["FuzzChecks"], swiftSettings: fuzzTarget),
    ],
    swiftLanguageModes: [.v6]
)
