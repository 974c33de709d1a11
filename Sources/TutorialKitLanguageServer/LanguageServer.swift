import TutorialKit
import TutorialKitJSON
import TutorialKitTerminal

/// `tutorialkit lsp`: a Language Server Protocol (3.17) server for tutorial, screen and theme
/// files. It takes one message at a time and gives the messages to write back; the command runs
/// it over stdin and stdout.
///
/// Diagnostics are `validate`'s, for the text the editor holds, published when a document opens
/// and at each change; a change to a screen checks the tutorials open again. Completion offers
/// the keys valid at the cursor, from the one declaration of each key. Documents outside the
/// workspace the client names are not checked, and nothing outside it is read for them.
package final class LanguageServer {
    /// The open documents, by URI.
    private var documents: [String: TextDocument] = [:]
    /// Each open tutorial's outline, read when a request needs it (not at each change, which
    /// would parse the text twice), from the latest text that parsed then, and its version.
    private var outlines: [String: (outline: TutorialOutline, version: Int)] = [:]
    /// How the client counts characters in a line.
    private var encoding = TextDocument.Encoding.utf16
    /// The folders the client's workspace is made of; empty when it named none.
    private var workspace: [String] = []
    private var isInitialized = false
    /// Whether the client asked it to shut down: it then takes only `exit`.
    package private(set) var isShutDown = false
    /// Writes a line to the log (stderr): never to stdout, which is the protocol's.
    private let log: (String) -> Void

    package init(log: @escaping (String) -> Void) {
        self.log = log
    }

    /// What the server does with a message: the messages to write back, and an exit status when
    /// it ends.
    package struct Reply {
        package var messages: [JSONValue] = []
        package var exitStatus: Int32?
    }

    /// Handles one message's body.
    package func handle(_ body: [UInt8]) -> Reply {
        switch RPCMessage.parse(body) {
        case .failure(let failure):
            log("unreadable message: \(failure.error.message)")
            return Reply(messages: [RPCOutgoing.response(failure.id, error: failure.error)])
        case .success(nil):
            return Reply()
        case .success(let message?):
            return handle(message)
        }
    }

    private func handle(_ message: RPCMessage) -> Reply {
        let isRequest = message.id != nil
        if message.method == "exit" { return Reply(exitStatus: isShutDown ? 0 : 1) }
        guard isInitialized || message.method == "initialize" else {
            return isRequest
                ? Reply(messages: [RPCOutgoing.response(message.id, error: .serverNotInitialized())])
                : Reply()
        }
        if isShutDown {
            return isRequest
                ? Reply(messages: [RPCOutgoing.response(message.id, error: .invalidAfterShutdown())])
                : Reply()
        }
        do throws(RPCError) {
            switch message.method {
            case "initialize":
                return Reply(messages: [
                    RPCOutgoing.response(message.id, result: try initialize(message.params))
                ])
            case "initialized", "textDocument/didSave", "workspace/didChangeConfiguration":
                return Reply()
            case "shutdown":
                isShutDown = true
                return Reply(messages: [RPCOutgoing.response(message.id, result: .null)])
            case "textDocument/didOpen":
                return Reply(messages: try didOpen(message.params))
            case "textDocument/didChange":
                return Reply(messages: try didChange(message.params))
            case "textDocument/didClose":
                return Reply(messages: try didClose(message.params))
            case "textDocument/completion":
                return Reply(messages: [
                    RPCOutgoing.response(message.id, result: try completion(message.params))
                ])
            case "textDocument/definition":
                return Reply(messages: [
                    RPCOutgoing.response(message.id, result: try definition(message.params))
                ])
            case "textDocument/documentSymbol":
                return Reply(messages: [RPCOutgoing.response(message.id, result: try symbols(message.params))]
                )
            case "textDocument/rename":
                return Reply(messages: [RPCOutgoing.response(message.id, result: try rename(message.params))])
            case "textDocument/codeAction":
                return Reply(messages: [
                    RPCOutgoing.response(message.id, result: try codeActions(message.params))
                ])
            case "textDocument/hover":
                return Reply(messages: [RPCOutgoing.response(message.id, result: try hover(message.params))])
            default:
                // An unknown notification is ignored, as the protocol says; `$/` ones may be.
                guard isRequest else { return Reply() }
                return Reply(messages: [
                    RPCOutgoing.response(message.id, error: .methodNotFound(message.method))
                ])
            }
        } catch {
            log("\(message.method): \(error.message)")
            return isRequest ? Reply(messages: [RPCOutgoing.response(message.id, error: error)]) : Reply()
        }
    }

    // MARK: - Lifecycle

    private func initialize(_ params: JSONNode?) throws(RPCError) -> JSONValue {
        guard let params, params.members != nil else { throw .invalidParams("initialize needs its params") }
        let offered =
            params["capabilities"]?.value["general"]?.value["positionEncodings"]?.value.elements ?? []
        encoding = offered.contains { $0.string == "utf-8" } ? .utf8 : .utf16
        var folders: [String] = []
        for folder in params["workspaceFolders"]?.value.elements ?? [] {
            if let uri = folder["uri"]?.value.string, let path = FileURI.path(uri) { folders.append(path) }
        }
        if folders.isEmpty, let uri = params["rootUri"]?.value.string, let path = FileURI.path(uri) {
            folders.append(path)
        }
        workspace = folders.map(FileURI.lexical)
        isInitialized = true
        log(
            "initialized: positions in \(encoding.rawValue), workspace \(workspace.isEmpty ? "not named" : workspace.joined(separator: ", "))"
        )
        return .orderedObject([
            (
                "capabilities",
                .orderedObject([
                    ("positionEncoding", .string(encoding.rawValue)),
                    (
                        "textDocumentSync",
                        .orderedObject([("openClose", .bool(true)), ("change", .number(JSONNumber("2")))])
                    ),
                    (
                        "completionProvider",
                        .orderedObject([("triggerCharacters", .list([.string("\"")]))])
                    ),
                    ("hoverProvider", .bool(true)),
                    ("definitionProvider", .bool(true)),
                    ("documentSymbolProvider", .bool(true)),
                    ("codeActionProvider", .bool(true)),
                    ("renameProvider", .bool(true)),
                ])
            ),
            (
                "serverInfo",
                .orderedObject([
                    ("name", .string("tutorialkit")), ("version", .string(TutorialKitVersion.current)),
                ])
            ),
        ])
    }

    // MARK: - Documents

    private func didOpen(_ params: JSONNode?) throws(RPCError) -> [JSONValue] {
        guard let item = params?["textDocument"]?.value, let uri = item["uri"]?.value.string,
            let text = item["text"]?.value.string
        else { throw .invalidParams("didOpen needs textDocument.uri and .text") }
        guard let path = FileURI.path(uri) else {
            log("not a local file, left alone: \(uri.prefix(200))")
            return []
        }
        let document = TextDocument(
            uri: uri, path: FileURI.lexical(path), text: text, version: item["version"]?.value.integer ?? 0)
        documents[uri] = document
        return checks(after: document)
    }

    private func didChange(_ params: JSONNode?) throws(RPCError) -> [JSONValue] {
        guard let item = params?["textDocument"]?.value, let uri = item["uri"]?.value.string,
            let changes = params?["contentChanges"]?.value.elements
        else { throw .invalidParams("didChange needs textDocument.uri and contentChanges") }
        guard var document = documents[uri] else { throw .invalidParams("didChange of a document not open") }
        let version = item["version"]?.value.integer ?? document.version + 1
        for change in changes {
            guard let text = change["text"]?.value.string else {
                throw .invalidParams("a change needs its text")
            }
            var range: ClosedRange<TextDocument.Position>?
            if let written = change["range"]?.value {
                guard let start = Self.position(written["start"]?.value),
                    let end = Self.position(written["end"]?.value)
                else { throw .invalidParams("a change's range needs a start and an end") }
                range = min(start, end)...max(start, end)
            }
            document.change(range, to: text, version: version, encoding: encoding)
        }
        documents[uri] = document
        return checks(after: document)
    }

    private func didClose(_ params: JSONNode?) throws(RPCError) -> [JSONValue] {
        guard let uri = params?["textDocument"]?.value["uri"]?.value.string else {
            throw .invalidParams("didClose needs textDocument.uri")
        }
        guard documents.removeValue(forKey: uri) != nil else { return [] }
        outlines[uri] = nil
        // Its diagnostics go with it, and the tutorials open on it read its file again.
        var messages = [publish(uri: uri, [])]
        messages += documents.values.filter { DocumentKind.of($0.path) == .tutorial }.map(diagnostics)
        return messages
    }

    /// The diagnostics to publish after `document` changed: its own, and when it is a screen,
    /// those of every tutorial open (which may name it).
    private func checks(after document: TextDocument) -> [JSONValue] {
        var messages = [diagnostics(document)]
        if DocumentKind.of(document.path) == .screen {
            messages += documents.values.filter { DocumentKind.of($0.path) == .tutorial }.map(diagnostics)
        }
        return messages
    }

    /// The `publishDiagnostics` of `document`.
    private func diagnostics(_ document: TextDocument) -> JSONValue {
        guard isInWorkspace(document.path) else {
            let outside = JSONValue.orderedObject([
                (
                    "range",
                    DocumentDiagnostics.range(.init(line: 0, character: 0), .init(line: 0, character: 0))
                ),
                ("severity", .number(JSONNumber("2"))),
                ("source", .string("tutorialkit")),
                (
                    "message",
                    .string(
                        "the file is outside the workspace (\(workspace.joined(separator: ", "))); it is not checked"
                    )
                ),
            ])
            return publish(uri: document.uri, [outside])
        }
        let found = DocumentDiagnostics.check(document, openFile: openFile)
        return publish(
            uri: document.uri, found.map { DocumentDiagnostics.json($0, in: document, encoding: encoding) })
    }

    private func publish(uri: String, _ diagnostics: [JSONValue]) -> JSONValue {
        var params: [(String, JSONValue?)] = [("uri", .string(uri))]
        if let version = documents[uri]?.version {
            params.append(("version", .number(JSONNumber(String(version)))))
        }
        params.append(("diagnostics", .list(diagnostics)))
        return RPCOutgoing.notification("textDocument/publishDiagnostics", .orderedObject(params))
    }

    // MARK: - Completion

    private func completion(_ params: JSONNode?) throws(RPCError) -> JSONValue {
        guard let uri = params?["textDocument"]?.value["uri"]?.value.string,
            let position = Self.position(params?["position"]?.value)
        else { throw .invalidParams("completion needs textDocument.uri and position") }
        guard let document = documents[uri] else { throw .invalidParams("completion in a document not open") }
        guard let kind = DocumentKind.of(document.path) else { return .list([]) }
        let cursor = document.index(of: position, encoding: encoding)
        let context = CursorContext.at(cursor, in: document.text)
        let items: [JSONValue]
        switch context.slot {
        case .key(let typed):
            items = ShapeCompletion.keys(in: Self.shape(of: kind), at: context.path)
                .filter { typed.isEmpty || $0.name.hasPrefix(typed) }
                .map { property in
                    .orderedObject([
                        ("label", .string(property.name)),
                        ("kind", .number(JSONNumber("10"))),  // Property
                        ("detail", .string(property.isRequired ? "required" : "optional")),
                        ("documentation", .string(property.summary)),
                    ])
                }
        case .value(let key):
            let typed =
                context.string.map { String(document.text.unicodeScalars[$0.range.lowerBound..<cursor]) }
                ?? ""
            // The strings a key allows, in any kind of file (a placement, a theme's border); else in
            // a tutorial the names that fit there (Value, kind 12).
            var values: [(label: String, detail: String, kind: String)] = []
            if let allowed = Self.allowedValues(of: key, at: context.path, in: kind) {
                values = allowed.map { ($0, "one of the values \(key) allows", "20") }  // EnumMember
            } else if kind == .tutorial, let navigation = navigation(document) {
                values = navigation.values(at: context).map { ($0.label, $0.detail, "12") }
            }
            items = values.filter { typed.isEmpty || $0.label.hasPrefix(typed) }.map {
                .orderedObject([
                    ("label", .string($0.label)), ("kind", .number(JSONNumber($0.kind))),
                    ("detail", .string($0.detail)),
                ])
            }
        case .none:
            return .list([])
        }
        return .orderedObject([("isIncomplete", .bool(false)), ("items", .list(items))])
    }

    // MARK: - Navigation

    /// The navigation of an open tutorial.
    private func navigation(_ document: TextDocument) -> TutorialNavigation? {
        guard DocumentKind.of(document.path) == .tutorial, isInWorkspace(document.path),
            let outline = outline(of: document)
        else { return nil }
        return TutorialNavigation(document: document, outline: outline, openFile: openFile)
    }

    /// The outline of an open tutorial: of its text now when it parses, else of the latest text
    /// that did (mid-edit, a string not closed, the steps are still known).
    private func outline(of document: TextDocument) -> TutorialOutline? {
        if let kept = outlines[document.uri], kept.version == document.version { return kept.outline }
        if let outline = TutorialOutline.read(document.text) {
            outlines[document.uri] = (outline, document.version)
            return outline
        }
        return outlines[document.uri]?.outline
    }

    /// The bytes of the file at `path` as the editor holds it, when it is open there.
    private func openFile(_ path: String) -> [UInt8]? {
        let path = FileURI.lexical(path)
        return documents.values.first { $0.path == path }.map { Array($0.text.utf8) }
    }

    private func isInWorkspace(_ path: String) -> Bool {
        workspace.isEmpty || workspace.contains { FileURI.isInside(path, $0) }
    }

    /// The document and the cursor's context a request names.
    private func cursor(_ params: JSONNode?, _ method: String) throws(RPCError) -> (
        TextDocument, CursorContext
    ) {
        guard let uri = params?["textDocument"]?.value["uri"]?.value.string,
            let position = Self.position(params?["position"]?.value)
        else { throw .invalidParams("\(method) needs textDocument.uri and position") }
        guard let document = documents[uri] else { throw .invalidParams("\(method) in a document not open") }
        return (
            document, CursorContext.at(document.index(of: position, encoding: encoding), in: document.text)
        )
    }

    private func definition(_ params: JSONNode?) throws(RPCError) -> JSONValue {
        let (document, context) = try cursor(params, "definition")
        guard let navigation = navigation(document), let place = navigation.definition(at: context) else {
            return .null
        }
        // The file the name is declared in, as the editor holds it or on disk.
        let text =
            place.path == document.path
            ? document.text
            : navigation.bytes(of: place.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let file = TextDocument(uri: FileURI.uri(place.path), path: place.path, text: text, version: 0)
        return .orderedObject([
            ("uri", .string(place.path == document.path ? document.uri : file.uri)),
            (
                "range",
                DocumentDiagnostics.range(
                    file.position(ofUTF8Offset: place.range.lowerBound, encoding: encoding),
                    file.position(ofUTF8Offset: place.range.upperBound, encoding: encoding))
            ),
        ])
    }

    private func symbols(_ params: JSONNode?) throws(RPCError) -> JSONValue {
        guard let uri = params?["textDocument"]?.value["uri"]?.value.string else {
            throw .invalidParams("documentSymbol needs textDocument.uri")
        }
        guard let document = documents[uri], DocumentKind.of(document.path) == .tutorial,
            let outline = outline(of: document)
        else { return .list([]) }
        return .list(
            outline.steps.map { step in
                .orderedObject([
                    ("name", .string(step.id)),
                    ("detail", .string("a step")),
                    ("kind", .number(JSONNumber("23"))),  // Struct
                    (
                        "range",
                        DocumentDiagnostics.range(
                            document.position(ofUTF8Offset: step.object.lowerBound, encoding: encoding),
                            document.position(ofUTF8Offset: step.object.upperBound, encoding: encoding))
                    ),
                    (
                        "selectionRange",
                        DocumentDiagnostics.range(
                            document.position(ofUTF8Offset: step.idOffset, encoding: encoding),
                            document.position(
                                ofUTF8Offset: step.idOffset + step.id.utf8.count + 2, encoding: encoding))
                    ),
                ])
            })
    }

    private func hover(_ params: JSONNode?) throws(RPCError) -> JSONValue {
        let (document, context) = try cursor(params, "hover")
        if let frame = stepFrame(document, context) {
            return .orderedObject([
                ("contents", .orderedObject([("kind", .string("markdown")), ("value", .string(frame))]))
            ])
        }
        guard let kind = DocumentKind.of(document.path), case .key = context.slot,
            let name = context.string?.text,
            let property = ShapeCompletion.keys(in: Self.shape(of: kind), at: context.path).first(where: {
                $0.name == name
            })
        else { return .null }
        let value =
            "**\(property.name)** (\(property.isRequired ? "required" : "optional")): \(property.summary)"
        return .orderedObject([
            ("contents", .orderedObject([("kind", .string("markdown")), ("value", .string(value))]))
        ])
    }

    /// The edits that rename the step or element id the cursor is on, in the tutorial and, for
    /// an element, in the screen file it is on (the step's own screen, else the tutorial's).
    private func rename(_ params: JSONNode?) throws(RPCError) -> JSONValue {
        let (document, context) = try cursor(params, "rename")
        guard let newName = params?["newName"]?.value.string, Renaming.isValid(newName) else {
            throw .invalidParams(
                "a new name is a string of 1 to 200 characters, none of them a control character")
        }
        guard let navigation = navigation(document), let name = Renaming.name(at: context) else {
            throw RPCError(code: -32803, message: "only a step's id or an element's can be renamed here")
        }
        var literal = JSONWriter.writeLine(.string(newName))
        literal.removeLast()
        func edits(_ ranges: [Range<Int>], in file: TextDocument) -> JSONValue {
            .list(
                ranges.map { range in
                    .orderedObject([
                        (
                            "range",
                            DocumentDiagnostics.range(
                                file.position(ofUTF8Offset: range.lowerBound, encoding: encoding),
                                file.position(ofUTF8Offset: range.upperBound, encoding: encoding))
                        ),
                        ("newText", .string(literal)),
                    ])
                })
        }
        var changes: [(String, JSONValue?)] = [
            (
                document.uri,
                edits(Renaming.places(of: name, inTutorial: Array(document.text.utf8)), in: document)
            )
        ]
        if case .element(let id) = name, let written = navigation.outline.screen(ofStepAt: context.stepIndex),
            let path = navigation.screenPath(written), let bytes = navigation.bytes(of: path)
        {
            let screen = TextDocument(
                uri: documents.values.first { $0.path == path }?.uri ?? FileURI.uri(path), path: path,
                text: String(decoding: bytes, as: UTF8.self), version: 0)
            let places = Renaming.places(ofElement: id, inScreen: bytes)
            if !places.isEmpty { changes.append((screen.uri, edits(places, in: screen))) }
        }
        return .orderedObject([("changes", .orderedObject(changes))])
    }

    /// A quick fix for each diagnostic in the request that says "did you mean": the value or key
    /// it is about replaced by the name it suggests.
    private func codeActions(_ params: JSONNode?) throws(RPCError) -> JSONValue {
        guard let uri = params?["textDocument"]?.value["uri"]?.value.string else {
            throw .invalidParams("codeAction needs textDocument.uri")
        }
        guard documents[uri] != nil else { return .list([]) }
        var actions: [JSONValue] = []
        for diagnostic in params?["context"]?.value["diagnostics"]?.value.elements ?? [] {
            guard let message = diagnostic["message"]?.value.string, let range = diagnostic["range"]?.value,
                let suggestion = Self.suggestion(in: message)
            else { continue }
            var literal = JSONWriter.writeLine(.string(suggestion))
            literal.removeLast()
            let edit = JSONValue.orderedObject([
                ("range", range.value), ("newText", .string(literal)),
            ])
            actions.append(
                .orderedObject([
                    ("title", .string("Change to \(literal)")),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .list([diagnostic.value])),
                    ("isPreferred", .bool(true)),
                    ("edit", .orderedObject([("changes", .orderedObject([(uri, .list([edit]))]))])),
                ]))
        }
        return .list(actions)
    }

    /// The name a diagnostic's `; did you mean "x"?` suggests.
    static func suggestion(in message: String) -> String? {
        let marker = Array("did you mean \"".unicodeScalars)
        let scalars = Array(message.unicodeScalars)
        guard scalars.count > marker.count,
            let found = (0...(scalars.count - marker.count)).last(where: {
                scalars[$0..<$0 + marker.count].elementsEqual(marker)
            })
        else { return nil }
        let start = found + marker.count
        guard
            let end = (start..<scalars.count).first(where: {
                scalars[$0] == "\"" && $0 + 1 < scalars.count && scalars[$0 + 1] == "?"
            })
        else { return nil }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// The frame of the step the cursor is on (on its `id`), drawn as `preview` draws it, when
    /// the tutorial loads: as markdown, a block of text.
    private func stepFrame(_ document: TextDocument, _ context: CursorContext) -> String? {
        guard DocumentKind.of(document.path) == .tutorial, isInWorkspace(document.path),
            let index = context.stepIndex, case .value(key: "id") = context.slot, context.path.count == 2
        else { return nil }
        let loaded = TutorialFile.decode(
            Array(document.text.utf8), path: document.path, screensRoot: nil, openScreen: openFile)
        guard var tutorial = loaded.model?.tutorial, index < tutorial.steps.count else { return nil }
        // A screen in points is drawn in cells, as preview draws it.
        tutorial = tutorial.inCells(tutorial.cellScale())
        guard let presentation = try? TutorialPreview.presentation(ofStepAt: index, of: tutorial) else {
            return nil
        }
        let lines = [FrameRenderer.caption(for: presentation)] + FrameRenderer().render(presentation)
        return "```text\n" + lines.joined(separator: "\n") + "\n```"
    }

    /// The strings the key `key` of the object at `path` allows, when its shape names them.
    static func allowedValues(of key: String, at path: [ShapeCompletion.PathStep], in kind: DocumentKind)
        -> [String]?
    {
        guard
            let property = ShapeCompletion.keys(in: shape(of: kind), at: path).first(where: { $0.name == key }
            ),
            case .string(let rule) = property.shape, let allowed = rule.allowed
        else { return nil }
        return allowed
    }

    static func shape(of kind: DocumentKind) -> Shape {
        switch kind {
        case .tutorial: TutorialFormat.fullShape
        case .screen: ScreenFormat.shape
        case .theme: ThemeFormat.shape
        }
    }

    /// A position as the protocol writes one, within bounds.
    private static func position(_ node: JSONNode?) -> TextDocument.Position? {
        guard let line = node?["line"]?.value.integer, let character = node?["character"]?.value.integer,
            (0...10_000_000).contains(line), (0...100_000_000).contains(character)
        else { return nil }
        return TextDocument.Position(line: line, character: character)
    }
}
