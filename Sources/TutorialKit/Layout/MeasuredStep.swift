/// A step's title and text measured once, for every width the layout tries.
struct MeasuredStep {
    let title: MeasuredText
    let text: MeasuredText

    init(_ request: LayoutRequest) {
        title = MeasuredText(request.title ?? "")
        text = MeasuredText(request.text)
    }
}
