import Dispatch
import TutorialKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A bundle as a folder of plain files, as a static host or CDN serves it: built from an
/// author's folder of tutorials, screens and themes, and verified file by file.
public enum BundleFolder {
    /// What building or verifying found: the manifest (when there is one to trust), the files
    /// loaded, and every problem.
    public struct Report: Sendable {
        /// The manifest, when it was read (verify) or written (build) without errors.
        public var manifest: BundleManifest?
        /// The tutorials and themes, when the files were loaded.
        public var content: BundleContent?
        /// Every problem found.
        public var diagnostics: [Diagnostic]
        /// Whether a problem is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Builds the bundle of the files in `source` at `output`, a path where nothing is yet (or
    /// an empty folder). Every file is validated first: with any error, nothing is written. The
    /// bundle appears whole or not at all: it is written beside `output` and renamed into place.
    ///
    /// Names starting with `.` (`.DS_Store`, `.git`) are left out; any other file must be a
    /// tutorial, screen or theme with a path a bundle may have, and links are refused.
    public static func build(
        from source: String, to output: String, id: String, version: Int, created: Date,
        midTour: [String: MidTourPolicy] = [:], limits: BundleLimits = .standard
    ) -> Report {
        var diagnostics: [Diagnostic] = []
        func refuse(_ file: String, _ message: String, path: String = "") {
            diagnostics.append(
                Diagnostic(severity: .error, file: file, line: 1, column: 1, path: path, message: message))
        }
        if let problem = BundleManifestFile.idProblem(id) { refuse(source, problem) }
        if version < 1 { refuse(source, "the version must be 1 or more, not \(version)") }
        switch BundleFiles.kind(of: output) {
        case nil: break
        case .folder where ((try? BundleFiles.names(in: output)) ?? ["?"]).isEmpty: break
        default: refuse(output, "something is already there; give a new path, or remove it first")
        }
        guard BundleFiles.kind(of: source) == .folder else {
            refuse(
                source, "no folder is there; give the folder of the bundle's tutorials, screens and themes")
            return Report(diagnostics: diagnostics)
        }
        var paths: [String] = []
        collect(source, "", limits: limits, into: &paths, &diagnostics)
        if paths.isEmpty && diagnostics.isEmpty {
            refuse(source, "the folder has no tutorial, screen or theme to bundle")
        }
        guard diagnostics.isEmpty else { return Report(diagnostics: diagnostics) }

        var files: [BundleManifest.File] = []
        var contents: [[UInt8]] = []
        var total = 0
        for path in paths {
            do {
                let bytes = try BundleFiles.read(source + "/" + path, limit: limits.fileBytes)
                total += bytes.count
                files.append(BundleManifest.File(path: path, size: bytes.count, sha256: SHA256.hex(bytes)))
                contents.append(bytes)
            } catch {
                refuse(
                    source + "/" + path,
                    error.code == EFBIG
                        ? "the file is larger than the \(limits.fileBytes) bytes a file may be" : "\(error)")
            }
        }
        if total > limits.totalBytes {
            refuse(
                source,
                "the files hold \(total) bytes together, more than the \(limits.totalBytes) a bundle may hold"
            )
        }
        let content = BundleContent.load(folder: source, paths: paths, midTour: midTour)
        diagnostics += content.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return Report(content: content, diagnostics: diagnostics)
        }
        let manifest = BundleManifest(
            id: id, version: version, created: created, files: files, midTour: midTour)
        do {
            try write(manifest, contents, to: output)
        } catch {
            diagnostics.append(
                Diagnostic.wholeFile(output, "\(error)"))
            return Report(content: content, diagnostics: diagnostics)
        }
        return Report(manifest: manifest, content: content, diagnostics: diagnostics)
    }

