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
        // The steps as written, then each variant of its experiment that shows other steps or texts.
        var versions: [(variant: String?, tutorial: Tutorial)] = [(nil, tutorial)]
        if let experiment = tutorial.experiment {
            parts.append(#"<p class="experiment">\#(XMLText.escaped(experimentSummary(experiment)))</p>"#)
            for variant in experiment.variants where variant.stepIDs != nil || !variant.texts.isEmpty {
                versions.append((variant.name, tutorial.applying(variant)))
            }
        }
        // A variant's steps are the file's own, found by id: a diagnostic's path counts the file's.
        var fileIndexByID: [String: Int] = [:]
        for (index, step) in tutorial.steps.enumerated() where fileIndexByID[step.id] == nil {
            fileIndexByID[step.id] = index
        }
        for (versionNumber, version) in versions.enumerated() {
            let suffix = version.variant.map { " · variant \($0)" } ?? ""
            let prefix = "t\(number)-v\(versionNumber)"
            parts.append("<h3>\(XMLText.escaped("Ways through it" + suffix))</h3>")
            parts.append(
                StepWaysDiagram(
                    ids: version.tutorial.steps.map(\.id),
                    ways: StepWays(version.tutorial, locale: shown.first ?? nil),
                    style: style, name: "\(prefix)-ways"
                ).svg)
            let inPixels = version.tutorial.inPixels(style.cell)
            for (localeNumber, locale) in shown.enumerated() {
                parts.append("<h3>\(XMLText.escaped((locale.map { "In \($0)" } ?? "Steps") + suffix))</h3>")
                parts.append(#"<div class="steps">"#)
                do {
                    let presentations = try TutorialPreview.presentations(
                        of: inPixels, locale: locale, options: style.options, metrics: style.metrics)
                    for presentation in presentations {
                        let name = "\(prefix)-l\(localeNumber)-s\(presentation.index)"
                        parts.append(#"<figure class="step">"#)
                        parts.append(
                            "<figcaption>\(XMLText.escaped(FrameRenderer.caption(for: presentation)))</figcaption>"
                        )
                        parts.append(StepPicture(presentation: presentation, style: style, name: name).svg)
                        let fileIndex = fileIndexByID[presentation.step.id]
                        let own = entry.diagnostics.filter { fileIndex != nil && stepNumber($0) == fileIndex }
                        if !own.isEmpty { parts.append(diagnosticList(own)) }
                        parts.append("</figure>")
                    }
                } catch {
                    parts.append(
                        #"<p class="error">\#(XMLText.escaped("cannot lay the steps out: \(error)"))</p>"#)
                }
                parts.append("</div>")
            }
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// The experiment in a sentence: each group's share, and what each variant shows.
    static func experimentSummary(_ experiment: Tutorial.Experiment) -> String {
        let total = max(1, experiment.totalWeight)
        func share(_ weight: Int) -> String {
            let percent = Double(weight) * 100 / Double(total)
            let rounded = (percent * 10).rounded() / 10
            return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
        }
        // The weights as they count, the control group's first.
        let weights = experiment.weights
        var groups: [String] = []
        if weights[0] > 0 {
            groups.append("\(Tutorial.Experiment.controlName) \(share(weights[0])) sees no tour")
        }
        for (variant, weight) in zip(experiment.variants, weights.dropFirst()) {
            let shows =
                variant.stepIDs == nil && variant.texts.isEmpty
                ? "the steps as written" : "drawn below as variant \(variant.name)"
            groups.append("\(variant.name) \(share(weight)): \(shows)")
        }
        return "Experiment \(experiment.name): " + groups.joined(separator: " · ")
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
        .file, .experiment { color: #5b6776; font-size: 12px; }
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
