extension Tutorial {
    /// An experiment on a tutorial: variants of it (other steps, other texts) shown to shares of
    /// users, and a control group that sees nothing, so a host can measure what the tutorial does.
    ///
    /// Each user is assigned by a stable hash of their id, the tutorial's id and the experiment's
    /// name (``bucket(userID:tutorialID:)``): every device of a user gets the same variant, with no
    /// server, and renaming the experiment shuffles users anew.
    public struct Experiment: Hashable, Sendable {
        /// The experiment's name, part of the hash: a new name assigns users anew.
        public var name: String
        /// The weight of the control group, which sees nothing; 0 for none.
        public var controlWeight: Int
        /// The variants, in order, each with its weight.
        public var variants: [Variant]

        /// The most a weight counts for: larger weights count as this.
        public static let largestWeight = 1_000_000
        /// The name the control group goes by in reports, and which no variant may take.
        public static let controlName = "control"

        /// One variant of the tutorial.
        public struct Variant: Hashable, Sendable {
            /// The variant's name, as reports, events and the seen-state give it.
            public var name: String
            /// Its share of users, against the other weights and the control group's.
            public var weight: Int
            /// The ids of the tutorial's steps it shows, in this order; `nil` shows them all.
            public var stepIDs: [String]?
            /// Other texts for steps, by step id.
            public var texts: [String: LocalizedText]

            /// A variant named `name` with weight `weight`, showing `steps` (all by default) with
            /// `texts` in place of theirs.
            public init(
                _ name: String, weight: Int, steps: [String]? = nil, texts: [String: LocalizedText] = [:]
            ) {
                self.name = name
                self.weight = weight
                self.stepIDs = steps
                self.texts = texts
            }
        }

        /// Which side of the experiment a user is on.
        public enum Assignment: Hashable, Sendable, CustomStringConvertible {
            /// The user sees this variant.
            case variant(Variant)
            /// The user is in the control group and sees nothing.
            case control

            /// The variant's name, or `control`.
            public var name: String {
                switch self {
                case .variant(let variant): variant.name
                case .control: Experiment.controlName
                }
            }

            /// `variant "short"`, `the control group`.
            public var description: String {
                switch self {
                case .variant(let variant): "variant \"\(variant.name)\""
                case .control: "the control group"
                }
            }
        }

        /// Creates an experiment.
        public init(_ name: String, controlWeight: Int = 0, variants: [Variant]) {
            self.name = name
            self.controlWeight = controlWeight
            self.variants = variants
        }

        /// The weights as they count: the control group's first, then each variant's, each from 0
        /// to ``largestWeight``.
        public var weights: [Int] {
            ([controlWeight] + variants.map(\.weight)).map { min(max($0, 0), Self.largestWeight) }
        }

        /// The sum of ``weights``: the number of buckets.
        public var totalWeight: Int { weights.reduce(0, +) }

        /// The user's bucket, from 0 to ``totalWeight`` − 1: FNV-1a (64 bits) of the UTF-8 of
        /// `userID`, a zero byte, `tutorialID`, a zero byte and ``name``, mixed by MurmurHash3's
        /// 64-bit finalizer, then scaled to the total as the high 64 bits of its product with
        /// it. Any platform computes the same (`Scripts/experiment-bucket.py` does, in Python).
        /// 0 when the weights add up to nothing.
        public func bucket(userID: String, tutorialID: String) -> Int {
            let total = totalWeight
            guard total > 0 else { return 0 }
            var hash = ExperimentHash()
            hash.add(userID)
            hash.add(0)
            hash.add(tutorialID)
            hash.add(0)
            hash.add(name)
            return Int(hash.mixed.multipliedFullWidth(by: UInt64(total)).high)
        }

        /// The side of the experiment the bucket falls on: the buckets from 0 go to the control
        /// group, then to each variant in order, as many as its weight. Weights that add up to
        /// nothing give the first variant (or the control group, when there is none).
        public func assignment(forBucket bucket: Int) -> Assignment {
            var end = 0
            for (index, weight) in weights.enumerated() {
                end += weight
                guard bucket < end else { continue }
                return index == 0 ? .control : .variant(variants[index - 1])
            }
            return variants.first.map(Assignment.variant) ?? .control
        }

        /// The side of the experiment the user is on.
        public func assignment(userID: String, tutorialID: String) -> Assignment {
            assignment(forBucket: bucket(userID: userID, tutorialID: tutorialID))
        }

        /// The variant named `name`, if any.
        public func variant(named name: String) -> Variant? {
            variants.first { $0.name == name }
        }

        /// The buckets of each side, for a report: `control 0–1999, long 2000–5999, short 6000–9999`.
        package var rangesDescription: String {
            var start = 0
            var parts: [String] = []
            for (index, weight) in weights.enumerated() where weight > 0 {
                let name = index == 0 ? Self.controlName : variants[index - 1].name
                parts.append("\(name) \(start)–\(start + weight - 1)")
                start += weight
            }
            return parts.joined(separator: ", ")
        }
    }

    /// The side of this tutorial's experiment the user `userID` is on; `nil` without an
    /// experiment or a user id.
    package func assignment(forUser userID: String?) -> Experiment.Assignment? {
        guard let userID, let experiment else { return nil }
        return experiment.assignment(userID: userID, tutorialID: id)
    }

    /// The tutorial as `variant` shows it: its steps, in its order, with its texts.
    public func applying(_ variant: Experiment.Variant) -> Tutorial {
        var changed = self
        if let ids = variant.stepIDs {
            // Each id found by a table, not a search: a variant may list every step of a long tutorial.
            let byID = Dictionary(steps.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            changed.steps = ids.compactMap { byID[$0] }
        }
        for index in changed.steps.indices {
            if let text = variant.texts[changed.steps[index].id] { changed.steps[index].text = text }
        }
        return changed
    }
}

/// FNV-1a over 64 bits, finished by MurmurHash3's `fmix64`: plain integer arithmetic on bytes,
/// so every process on every machine hashes a text alike (Swift's own `Hasher` is seeded anew
/// in each process).
struct ExperimentHash {
    private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
    }

    /// The state with its bits mixed, so nearby texts land far apart.
    var mixed: UInt64 {
        var value = state
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }
}
