import Testing
import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema

@Suite struct JSONBoundsTests {
    /// The JSON layer sits below the input limits, so it keeps the standard bounds itself.
    @Test func theReadersStandardBoundsAreTheStandardInputLimits() {
        let fromLimits = JSONTape.Bounds(InputLimits.standard)
        #expect(fromLimits.fileBytes == JSONTape.Bounds.standard.fileBytes)
        #expect(fromLimits.stringBytes == JSONTape.Bounds.standard.stringBytes)
        #expect(fromLimits.depth == JSONTape.Bounds.standard.depth)
    }
}
