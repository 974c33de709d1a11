/// The options several commands take, each declared once with the help they share. (`--locale`,
/// `--theme` and `--variant` are declared beside what they do, in their own files.)
extension Option {
    static let root = Option.value(
        "--root", "DIR",
        help: "screens may be anywhere inside DIR (by default only inside the tutorial's own folder)")

    static let store = Option.value(
        "--store", "PATH", help: "the seen-state file: a user's records and events")

    static let ascii = Option.flag(
        "--ascii", help: "draw with plain ASCII (+-| ^v<> .) instead of box drawing")

    static let color = Option.choice(
        "--color", of: ColorChoice.self,
        help: "colour: auto (the default) colours only a terminal, never with NO_COLOR set; TERM=dumb "
            + "means ASCII without colour")

    static let user = Option.value(
        "--user", "ID",
        help: "the user's id, which places them in the tutorial's experiment: which variant they see, or "
            + "the control group (never shown it), and by which bucket")

    static let param = Option.value(
        "--param", "k=v", repeats: true,
        help: "a host parameter: a number, true or false, an ISO date, or a string; one the tutorial "
            + "declares (or its rules use), of the declared type")
}

/// When to colour: only a terminal that can (the default), always or never.
enum ColorChoice: String, CaseIterable {
    case auto, always, never
}

/// What a command prints: text for a reader, or JSON for a program.
enum TextOrJSON: String, CaseIterable {
    case text, json
}
