import Testing

@testable import TutorialKitAuthoring
@testable import TutorialKitJSON

/// A step's members kept as the keys it has, one bit a key.
@Suite struct StepMembersTests {
    @Test func everyStepKeyHasABitAndEveryNameADeclaration() {
        #expect(StepFormat.keys(JSONTreeView.self).count <= StepMembers<JSONTreeView>.maximumKeys)
        let declared = StepFormat.keys(JSONTreeView.self).map(\.name)
        for name in StepFormat.Name.allCases {
            #expect(declared.firstIndex(of: name.rawValue) == StepFormat.position(of: name), "\(name)")
        }
    }

    @Test func eachStepReadsItsOwnValuesByKey() throws {
        let width = StepFormat.keys(JSONTreeView.self).count
        let first = JSONTreeView(try JSONReader.read(#"{"id": "a", "text": "One"}"#))
        let second = JSONTreeView(try JSONReader.read(#"{"text": "Two", "title": "T", "id": "b"}"#))
        var values: [JSONTreeView] = []
        var members: [(JSONTreeView, Int, UInt64)] = []
        for (node, keys) in [(first, [StepFormat.Name.id, .text]), (second, [.text, .title, .id])] {
            var slots = [JSONTreeView?](repeating: nil, count: width)
            for key in keys {
                slots[StepFormat.position(of: key)] = node.firstMember { name, _ in
                    name.string == key.rawValue
                }
            }
            let start = values.count
            members.append((node, start, StepMembers.keep(&slots, appendingTo: &values)))
            #expect(slots.allSatisfy { $0 == nil }, "every slot is left empty for the next step")
        }
        let steps = members.map { StepMembers(node: $0.0, values: values, first: $0.1, present: $0.2) }
        #expect(steps[0].id?.string == "a")
        #expect(steps[0].text?.string == "One")
        #expect(steps[0].title == nil)
        #expect(steps[1].id?.string == "b")
        #expect(steps[1].title?.string == "T")
        #expect(steps[1].text?.string == "Two")
        #expect(steps[1].target == nil)
    }
}