    /// Verifies the bundle in `folder`: its manifest, each file's size and SHA-256, and each
    /// file as `validate` checks it. A file there that the manifest does not list is a warning:
    /// no store fetches it. A store's installed version (a folder with the manifest and
    /// `files.pack`) is verified the same way, each file read from the pack.
    public static func verify(_ folder: String, limits: BundleLimits = .standard) -> Report {
        let manifestPath = folder + "/" + BundleManifest.fileName
        let bytes: [UInt8]
        do {
            bytes = try BundleFiles.read(manifestPath, limit: limits.manifestBytes)
        } catch {
            let message =
                switch error.code {
                case ENOENT:
                    "no manifest.json is there; is \(folder) a bundle (tutorialkit bundle build makes one)?"
                case EFBIG: "the manifest is larger than the \(limits.manifestBytes) bytes a manifest may be"
                default: "\(error)"
                }
            return Report(
                diagnostics: [
                    Diagnostic.wholeFile(manifestPath, message)
                ])
        }
        let loaded = BundleManifestFile.decode(bytes, file: manifestPath, limits: limits)
        guard let manifest = loaded.model else { return Report(diagnostics: loaded.diagnostics) }
        var diagnostics = loaded.diagnostics
        // An installed version's folder: the files are in its pack.
        let isInstalled = BundleFiles.kind(of: folder + "/" + BundlePack.fileName) == .file
        if !isInstalled {
            // Each file hashed on its own, on every core.
            let files = manifest.files
            let problems = PartResults<String?>(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                problems.set(
                    index,
                    problem(reading: folder + "/" + files[index].path, as: files[index], limits: limits))
            }
            for (file, problem) in zip(files, problems.all) {
                if let problem {
                    diagnostics.append(
                        Diagnostic.wholeFile(folder + "/" + file.path, problem))
                }
            }
        }
        let listed: Set<String> =
            isInstalled
            ? [BundleManifest.fileName, BundlePack.fileName]
            : Set(manifest.files.map(\.path) + [BundleManifest.fileName])
        var found: [String] = []
        var ignored: [Diagnostic] = []
        collect(folder, "", limits: limits, into: &found, &ignored, includingAll: true)
        // A link anywhere in the folder is an error: a store never writes one, and reading through
        // it would read outside the bundle.
        diagnostics += ignored.filter { $0.fileProblem == .symbolicLink }
        for path in found where !listed.contains(path) {
            diagnostics.append(
                Diagnostic.wholeFile(
                    folder + "/" + path, "the manifest does not list this file, so no store fetches it",
                    severity: .warning))
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return Report(manifest: manifest, diagnostics: diagnostics)
        }
        let content =
            isInstalled
            ? BundleContent.load(packIn: folder, manifest: manifest, checkingHashes: true)
            : BundleContent.load(folder: folder, paths: manifest.files.map(\.path), midTour: manifest.midTour)
        diagnostics += content.diagnostics
        return Report(manifest: manifest, content: content, diagnostics: diagnostics)
    }

    /// Why the bytes at `path` are not the file the manifest lists, or `nil` when they are.
    static func problem(reading path: String, as file: BundleManifest.File, limits: BundleLimits) -> String? {
        do {
            // One byte past the size says the file is larger without reading all of it.
            let bytes = try BundleFiles.read(path, limit: min(file.size, limits.fileBytes) + 1)
            return problem(bytes, as: file)
        } catch {
            return switch error.code {
            case ENOENT: "the manifest lists this file, and it is missing"
            case EFBIG: "the file is larger than the \(file.size) bytes the manifest says"
            default: "\(error)"
            }
        }
    }

    /// Why `bytes` are not the file the manifest lists, or `nil` when they are.
    static func problem(_ bytes: [UInt8], as file: BundleManifest.File) -> String? {
        if bytes.count != file.size {
            return bytes.count > file.size
                ? "the file is larger than the \(file.size) bytes the manifest says"
                : "the file has \(bytes.count) bytes; the manifest says \(file.size) (cut short?)"
        }
        let digest = SHA256.hex(bytes)
        if digest != file.sha256 {
            return "the file's SHA-256 is \(digest); the manifest says \(file.sha256) (changed or damaged)"
        }
        return nil
    }

