import Foundation

/// The fuzz targets' side of ``FuzzOracle``: a broken promise stops the fuzzer like a crash would,
/// so libFuzzer saves the input as a crasher.
public enum FuzzChecks {
    /// The oracle, with the example screens read once from `Tutorials/` under the working folder
    /// (the fuzzers run from the repository root).
    private static let oracle: FuzzOracle = {
        let screens = FuzzOracle.exampleScreens(under: URL(fileURLWithPath: "Tutorials"))
        if screens.isEmpty { fail("run the fuzzers from the repository root: no screens under Tutorials/") }
        return FuzzOracle(screens: screens)
    }()

    /// Checks one input to the tutorial loader.
    public static func tutorial(_ bytes: [UInt8]) { check(oracle.tutorialProblem(bytes)) }

    /// Checks one input to the screen loader.
    public static func screen(_ bytes: [UInt8]) { check(oracle.screenProblem(bytes)) }

    /// Checks one screen file's frames, drawn.
    public static func drawing(_ bytes: [UInt8]) { check(oracle.drawingProblem(bytes)) }

    /// Checks one input to the seen-state reader.
    public static func seenState(_ bytes: [UInt8]) { check(oracle.seenStateProblem(bytes)) }

    private static func check(_ problem: String?) {
        if let problem { fail(problem) }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz oracle: \(message)\n".utf8))
        abort()
    }
}
