import Testing

@testable import TutorialKitAuthoring
@testable import TutorialKitJSON
@testable import TutorialKitSchema

/// A walk finds an object's keys through the table's hash slots: every key each format declares is
/// found at its own place, however it collides with the others, and a key no object declares, or
/// one written with an escape, is found as a search along the names would find it.
struct ShapeTableKeyTests {
    @Test func everyDeclaredKeyIsFoundAtItsPlaceAndANearMissIsNot() throws {
        var checked = 0
        for table in [ShapeTable.tutorialAroundSteps, .step, .screen] {
            let walk = ShapeWalk(
                table: table, limits: .standard, room: DiagnosticCollector(file: "", bytes: []))
            for object in table.objects {
                let names = object.properties.map { table.names[table.properties[$0].name] }
                for (offset, name) in names.enumerated() {
                    // The key itself, a near miss, and the key with its first letter escaped.
                    let escaped = "\\u00" + String(name.utf8.first ?? 0x61, radix: 16) + name.dropFirst()
                    let text = "{\"\(name)\": 0, \"\(name)s\": 0, \"\(escaped)\": 0}"
                    let tape = try JSONTape.read(Array(text.utf8), bounds: .standard)
                    let found: [Int?] = tape.withRoot { root in
                        var found: [Int?] = []
                        root.forEachMember { key, _ in found.append(walk.position(of: key, in: object)) }
                        return found
                    }
                    let place = object.properties.lowerBound + offset
                    let nearMiss = names.firstIndex(of: name + "s").map { object.properties.lowerBound + $0 }
                    #expect(found == [place, nearMiss, place], "\(name) in \(table.names[object.name])")
                    checked += 1
                }
            }
        }
        #expect(checked > 60, "the tables declare more keys than this")
    }
}
