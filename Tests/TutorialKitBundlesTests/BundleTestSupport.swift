import Foundation
import TestSupport
import TutorialKit
import TutorialKitBundles

/// Bundles made for the tests: a tour on a home screen whose wording changes with the version.
enum BundleSources {
    static let bundleID = "com.example.tours"
    static let created = Date(timeIntervalSince1970: 1_795_000_000)

    /// Writes the author's folder of version `version` into `folder`: a tutorial whose steps say
    /// the version, at content version `contentVersion`, on a screen, with a theme.
    static func write(version: Int, contentVersion: Int? = nil, to folder: String) throws {
        try FileManager.default.createDirectory(
            atPath: folder + "/screens", withIntermediateDirectories: true)
        let tutorial = """
            {
              "id": "welcome",
              "version": \(contentVersion ?? version),
              "screen": "screens/home.screen.json",
              "steps": [
                { "id": "search", "target": { "element": "search" }, "text": "Search, in version \(version)." },
                { "id": "cart", "target": { "element": "cart" }, "text": "Your cart, in version \(version)." },
                { "id": "done", "target": { "element": "search" }, "text": "That is all (version \(version))." }
              ]
            }
            """
        let screen = """
            {
              "id": "home",
              "size": { "width": 60, "height": 20 },
              "elements": [
                { "id": "search", "frame": { "x": 2, "y": 1, "width": 30, "height": 3 } },
                { "id": "cart", "frame": { "x": 40, "y": 1, "width": 10, "height": 3 } }
              ]
            }
            """
        let theme = #"{ "name": "calm", "border": "rounded" }"#
        try tutorial.write(toFile: folder + "/welcome.tutorial.json", atomically: false, encoding: .utf8)
        try screen.write(toFile: folder + "/screens/home.screen.json", atomically: false, encoding: .utf8)
        try theme.write(toFile: folder + "/calm.theme.json", atomically: false, encoding: .utf8)
    }

    /// Builds version `version` in `scratch`, and gives the bundle's folder.
    static func build(
        _ version: Int, in scratch: Scratch, contentVersion: Int? = nil,
        midTour: [String: MidTourPolicy] = [:]
    ) throws -> String {
        let source = scratch.path("source-\(version)")
        try write(version: version, contentVersion: contentVersion, to: source)
        let output = scratch.path("bundle-\(version)")
        let report = BundleFolder.build(
            from: source, to: output, id: bundleID, version: version, created: created, midTour: midTour)
        guard report.manifest != nil else { throw BuildFailure(diagnostics: report.diagnostics) }
        return output
    }

    struct BuildFailure: Error {
        var diagnostics: [Diagnostic]
    }
}

/// A server for a store's updates, over a bundle's folder: answers each request with the file's
/// bytes (or what `alter` makes of them), counts the requests, and gives the manifest an entity
/// tag.
final class FolderServer: @unchecked Sendable {
    private let lock = NSLock()
    private var folder: String
    private var _requests: [BundleRequest] = []
    var alter: (@Sendable (BundleRequest, [UInt8]) throws -> BundleResponse)?
    var maxAge: Int?

    init(_ folder: String) { self.folder = folder }

    var requests: [BundleRequest] { lock.withLock { _requests } }

    func serve(_ folder: String) { lock.withLock { self.folder = folder } }

    func fetch(_ request: BundleRequest) throws -> BundleResponse {
        let folder = lock.withLock {
            _requests.append(request)
            return self.folder
        }
        guard let data = FileManager.default.contents(atPath: folder + "/" + request.path) else {
            throw ServerError(status: 404)
        }
        let bytes = [UInt8](data)
        if let alter { return try alter(request, bytes) }
        if request.path == BundleManifest.fileName {
            let tag = "\"" + String(SHA256Tag.of(bytes)) + "\""
            if request.entityTag == tag { return .notModified(maxAge: maxAge) }
            return .body(bytes, entityTag: tag, maxAge: maxAge)
        }
        return .body(bytes)
    }

    struct ServerError: Error, CustomStringConvertible {
        var status: Int
        var description: String { "HTTP \(status)" }
    }
}

/// A short tag for some bytes, as a server's ETag would be.
enum SHA256Tag {
    static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
