import TutorialKit

/// Reads, checks and writes `manifest.json`: the shape against the manifest's schema
/// (`tutorialkit schema bundle`), then what the shape cannot say, each problem with its line,
/// column and JSON path. The keys are declared in ``BundleFormat``.
public enum BundleManifestFile {
    /// Checks the JSON text of a manifest and builds it when it has no errors: a format this
    /// library reads, paths inside the bundle that do not clash, digests of 64 lowercase
    /// hexadecimal digits, and counts and sizes within `limits`.
    public static func decode(_ bytes: [UInt8], file: String, limits: BundleLimits = .standard)
        -> LoadedFile<BundleManifest>
    {
        read(bytes, file: file, limits: limits).loaded
    }

    /// The manifest, as ``decode(_:file:limits:)`` gives it, and the format it says it needs
    /// (when its shape is right), for a store to tell "too new for this library" apart.
    static func read(_ bytes: [UInt8], file: String, limits: BundleLimits) -> (
        loaded: LoadedFile<BundleManifest>, format: Int?
    ) {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard bytes.count <= limits.manifestBytes else {
            diagnostics.error(
                at: 0, .root,
                "the manifest is \(bytes.count) bytes, more than the \(limits.manifestBytes) a manifest may be"
            )
            return (LoadedFile(model: nil, diagnostics: diagnostics.diagnostics), nil)
        }
        guard
            let tape = ShapeValidator.readTape(
                bytes, as: .bundleManifest, limits: .standard, into: &diagnostics),
            !diagnostics.hasErrors
        else {
            return (LoadedFile(model: nil, diagnostics: diagnostics.diagnostics), nil)
        }
        let manifest = tape.withRoot { root in
            var manifest = BundleManifest(id: "", version: 0, created: .distantPast, files: [])
            FormatKey.read(root, BundleFormat.keys(JSONTape.View.self), into: &manifest)
            check(manifest, root, limits, &diagnostics)
            return manifest
        }
        return (
            LoadedFile(model: diagnostics.hasErrors ? nil : manifest, diagnostics: diagnostics.diagnostics),
            manifest.format
        )
    }

    /// The manifest's text, stable: keys sorted, two spaces of indentation.
    public static func encode(_ manifest: BundleManifest, schema: String? = nil) -> String {
        JSONWriter.write(
            BundleFormat.Key.json(for: BundleFormat.Written(manifest: manifest, schema: schema), rootKeys))
    }

    private static let rootKeys = BundleFormat.keys(JSONTreeView.self)

    /// What the shape cannot say.
    private static func check<Node: JSONView>(
        _ manifest: BundleManifest, _ root: Node, _ limits: BundleLimits,
        _ diagnostics: inout DiagnosticCollector
    ) {
        func at(_ key: String) -> Node { root.member(named: key) ?? root }
        if manifest.format > BundleManifest.readableFormat {
            let node = at("format")
            diagnostics.error(
                at: node.offset, node.path,
                "the bundle needs a library that reads bundle format \(manifest.format); this one reads "
                    + "format \(BundleManifest.readableFormat) (update the app, or build the bundle for format "
                    + "\(BundleManifest.readableFormat))")
        }
        if let problem = idProblem(manifest.id) {
            let node = at("id")
            diagnostics.error(at: node.offset, node.path, problem)
        }
        if let created = at("created").string, Rule.ParameterValue.isoDate(created) == nil {
            let node = at("created")
            diagnostics.error(
                at: node.offset, node.path,
                "\(BundlePath.quoted(created)) is not a date; write it as 2026-11-27T09:30:00Z")
        }
        let filesNode = at("files")
        if manifest.files.count > limits.files {
            diagnostics.error(
                at: filesNode.offset, filesNode.path,
                "the bundle lists \(manifest.files.count) files, more than the \(limits.files) a bundle may have"
            )
            return
        }
        var total = 0
        var seen: [String: String] = [:]
        filesNode.forEachElement { index, element in
            guard manifest.files.indices.contains(index) else { return }
            let file = manifest.files[index]
            func member(_ key: String) -> Node { element.member(named: key) ?? element }
            if let problem = BundlePath.problem(file.path) {
                let node = member("path")
                diagnostics.error(at: node.offset, node.path, problem)
            } else if let earlier = seen[BundlePath.folded(file.path)] {
                let node = member("path")
                diagnostics.error(
                    at: node.offset, node.path,
                    earlier == file.path
                        ? "the file \(BundlePath.quoted(file.path)) is listed twice"
                        : "\(BundlePath.quoted(file.path)) and \(BundlePath.quoted(earlier)) differ only in case, "
                            + "and are one file where case is ignored; rename one")
            } else {
                seen[BundlePath.folded(file.path)] = file.path
            }
            if file.size > limits.fileBytes {
                let node = member("size")
                diagnostics.error(
                    at: node.offset, node.path,
                    "the file is \(file.size) bytes, more than the \(limits.fileBytes) a file may be")
            }
            total = total.addingReportingOverflow(file.size).overflow ? .max : total + file.size
            if !isDigest(file.sha256) {
                let node = member("sha256")
                diagnostics.error(
                    at: node.offset, node.path,
                    "\(BundlePath.quoted(file.sha256)) is not a SHA-256; write 64 lowercase hexadecimal digits"
                )
            }
        }
        if total > limits.totalBytes {
            diagnostics.error(
                at: filesNode.offset, filesNode.path,
                "the files hold \(total) bytes together, more than the \(limits.totalBytes) a bundle may hold"
            )
        }
    }

    /// What is wrong with `id` as a bundle's id, or `nil`.
    static func idProblem(_ id: String) -> String? {
        let allowed = id.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
        }
        guard allowed, id.utf8.count <= 128 else {
            return
                "the bundle id \(BundlePath.quoted(id)) must be at most 128 ASCII letters, digits, '-', '_' "
                + "and '.' (such as com.example.app.tours)"
        }
        return nil
    }

    /// Whether `text` is 64 lowercase hexadecimal digits.
    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64
            && text.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                    || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
            }
    }
}
