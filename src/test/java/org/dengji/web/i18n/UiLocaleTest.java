package org.dengji.web.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dengji.common.i18n.Language;
import org.junit.jupiter.api.Test;

/** The language-switch link is the current page in the other language, and never another site. */
class UiLocaleTest {

    @Test
    void shouldKeepThePageAndItsQuery() {
        assertEquals("/standards/CN-NATIONAL-1?x=1&lang=en",
                UiLocale.switchUrl("/standards/CN-NATIONAL-1", "x=1&lang=zh-CN", Language.EN));
        assertEquals("/?lang=zh-CN", UiLocale.switchUrl("/", null, Language.ZH));
    }

    @Test
    void shouldNeverLeadOffSiteFromAPathThatNamesAHost() {
        assertEquals("/evil.example/..?lang=en", UiLocale.switchUrl("//evil.example/..", null, Language.EN));
        assertEquals("/evil.example/?lang=en", UiLocale.switchUrl("///evil.example/", null, Language.EN));
        assertEquals("/evil.example?lang=en", UiLocale.switchUrl("/\\evil.example", null, Language.EN));
        assertEquals("/evil.example?lang=en", UiLocale.switchUrl("/\t/evil.example", null, Language.EN));
        assertEquals("/https://evil.example?lang=en", UiLocale.switchUrl("https://evil.example", null, Language.EN));
    }
}
