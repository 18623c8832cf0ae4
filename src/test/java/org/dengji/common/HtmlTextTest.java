package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Text escaped for a page in code reads as the templates escape it, whether it holds markup or not. */
class HtmlTextTest {

    @Test
    void shouldEscapeTheFiveCharactersThatTemplatesEscape() {
        assertEquals("&lt;i&gt;Hu&lt;/i&gt;&amp;&#39;&quot;", HtmlText.escape("<i>Hu</i>&'\""));
        assertEquals("王&amp;李", HtmlText.escape("王&李"));
        assertEquals("", HtmlText.escape(null));
    }

    @Test
    void shouldLeaveTextWithoutThemAsItIs() {
        String plain = "Zhang San (张三) 2.5";
        assertSame(plain, HtmlText.escape(plain));
    }

    @Test
    void shouldAppendEscapedTextAtTheEndOfWhatIsThere() {
        StringBuilder html = new StringBuilder("<td>");
        HtmlText.append(html, "a<b").append("|");
        HtmlText.append(html, "龚琳娜").append("|");
        HtmlText.append(html, null).append("|");
        HtmlText.append(html, ">&").append("|");
        HtmlText.append(html, "x'");
        assertEquals("<td>a&lt;b|龚琳娜||&gt;&amp;|x&#39;", html.toString());
    }
}
