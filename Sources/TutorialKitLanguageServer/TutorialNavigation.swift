import TutorialKit
import TutorialKitJSON

/// What the server offers in a tutorial beyond diagnostics: the values that fit where the cursor
/// is, where a name it points at is declared, the steps as an outline. Read from the document's
/// last text that parsed and from the screens it names (open in the editor, or their files), which
/// stay where the tutorial points.
package struct TutorialNavigation {
    let document: TextDocument
    let outline: TutorialOutline
    /// The bytes of a file the editor has open, by path.
    let openFile: (String) -> [UInt8]?

    /// A place in a file: its path and where, in bytes.
    package struct Place: Equatable {
        package var path: String
        package var range: Range<Int>
    }

    // MARK: - Values

    /// What may be written as the value the cursor is in: a label and a line about it.
    package func values(at context: CursorContext) -> [(label: String, detail: String)] {
        guard case .value(let key) = context.slot else { return [] }
        if context.isStepReference {
            let words = ["finish", "skip", "back"] + (key != "next" ? ["next"] : [])
            return outline.steps.map { ($0.id, "the step \($0.id)") }
                + words.map { ($0, "a way out of the step") }
        }
        switch key {
        case "element":
            guard let screen = screen(ofStepAt: context.stepIndex) else { return [] }
            let cells =
                screen.lists.flatMap { $0.cell.map(\.id) } + screen.grids.flatMap { $0.cell.map(\.id) }
            return screen.elements.map { ($0.id, "an element of the screen \(screen.id)") }
                + Set(cells).sorted().map { ($0, "a cell's element") }
        case "list":
            return screen(ofStepAt: context.stepIndex)?.lists.map { ($0.id, "a list") } ?? []
        case "grid":
            return screen(ofStepAt: context.stepIndex)?.grids.map { ($0.id, "a grid") } ?? []
        case "defaultLocale":
            return outline.locales.map { ($0, "a locale the tutorial lists") }
        default:
            return []
        }
    }

    // MARK: - Definitions

    /// Where the name in the string the cursor is in is declared: a step id, an element, list or
    /// grid of the screen, or the screen file a `screen` names.
    package func definition(at context: CursorContext) -> Place? {
        guard case .value(let key) = context.slot, let name = context.string?.text else { return nil }
        if context.isStepReference {
            guard let step = outline.steps.first(where: { $0.id == name }) else { return nil }
            return Place(path: document.path, range: step.idOffset..<step.idOffset + name.utf8.count + 2)
        }
        switch key {
        case "screen":
            guard let path = screenPath(name) else { return nil }
            return Place(path: path, range: 0..<0)
        case "element", "list", "grid":
            guard let written = outline.screen(ofStepAt: context.stepIndex), let path = screenPath(written),
                let bytes = bytes(of: path), let root = try? JSONReader.read(bytes)
            else { return nil }
            let collections = key == "element" ? ["elements", "lists", "grids"] : [key + "s"]
            for collection in collections {
                for item in root[collection]?.value.elements ?? [] {
                    if let id = item["id"]?.value, id.string == name {
                        return Place(path: path, range: id.offset..<id.offset + name.utf8.count + 2)
                    }
                }
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: - Screens

    /// The screen file `written` names, as the tutorial points: inside its folder.
    func screenPath(_ written: String) -> String? {
        guard case .success(let path) = ScreenPaths.resolve(written, relativeTo: document.path, root: nil)
        else {
            return nil
        }
        return FileURI.lexical(path)
    }

    /// A file's bytes: the editor's when it has it open, else the file's.
    func bytes(of path: String) -> [UInt8]? {
        if let open = openFile(path) { return open }
        guard case .success(let bytes) = FileReading.bytes(atPath: path) else { return nil }
        return bytes
    }

    /// The screen the step at `index` points into, when it loads.
    func screen(ofStepAt index: Int?) -> Screen? {
        guard let written = outline.screen(ofStepAt: index), let path = screenPath(written),
            let bytes = bytes(of: path)
        else { return nil }
        return ScreenFile.decode(bytes, file: path).model
    }
}
