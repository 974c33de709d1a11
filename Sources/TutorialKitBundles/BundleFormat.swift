import TutorialKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The keys of a bundle's `manifest.json`, each declared once: its JSON Schema
/// (`tutorialkit schema bundle`), its shape check, its reader and its writer follow from these
/// lists. A new key is one entry here and its field on ``BundleManifest``.
package enum BundleFormat {
    /// A manifest as a file writes it: the manifest, and the `$schema` reference, if any.
    struct Written {
        var manifest: BundleManifest
        var schema: String?
    }

    typealias Key<Node: JSONView> = FormatKey<Node, BundleManifest, Written>
    typealias FileKey<Node: JSONView> = FormatKey<Node, BundleManifest.File, BundleManifest.File>

    static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        let fileKeys = fileKeys(Node.self)
        return [
            Key(
                "$schema", .anyString, "The JSON Schema this file follows.",
                read: { _, _ in }, write: { $0.schema.map(JSONValue.string) }),
            Key(
                "id", .nonEmptyString, required: true,
                "The bundle's id, the same for every version (such as com.example.app.tours): a store installs only its own bundle's.",
                read: { node, manifest in manifest.id = node.string ?? "" },
                write: { .string($0.manifest.id) }),
            Key(
                "version", .positive, required: true,
                "The bundle's version, higher at each build: a store installs only a newer version than it has.",
                read: { node, manifest in manifest.version = node.integer ?? 0 },
                write: { .integer($0.manifest.version) }),
            Key(
                "format", .positive, required: true,
                "The oldest bundle format a library must read to read this bundle (this library reads \(BundleManifest.readableFormat)).",
                read: { node, manifest in manifest.format = node.integer ?? 0 },
                write: { .integer($0.manifest.format) }),
            Key(
                "created", .nonEmptyString, required: true,
                "When the bundle was built, in ISO 8601 (2026-11-27T09:30:00Z).",
                read: { node, manifest in
                    manifest.created =
                        node.string.flatMap(Rule.ParameterValue.isoDate) ?? Date(timeIntervalSince1970: 0)
                },
                write: { .string(created($0.manifest.created)) }),
            Key(
                "files",
                .array(of: .object(ObjectShape("a file", fileKeys.properties())), minimumCount: 1),
                required: true, "Every file of the bundle but the manifest: its path, size and SHA-256.",
                read: { node, manifest in
                    manifest.files = []
                    node.forEachElement { _, element in
                        var file = BundleManifest.File(path: "", size: 0, sha256: "")
                        FormatKey.read(element, fileKeys, into: &file)
                        manifest.files.append(file)
                    }
                },
                write: { written in .list(written.manifest.files.map { FileKey.json(for: $0, fileKeys) }) }),
            Key(
                "midTour",
                .dictionary(
                    keyName: "tutorial id",
                    values: .string(StringRule(allowed: MidTourPolicy.allCases.map(\.rawValue)))),
                "What happens to a user in the middle of a tutorial when this version installs, by the tutorial's id: continue (the default: the version they started), restart or end.",
                read: { node, manifest in
                    manifest.midTour = [:]
                    node.forEachMember { key, value in
                        if let policy = value.string.flatMap(MidTourPolicy.init(rawValue:)),
                            manifest.midTour[key.string] == nil
                        {
                            manifest.midTour[key.string] = policy
                        }
                    }
                },
                write: { written in
                    written.manifest.midTour.isEmpty
                        ? nil : .object(written.manifest.midTour.map { ($0.key, .string($0.value.rawValue)) })
                }),
        ]
    }

    static func fileKeys<Node: JSONView>(_: Node.Type) -> [FileKey<Node>] {
        [
            FileKey(
                "path", .nonEmptyString, required: true,
                "The file's path inside the bundle, / between folders: ASCII letters, digits, '-', '_' and '.', ending in .tutorial.json, .screen.json or .theme.json.",
                read: { node, file in file.path = node.string ?? "" }, write: { .string($0.path) }),
            FileKey(
                "size", .count, required: true, "The file's size in bytes.",
                read: { node, file in file.size = node.integer ?? 0 }, write: { .integer($0.size) }),
            FileKey(
                "sha256", .nonEmptyString, required: true,
                "The file's SHA-256, 64 lowercase hexadecimal digits.",
                read: { node, file in file.sha256 = node.string ?? "" }, write: { .string($0.sha256) }),
        ]
    }

    /// A date as manifests write it: ISO 8601 in UTC, to the second.
    static func created(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    /// A manifest's shape, for its JSON Schema and its shape check.
    package static let shape = Shape.object(
        ObjectShape("a bundle manifest", keys(JSONTreeView.self).properties()))
}

extension ShapeTable {
    /// The bundle manifest's table.
    static let bundleManifest = ShapeTable(BundleFormat.shape)
}

extension JSONSchemaWriter {
    /// The schema of tutorial bundles' manifests.
    package static var bundleManifest: String {
        schema(for: BundleFormat.shape, title: "TutorialKit bundle manifest", id: "bundle.schema.json")
    }
}
