import NavigationBarRendering
import Testing

/// The one markup escaper of the SVG writer and the audit's HTML report.
@Suite struct MarkupTextTests {
    @Test func specialCharactersBecomeEntitiesAndControlsSpaces() {
        #expect(MarkupText.escaped(#"a<b>&"c'd"#) == "a&lt;b&gt;&amp;&quot;c&apos;d")
        #expect(MarkupText.escaped("one\ntwo\r\nthree\tfour\u{1}") == "one two three four ")
    }

    @Test func htmlKeepsLineBreaks() {
        #expect(MarkupText.escaped("one\ntwo\tthree", keepingLineBreaks: true) == "one\ntwo three")
        #expect(MarkupText.escaped("Ünïcode 日本", keepingLineBreaks: true) == "Ünïcode 日本")
    }
}
