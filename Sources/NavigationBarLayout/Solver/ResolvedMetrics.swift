import TextMetrics

/// Every profile and appearance value for one bar metrics, looked up once (L7, L12).
struct ResolvedMetrics {
    let metrics: BarMetrics
    let height: Double
    /// The height of the content row: the bar height without a prompt.
    let rowHeight: Double
    let titleStyle: TextStyle
    /// The title colour the appearance's title text attributes give, if any.
    let titleColor: Color?
    let buttonStyle: TextStyle
    let doneButtonStyle: TextStyle
    let backTitleStyle: TextStyle
    let promptStyle: TextStyle
    let textButton: ButtonMetrics
    let borderedButton: ButtonMetrics
    let imageButton: ButtonMetrics
    let systemImageSize: Size
    let customViewEdgeInset: Double
    let spaceEdgeInset: Double
    let itemSpacing: Double
    let titleGap: Double
    let backButton: BackButtonMetrics
    let titleVerticalAdjustment: Double
    let backTitleAdjustment: Offset
    let backBackgroundInsets: EdgeInsets
    let genericBackTitle: String
    let quirks: ProfileQuirks

    /// Looks up every value of `profile` and `appearance` for `metrics`.
    init(profile: MetricsProfile, appearance: Appearance, metrics: BarMetrics) throws(LayoutError) {
        func value<T>(_ field: PerMetrics<T>, _ name: String, for m: BarMetrics = metrics) throws(LayoutError) -> T {
            guard let value = field[m] else {
                throw .missingProfileValue(profile: profile.name, field: name, metrics: m)
            }
            return value
        }
        self.metrics = metrics
        height = try value(profile.height, "height")
        rowHeight = try value(profile.height, "height", for: metrics.withoutPrompt)
        let baseTitle = try value(profile.titleStyle, "titleStyle")
        titleStyle = appearance.titleTextAttributes[metrics]?.applied(to: baseTitle) ?? baseTitle
        titleColor = appearance.titleTextAttributes[metrics]?.color
        buttonStyle = try value(profile.buttonStyle, "buttonStyle")
        doneButtonStyle = try value(profile.doneButtonStyle, "doneButtonStyle")
        backTitleStyle = try value(profile.backTitleStyle, "backTitleStyle")
        promptStyle = try value(profile.promptStyle, "promptStyle")
        textButton = try value(profile.textButton, "textButton")
        borderedButton = try value(profile.borderedButton, "borderedButton")
        imageButton = try value(profile.imageButton, "imageButton")
        systemImageSize = try value(profile.systemImageSize, "systemImageSize")
        customViewEdgeInset = try value(profile.customViewEdgeInset, "customViewEdgeInset")
        spaceEdgeInset = try value(profile.spaceEdgeInset, "spaceEdgeInset")
        itemSpacing = try value(profile.itemSpacing, "itemSpacing")
        titleGap = try value(profile.titleGap, "titleGap")
        var back = try value(profile.backButton, "backButton")
        if let size = appearance.backIndicatorSize[metrics] { back.indicator = size }
        backButton = back
        titleVerticalAdjustment = appearance.titleVerticalPositionAdjustment[metrics] ?? 0
        backTitleAdjustment = appearance.backButtonTitlePositionAdjustment[metrics] ?? .zero
        backBackgroundInsets = appearance.backButtonBackgroundInsets[metrics] ?? .zero
        genericBackTitle = profile.genericBackTitle
        quirks = profile.quirks
    }

    /// The top of the content row: below the prompt band, if any (L11).
    var rowY: Double { height - rowHeight }

    /// The `y` that centres something `height` tall in the content row (L7).
    func centredY(_ height: Double) -> Double {
        rowY + (rowHeight - height) / 2
    }
}
