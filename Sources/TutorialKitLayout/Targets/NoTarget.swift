/// No target: the step's box is centred on screen, with no arrow and no spotlight.
public struct NoTarget: Target, Hashable {
    /// Creates the absence of a target.
    public init() {}

    /// Always `nil`: there is nothing to point at.
    public func resolve(in screen: inout Screen) throws -> Rect? {
        nil
    }

    /// `nothing`.
    public var description: String { "nothing" }
}

extension Target where Self == NoTarget {
    /// No target: a centred step.
    public static var none: NoTarget { NoTarget() }
}
