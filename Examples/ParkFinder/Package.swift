// swift-tools-version: 6.0
import PackageDescription

// A terminal park finder that onboards its users with TutorialKit: a host app built on the
// library's public API alone (the library is another package, so `package` symbols are out of reach).
let package = Package(
    name: "ParkFinder",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "parkfinder", targets: ["parkfinder"])],
    dependencies: [.package(name: "TutorialKit", path: "../..")],
    targets: [
        // The app without its terminal: parks, state, layout, drawing, the screens tutorials see.
        .target(
            name: "ParkFinderCore",
            dependencies: [
                .product(name: "TutorialKit", package: "TutorialKit"),
                .product(name: "TutorialKitTerminal", package: "TutorialKit"),
                .product(name: "TutorialKitBundles", package: "TutorialKit"),
            ],
            // The tutorials, as their authors write them, and the screens they are checked against.
            resources: [.copy("Tutorials")]),
        // The terminal app: raw mode, keys and mouse, the loop.
        .executableTarget(name: "parkfinder", dependencies: ["ParkFinderCore"]),
        // The app's tests, and the app itself run on a pseudo-terminal (so it is built first).
        .testTarget(name: "ParkFinderTests", dependencies: ["ParkFinderCore", "parkfinder"]),
    ],
    swiftLanguageModes: [.v6]
)
