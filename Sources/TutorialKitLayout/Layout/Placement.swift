extension Placement {
    /// The side of the target a step's box is placed on.
    public enum Side: String, CaseIterable, Hashable, Sendable {
        /// Above the target.
        case top
        /// Below the target.
        case bottom
        /// Left of the target.
        case left
        /// Right of the target.
        case right

        /// The side across the target.
        public var opposite: Placement.Side {
            switch self {
            case .top: .bottom
            case .bottom: .top
            case .left: .right
            case .right: .left
            }
        }

        /// Whether the box sits above or below the target (its main axis is vertical).
        public var isVertical: Bool { self == .top || self == .bottom }

        /// The two sides at right angles to this one.
        package var perpendicular: [Placement.Side] { isVertical ? [.left, .right] : [.top, .bottom] }

        /// ``perpendicular`` as a pair, for the layout's inner loop.
        var perpendicularPair: (Placement.Side, Placement.Side) {
            isVertical ? (.left, .right) : (.top, .bottom)
        }
    }
}

extension Placement {
    /// How the box lines up with the target along the side it is on.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        /// The box's leading (left or top) edge lines up with the target's.
        case start
        /// The box is centred on the target (rounding towards the leading edge).
        case center
        /// The box's trailing (right or bottom) edge lines up with the target's.
        case end
    }
}

extension Placement {
    /// A side and an alignment: one of the 12 concrete placements, such as `bottom-start`.
    public struct Anchored: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The side of the target.
        public var side: Placement.Side
        /// The alignment along that side.
        public var alignment: Placement.Alignment

        /// Creates a placement on `side` with `alignment`.
        public init(_ side: Placement.Side, _ alignment: Placement.Alignment = .center) {
            self.side = side
            self.alignment = alignment
        }

        /// Parses `top`, `bottom-start`, `right-end`, … (centre has no suffix).
        public init?(_ name: String) {
            let parts = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(
                String.init)
            guard let side = parts.first.flatMap(Placement.Side.init(rawValue:)) else { return nil }
            if parts.count == 1 {
                self.init(side)
                return
            }
            guard let alignment = Placement.Alignment(rawValue: parts[1]), alignment != .center else {
                return nil
            }
            self.init(side, alignment)
        }

        /// All 12 placements, side by side: `top`, `top-start`, `top-end`, `bottom`, ….
        public static let allCases: [Placement.Anchored] = Placement.Side.allCases.flatMap { side in
            [Placement.Alignment.center, .start, .end].map { Placement.Anchored(side, $0) }
        }

        /// The same alignment on the opposite side.
        package var flipped: Placement.Anchored { Placement.Anchored(side.opposite, alignment) }

        /// `bottom-start`, `top`, ….
        public var description: String {
            alignment == .center ? side.rawValue : "\(side.rawValue)-\(alignment.rawValue)"
        }
    }
}

/// Where a step asks for its box: one of the 12 anchored placements, or `auto`.
public enum Placement: Hashable, Sendable, CustomStringConvertible {
    /// The side with the most room, centred.
    case auto
    /// A preferred side and alignment; the engine flips it when it does not fit.
    case anchored(Placement.Anchored)

    /// The 13 placements JSON accepts: `auto` and the 12 anchored ones.
    public static let allCases: [Placement] = [.auto] + Placement.Anchored.allCases.map(Placement.anchored)

    /// Each of ``allCases`` with its name, spelled once.
    package static let named: [(name: String, placement: Placement)] = allCases.map { ($0.description, $0) }

    /// Parses `auto`, `top`, `bottom-start`, ….
    public init?(_ name: String) {
        if name == "auto" {
            self = .auto
        } else if let anchored = Placement.Anchored(name) {
            self = .anchored(anchored)
        } else {
            return nil
        }
    }

    /// Above, centred.
    public static let top = Placement.anchored(Placement.Anchored(.top))
    /// Above, left edges aligned.
    public static let topStart = Placement.anchored(Placement.Anchored(.top, .start))
    /// Above, right edges aligned.
    public static let topEnd = Placement.anchored(Placement.Anchored(.top, .end))
    /// Below, centred.
    public static let bottom = Placement.anchored(Placement.Anchored(.bottom))
    /// Below, left edges aligned.
    public static let bottomStart = Placement.anchored(Placement.Anchored(.bottom, .start))
    /// Below, right edges aligned.
    public static let bottomEnd = Placement.anchored(Placement.Anchored(.bottom, .end))
    /// Left, centred.
    public static let left = Placement.anchored(Placement.Anchored(.left))
    /// Left, top edges aligned.
    public static let leftStart = Placement.anchored(Placement.Anchored(.left, .start))
    /// Left, bottom edges aligned.
    public static let leftEnd = Placement.anchored(Placement.Anchored(.left, .end))
    /// Right, centred.
    public static let right = Placement.anchored(Placement.Anchored(.right))
    /// Right, top edges aligned.
    public static let rightStart = Placement.anchored(Placement.Anchored(.right, .start))
    /// Right, bottom edges aligned.
    public static let rightEnd = Placement.anchored(Placement.Anchored(.right, .end))

    /// `auto`, `bottom-start`, ….
    public var description: String {
        switch self {
        case .auto: "auto"
        case .anchored(let placement): placement.description
        }
    }
}