    /// The paths of the files under `folder` + `relative`, sorted; hidden names left out unless
    /// `includingAll`, and anything a bundle cannot hold reported.
    private static func collect(
        _ folder: String, _ relative: String, limits: BundleLimits, into paths: inout [String],
        _ diagnostics: inout [Diagnostic], includingAll: Bool = false, depth: Int = 0
    ) {
        let here = relative.isEmpty ? folder : folder + "/" + relative
        let names: [String]
        do { names = try BundleFiles.names(in: here) } catch {
            diagnostics.append(
                Diagnostic.wholeFile(here, "\(error)"))
            return
        }
        for name in names {
            // Past the limit the walk stops: a folder of a million files is not listed whole.
            guard paths.count <= limits.files else { return }
            if name.hasPrefix(".") && !includingAll { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = folder + "/" + path
            switch BundleFiles.kind(of: full) {
            case .folder:
                guard depth < BundlePath.maximumDepth else {
                    diagnostics.append(
                        Diagnostic.wholeFile(
                            full, "the folder is more than \(BundlePath.maximumDepth) folders down"))
                    continue
                }
                collect(
                    folder, path, limits: limits, into: &paths, &diagnostics, includingAll: includingAll,
                    depth: depth + 1)
            case .file:
                if !includingAll, let problem = BundlePath.problem(path) {
                    diagnostics.append(
                        Diagnostic.wholeFile(full, problem + "; rename it, or move it out of \(folder)"))
                } else {
                    paths.append(path)
                    if paths.count > limits.files {
                        diagnostics.append(
                            Diagnostic.wholeFile(
                                folder, "the folder has more than the \(limits.files) files a bundle may have"
                            ))
                        return
                    }
                }
            case .link:
                diagnostics.append(
                    Diagnostic.wholeFile(
                        full, "a symbolic link; a bundle holds files, not links (copy the file in)",
                        problem: .symbolicLink))
            default:
                diagnostics.append(
                    Diagnostic.wholeFile(full, "neither a file nor a folder; a bundle holds files"))
            }
        }
    }

    /// Writes the bundle beside `output` and renames it into place.
    private static func write(_ manifest: BundleManifest, _ contents: [[UInt8]], to output: String)
        throws(BundleFileError)
    {
        let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        let parent =
            trimmed.contains("/") ? String(trimmed[..<(trimmed.lastIndex(of: "/") ?? trimmed.endIndex)]) : "."
        let staging = BundleFiles.randomName(trimmed + ".partial-")
        // `-o dist/tours` makes `dist` when it is missing, as a release script expects.
        var folder = parent.hasPrefix("/") ? "" : "."
        for component in parent.split(separator: "/") where component != "." {
            folder += "/" + component
            if component != ".." { try BundleFiles.makeFolder(folder) }
        }
        try BundleFiles.makeFolder(staging)
        do {
            for (file, bytes) in zip(manifest.files, contents) {
                try BundleFiles.makeParents(of: file.path, in: staging)
                try BundleFiles.writeNew(bytes, to: staging + "/" + file.path, flushing: false)
            }
            try BundleFiles.writeNew(
                Array(BundleManifestFile.encode(manifest).utf8), to: staging + "/" + BundleManifest.fileName,
                flushing: false)
            try BundleFiles.flushFileSystem(
                holding: staging,
                files: (manifest.files.map(\.path) + [BundleManifest.fileName]).map { staging + "/" + $0 })
            try BundleFiles.syncTree(staging)
            if BundleFiles.kind(of: trimmed) == .folder { try BundleFiles.removeTree(trimmed) }
            try BundleFiles.rename(staging, to: trimmed)
            try BundleFiles.syncFolder(parent.isEmpty ? "/" : parent)
        } catch {
            try? BundleFiles.removeTree(staging)
            throw error
        }
    }
}
