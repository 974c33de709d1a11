import Testing
import TutorialFixtures
import TutorialKitLayout

@testable import TutorialKitAuthoring
@testable import TutorialKitJSON
@testable import TutorialKitSchema

/// The screen file's keys, declared once in `ScreenFormat`, are what its JSON Schema lists and
/// what its writer and reader agree on.
@Suite struct ScreenFormatTests {
    /// Each object's declared keys, by the path of keys that leads to it from the root (an array's
    /// elements stand for the array).
    static let declared: [(path: [String], properties: [ObjectShape.Property])] = [
        ([], ScreenFormat.keys(JSONTreeView.self).map(\.property)),
        (["elements"], ScreenFormat.elementKeys(JSONTreeView.self).map(\.property)),
        (["lists"], ScreenFormat.listKeys(JSONTreeView.self).map(\.property)),
        (["lists", "sections"], ScreenFormat.listSectionKeys(JSONTreeView.self).map(\.property)),
        (["lists", "cell"], ScreenFormat.cellKeys(JSONTreeView.self, relativeTo: "cell").map(\.property)),
        (["grids"], ScreenFormat.gridKeys(JSONTreeView.self).map(\.property)),
        (["grids", "sections"], ScreenFormat.gridSectionKeys(JSONTreeView.self).map(\.property)),
        (["grids", "cell"], ScreenFormat.cellKeys(JSONTreeView.self, relativeTo: "item").map(\.property)),
    ]

    @Test func everyDeclaredKeyIsInTheSchemaWithItsDescription() throws {
        let schema = try JSONReader.read(JSONSchemaWriter.screen)
        #expect(DeclaredKeysInSchema.differences(in: schema, Self.declared) == [])
    }

    @Test func aScreenUsingEveryKeyIsWrittenWithThemAllAndReadsBack() throws {
        let written = ScreenFile.encode(Self.everyKey, schema: "../schema/screen.schema.json")
        let tree = try JSONReader.read(written)
        for (path, properties) in Self.declared {
            let keys = Set(Self.objects(at: path, in: tree).flatMap { $0.members?.map(\.key) ?? [] })
            #expect(keys == Set(properties.map(\.name)), "\(path)")
        }
        let reloaded = ScreenFile.decode(Array(written.utf8), file: "every-key.screen.json")
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.model == Self.everyKey)
        #expect(
            reloaded.model.map { ScreenFile.encode($0, schema: "../schema/screen.schema.json") } == written)
    }

    /// A screen with a value for every key the format declares.
    static let everyKey = Screen(
        id: "every-key", size: Size(width: 40, height: 20), unit: .points,
        safeArea: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0),
        elements: [
            Screen.Element(id: "title", frame: Rect(x: 1, y: 1, width: 10, height: 1), label: "Hello")
        ],
        lists: [
            Screen.List(
                id: "table", frame: Rect(x: 0, y: 2, width: 40, height: 8), rowHeight: 2,
                sections: [Screen.Section(rows: 5, headerHeight: 1, title: "Recent")], contentOffset: 2,
                cell: [Screen.CellElement(id: "detail", frame: Rect(x: 1, y: 0, width: 10, height: 1))],
                rowLabels: ["detail": "Row {row}"])
        ],
        grids: [
            Screen.Grid(
                id: "photos", frame: Rect(x: 0, y: 10, width: 40, height: 5),
                itemSize: Size(width: 8, height: 2),
                columnSpacing: 2, rowSpacing: 0, columns: .fixed(3),
                sections: [Screen.Grid.Section(items: 9, headerHeight: 1, title: "Albums")], contentOffset: 1,
                cell: [Screen.CellElement(id: "caption", frame: Rect(x: 0, y: 1, width: 8, height: 1))],
                itemLabels: ["caption": "Photo {item}"]),
            Screen.Grid(
                id: "carousel", frame: Rect(x: 0, y: 15, width: 40, height: 3),
                itemSize: Size(width: 10, height: 3), axis: .horizontal,
                sections: [Screen.Grid.Section(items: 6)]),
        ])

    /// The object schema `path` leads to from the root's: each key's property, an array's items.
    /// The objects `path` leads to in a file: each key's value, each element of an array.
    static func objects(at path: [String], in file: JSONNode) -> [JSONNode] {
        path.reduce([file]) { nodes, key in
            nodes.compactMap { $0[key]?.value }.flatMap { $0.elements ?? [$0] }
        }
    }
}
