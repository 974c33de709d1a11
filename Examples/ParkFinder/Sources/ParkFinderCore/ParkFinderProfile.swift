import Foundation
import TutorialKit

/// What the app knows about its user beyond seen-state, kept in `profile.json` beside it: when they
/// first used the app and in which version. The tours' rules read it as parameters.
package struct ParkFinderProfile: Codable, Equatable, Sendable {
    /// The app's version; a tour of what is new shows to users who came from an earlier one.
    package static let appVersion = 2

    package var registeredAt: Date
    package var firstVersion: Int
    /// When the user last opened each park's directions that the tours counted, by park id.
    package var directionsOpened: [String: Date] = [:]

    package init(registeredAt: Date, firstVersion: Int = appVersion) {
        self.registeredAt = registeredAt
        self.firstVersion = firstVersion
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        registeredAt = try container.decode(Date.self, forKey: .registeredAt)
        firstVersion = try container.decode(Int.self, forKey: .firstVersion)
        // A profile from before directions were counted has none.
        directionsOpened =
            try container.decodeIfPresent([String: Date].self, forKey: .directionsOpened) ?? [:]
    }

    /// The parameters the tours' `showIf` rules use.
    package var parameters: [String: Rule.ParameterValue] {
        ["registeredAt": .date(registeredAt), "upgraded": .bool(firstVersion < Self.appVersion)]
    }

    /// The profile in `folder`, or a new one made now (and written) on the first launch.
    package static func loadOrCreate(in folder: String, now: Date) throws -> ParkFinderProfile {
        let url = URL(fileURLWithPath: folder).appendingPathComponent("profile.json")
        if let data = try? Data(contentsOf: url) {
            return try decoder.decode(ParkFinderProfile.self, from: data)
        }
        let profile = ParkFinderProfile(registeredAt: now)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try profile.write(in: folder)
        return profile
    }

    /// Writes the profile to `folder`.
    package func write(in folder: String) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(
            to: URL(fileURLWithPath: folder).appendingPathComponent("profile.json"), options: .atomic)
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
