/// The path to the value a validation is at, kept as tokens pushed on the way down and popped on
/// the way back: walking a tree of thousands of values makes no path at all, and a ``JSONPath``
/// is made only for the few that end up in a diagnostic.
struct PathTrail {
    private enum Token {
        case key(String)
        case index(Int)
    }

    private let base: JSONPath
    private var tokens: [Token] = []

    /// A trail starting at `base`.
    init(at base: JSONPath) {
        self.base = base
        tokens.reserveCapacity(16)
    }

    /// The path the trail is at.
    var path: JSONPath {
        tokens.reduce(base) { path, token in
            switch token {
            case .key(let key): path.appending(key)
            case .index(let index): path.appending(index)
            }
        }
    }

    /// The path one key further, for a diagnostic.
    func path(appending key: String) -> JSONPath {
        path.appending(key)
    }

    /// Runs `body` one object key further down.
    mutating func descending(into key: String, _ body: (inout PathTrail) -> Void) {
        tokens.append(.key(key))
        body(&self)
        tokens.removeLast()
    }

    /// Runs `body` one array index further down.
    mutating func descending(into index: Int, _ body: (inout PathTrail) -> Void) {
        tokens.append(.index(index))
        body(&self)
        tokens.removeLast()
    }
}
