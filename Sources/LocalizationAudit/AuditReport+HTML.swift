import NavigationBarRendering

extension AuditReport {
    /// The HTML report: one self-contained page (no outside files), grouped by screen and then locale, each
    /// group with its findings and the pictures of its distinct failing bars (PNG data URLs).
    ///
    /// Elements tests can read: each group is a `section.group` with `data-screen` and `data-locale`; each
    /// finding a `tr.finding` with `data-kind`; each picture an `img.bar` with `alt` naming its place.
    public var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Localization audit</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; margin: 0.5em 0 1em; }
            th, td { border: 1px solid #ccc; padding: 2px 6px; text-align: start; vertical-align: top; }
            .kind { font-weight: 600; }
            figure { display: inline-block; margin: 0 1em 1em 0; }
            figcaption { font-size: 12px; color: #555; }
            img.bar { border: 1px solid #ccc; max-width: 100%; }
            </style></head><body>
            <h1>Localization audit</h1>

            """
        page += "<p id=\"summary\">\(bars) bars: \(matrix.locales.count) locales, \(matrix.devices.count) devices, "
        page += "\(matrix.orientations.map(\.rawValue).joined(separator: " and ")), "
        page += "\(matrix.categories.count) text \(matrix.categories.count == 1 ? "size" : "sizes"). "
        page += "\(findings.count) \(findings.count == 1 ? "finding" : "findings").</p>\n"
        if findings.isEmpty { page += "<p id=\"none\">Nothing is truncated, hidden or untranslated.</p>\n" }
        page += summary
        var groups: [(screen: String, locale: String, findings: [AuditFinding])] = []
        for finding in findings {
            if let last = groups.last, last.screen == finding.screen, last.locale == finding.locale {
                groups[groups.count - 1].findings.append(finding)
            } else {
                groups.append((finding.screen, finding.locale, [finding]))
            }
        }
        var screen: String?
        for group in groups {
            if group.screen != screen {
                screen = group.screen
                page += "<h2 id=\"screen-\(Self.escaped(group.screen))\">Screen \(Self.escaped(group.screen))</h2>\n"
            }
            page += Self.section(group.screen, group.locale, group.findings, pictures)
        }
        page += "</body></html>\n"
        return page
    }

    /// The answer at a glance: each element truncated, hidden, moved into the overflow menu or with its back title
    /// shortened, in which locales and on which devices (`table#summary-table`).
    private var summary: String {
        let layoutKinds: [FindingKind] = [.truncated, .hidden, .inOverflowMenu, .backTitleShortened]
        var rows: [(key: String, screen: String, element: String, kind: FindingKind)] = []
        var locales: [String: [String]] = [:]
        var devices: [String: [String]] = [:]
        for finding in findings where layoutKinds.contains(finding.kind) {
            let key = "\(finding.screen)\u{0}\(finding.element)\u{0}\(finding.kind.rawValue)"
            if locales[key] == nil { rows.append((key, finding.screen, finding.element, finding.kind)) }
            if !(locales[key] ?? []).contains(finding.locale) { locales[key, default: []].append(finding.locale) }
            if let device = finding.device, !(devices[key] ?? []).contains(device) {
                devices[key, default: []].append(device)
            }
        }
        guard !rows.isEmpty else { return "" }
        var html = "<h2>Truncated, hidden or shortened</h2>\n<table id=\"summary-table\"><tr><th>Screen</th>"
        html += "<th>Element</th><th>Problem</th><th>Locales</th><th>Devices</th></tr>\n"
        for row in rows {
            html += "<tr><td>\(Self.escaped(row.screen))</td><td>\(Self.escaped(row.element))</td>"
            html += "<td class=\"kind\">\(row.kind.rawValue)</td>"
            html += "<td>\(Self.escaped((locales[row.key] ?? []).joined(separator: ", ")))</td>"
            html += "<td>\(Self.escaped((devices[row.key] ?? []).joined(separator: ", ")))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// One screen and locale: its findings' table, then its pictures.
    private static func section(
        _ screen: String, _ locale: String, _ findings: [AuditFinding], _ pictures: [AuditPicture]
    ) -> String {
        var html = "<section class=\"group\" data-screen=\"\(escaped(screen))\" data-locale=\"\(escaped(locale))\">\n"
        html += "<h3>\(escaped(screen)) in <span lang=\"\(escaped(locale))\">\(escaped(locale))</span></h3>\n"
        html += "<table><tr><th>Element</th><th>Problem</th><th>Device</th><th>Orientation</th><th>Text size</th>"
        html += "<th>Text</th><th>Shown</th><th>Key</th></tr>\n"
        for finding in findings {
            html += "<tr class=\"finding\" data-kind=\"\(finding.kind.rawValue)\"><td>\(escaped(finding.element))</td>"
            html += "<td class=\"kind\">\(finding.kind.rawValue)"
            if let detail = finding.detail { html += " <small>(\(escaped(detail)))</small>" }
            html += "</td><td>\(escaped(finding.device ?? "every device"))</td>"
            html += "<td>\(finding.orientation?.rawValue ?? "any")</td>"
            html += "<td>\(finding.contentSizeCategory?.rawValue ?? "any")</td>"
            html += "<td dir=\"auto\" lang=\"\(escaped(locale))\">\(escaped(finding.text))</td>"
            html += "<td dir=\"auto\" lang=\"\(escaped(locale))\">\(escaped(finding.shown))</td>"
            html += "<td>\(escaped(finding.key ?? ""))</td></tr>\n"
        }
        html += "</table>\n"
        for picture in pictures where picture.screen == screen && picture.locale == locale {
            guard let place = picture.place else {
                html += "<p class=\"left-out\">\(picture.leftOut) more distinct failing bars are listed above "
                html += "without a picture.</p>\n"
                continue
            }
            let caption =
                "\(place.device), \(place.orientation.rawValue), \(place.contentSizeCategory.rawValue)"
                + (place.boldText ? ", bold text" : "")
            html += "<figure><img class=\"bar\" width=\"\(Int(picture.width.rounded()))\" alt=\"\(escaped(caption))\""
            html += " src=\"data:image/png;base64,"
            html += base64(picture.png) + "\"><figcaption>\(escaped(caption))</figcaption></figure>\n"
        }
        return html + "</section>\n"
    }

    /// `text` escaped for HTML (`MarkupText.escaped`, keeping line breaks).
    static func escaped(_ text: String) -> String { MarkupText.escaped(text, keepingLineBreaks: true) }

    /// `bytes` in Base64 (RFC 4648, padded).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var chunk = UInt32(bytes[index]) << 16
            if count > 1 { chunk |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { chunk |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                let sextet = Int((chunk >> UInt32(18 - 6 * position)) & 63)
                output.append(position <= count ? alphabet[sextet] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
