extension GlyphOutline {
    /// The hollow box drawn for a glyph that has no outline (a bitmap-only face such as Noto Color
    /// Emoji): 0.8 em square, standing on the baseline 0.1 em after the pen position, at 1 point.
    ///
    /// Two contours of opposite winding, so the non-zero rule fills only the 0.06-em frame.
    public static let placeholderBox: GlyphOutline = {
        func rectangle(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double, clockwise: Bool)
            -> [Command]
        {
            let corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
            let ordered = clockwise ? corners : [corners[0]] + corners[1...].reversed()
            return [.moveTo(x: ordered[0].0, y: ordered[0].1)]
                + ordered.dropFirst().map { .lineTo(x: $0.0, y: $0.1) } + [.close]
        }
        let frame = 0.06
        return GlyphOutline(
            commands: rectangle(0.1, -0.8, 0.9, 0, clockwise: true)
                + rectangle(0.1 + frame, -0.8 + frame, 0.9 - frame, -frame, clockwise: false))
    }()
}
