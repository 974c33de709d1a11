import TutorialKit
import TutorialKitTerminal

/// A storyboard: one self-contained HTML page a reviewer opens from a pull request, every step of
/// each tutorial drawn as an SVG picture of its screen in every locale asked for, the ways between
/// the steps as a diagram, and each file's diagnostics beside the steps they concern. The page
/// loads nothing from elsewhere: no script, no font file, no image.
public enum Storyboard {
    /// A tutorial file as loaded: its tutorial (`nil` when it has errors) and its diagnostics.
    public struct Entry: Sendable {
        /// The file's path, as the page names it.
        public var file: String
        /// The tutorial, or `nil` when the file has errors.
        public var tutorial: Tutorial?
        /// What loading the file found.
        public var diagnostics: [Diagnostic]

        /// An entry for `file`.
        public init(file: String, tutorial: Tutorial?, diagnostics: [Diagnostic]) {
            self.file = file
            self.tutorial = tutorial
            self.diagnostics = diagnostics
        }
    }

    /// The page for `entries`, each tutorial in `locales` (when empty, in each locale it lists,
    /// else in its default language), drawn in `style`.
    public static func page(
        _ entries: [Entry], locales: [String] = [], style: StoryboardStyle = StoryboardStyle()
    )
        -> String
    {
        var body: [String] = []
        for (number, entry) in entries.enumerated() {
            body.append(section(entry, number: number, locales: locales, style: style))
        }
        let title = entries.count == 1 ? entries[0].file : "\(entries.count) tutorials"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Storyboard · \(XMLText.escaped(title))</title>
            <style>
            \(css(style))
            </style>
            </head>
            <body>
            <h1>Storyboard</h1>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    private static func section(_ entry: Entry, number: Int, locales: [String], style: StoryboardStyle)
        -> String
    {
        var parts = [#"<section class="tutorial">"#]
        parts.append("<h2>\(XMLText.escaped(entry.tutorial?.id ?? entry.file))</h2>")
        parts.append(#"<p class="file">\#(XMLText.escaped(entry.file))</p>"#)
        let stepNumber = { (diagnostic: Diagnostic) -> Int? in stepIndex(of: diagnostic.path) }
        // Without a tutorial no step is drawn, and every diagnostic leads the section.
        let general = entry.diagnostics.filter { entry.tutorial == nil || stepNumber($0) == nil }
        if !general.isEmpty { parts.append(diagnosticList(general)) }
        guard let tutorial = entry.tutorial else {
            parts.append("</section>")
            return parts.joined(separator: "\n")
        }
        let shown =
            !locales.isEmpty
            ? locales.map { Optional($0) }
            : !tutorial.locales.isEmpty ? tutorial.locales.map { Optional($0) } : [tutorial.defaultLocale]
        parts.append("<h3>Ways through it</h3>")
        parts.append(
            StepWaysDiagram(
                ids: tutorial.steps.map(\.id), ways: StepWays(tutorial, locale: shown.first ?? nil),
                style: style, name: "t\(number)-ways"
            ).svg)
        let inPixels = tutorial.inPixels(style.cell)
        for (localeNumber, locale) in shown.enumerated() {
            parts.append("<h3>\(XMLText.escaped(locale.map { "In \($0)" } ?? "Steps"))</h3>")
            parts.append(#"<div class="steps">"#)
            do {
                let presentations = try TutorialPreview.presentations(
                    of: inPixels, locale: locale, options: style.options, metrics: style.metrics)
                for presentation in presentations {
                    let name = "t\(number)-l\(localeNumber)-s\(presentation.index)"
                    parts.append(#"<figure class="step">"#)
                    parts.append(
                        "<figcaption>\(XMLText.escaped(FrameRenderer.caption(for: presentation)))</figcaption>"
                    )
                    parts.append(StepPicture(presentation: presentation, style: style, name: name).svg)
                    let own = entry.diagnostics.filter { stepNumber($0) == presentation.index }
                    if !own.isEmpty { parts.append(diagnosticList(own)) }
                    parts.append("</figure>")
                }
            } catch {
                parts.append(
                    #"<p class="error">\#(XMLText.escaped("cannot lay the steps out: \(error)"))</p>"#)
            }
            parts.append("</div>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// The step a diagnostic's JSON path is in: `/steps/3/target` is in step 3.
    static func stepIndex(of path: String) -> Int? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0] == "steps", let index = Int(parts[1]), index >= 0 else { return nil }
        return index
    }

    private static func diagnosticList(_ diagnostics: [Diagnostic]) -> String {
        let items = diagnostics.map {
            #"<li class="\#($0.severity.rawValue)">\#(XMLText.escaped($0.description))</li>"#
        }
        return #"<ul class="diagnostics">"# + items.joined() + "</ul>"
    }

    private static func css(_ style: StoryboardStyle) -> String {
        """
        body { font-family: 'DejaVu Sans', sans-serif; margin: 24px; color: #1d2733; background: #f4f6f8; }
        h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 36px; } h3 { font-size: 15px; }
        .file { color: #5b6776; font-size: 12px; }
        .steps { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        figure.step { margin: 0; background: white; padding: 10px; border-radius: 8px;
          box-shadow: 0 1px 3px rgba(0,0,0,0.15); }
        figcaption { font-size: 12px; color: #5b6776; margin-bottom: 6px; }
        svg text { font-family: 'DejaVu Sans'; font-size: \(style.fontSize)px; font-kerning: none;
          font-variant-ligatures: none; dominant-baseline: central; white-space: pre; }
        .screen { fill: #ffffff; stroke: #c9d1da; }
        .element { fill: #e8eef5; stroke: #9aa9ba; }
        .list { fill: #fbfcfd; stroke: #9aa9ba; }
        .row { fill: none; stroke: #e3e8ee; }
        .item { fill: #eef3f8; stroke: #b7c3d0; }
        .header { fill: #eef1f4; stroke: none; }
        .label { fill: #3b4856; }
        .shade { fill: rgba(20, 28, 38, 0.45); }
        .spotlight { fill: none; stroke: \(style.colors.spotlight); stroke-width: 2; }
        .box { fill: #ffffff; stroke: \(style.colors.box); stroke-width: 1; }
        .arrow { fill: #ffffff; stroke: \(style.colors.arrow); stroke-width: 1; }
        .arrow-base { stroke: #ffffff; stroke-width: 2; }
        .line.title { fill: \(style.colors.title); }
        .line.text { fill: #1d2733; }
        .line.progress { fill: #6b7786; }
        .button { fill: #eef1f4; stroke: #b7c3d0; }
        .button.primary { fill: \(style.colors.button); stroke: \(style.colors.button); }
        .line.button-title { fill: #1d2733; }
        .line.button-title.primary { fill: #ffffff; }
        .ways .node { fill: #ffffff; stroke: #9aa9ba; } .ways .node.end { fill: #eef1f4; }
        .ways .way { fill: none; stroke: #5b6776; } .ways marker path { fill: #5b6776; }
        .ways text { font-size: 11px; } .ways .node-title { font-size: 12px; }
        .diagnostics { font-family: 'DejaVu Sans Mono', monospace; font-size: 12px; max-width: 560px;
          padding-left: 18px; }
        .diagnostics .error, .error { color: #b3261e; } .diagnostics .warning { color: #8a5a00; }
        """
    }
}
