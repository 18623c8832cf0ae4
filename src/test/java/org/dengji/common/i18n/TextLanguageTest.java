package org.dengji.common.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TextLanguageTest {

    @Test
    void shouldCallTextWithAChineseCharacterChinese() {
        assertEquals("zh-CN", TextLanguage.textLang("杨博文"));
        assertEquals("zh-CN", TextLanguage.textLang("Open 杭州 2025"));
        assertEquals("zh-CN", TextLanguage.textLang("𠀋"), "a character beyond the basic plane");
    }

    @Test
    void shouldCallEverythingElseEnglish() {
        assertEquals("en", TextLanguage.textLang("Wang, Hao"));
        assertEquals("en", TextLanguage.textLang("ＡＢＣ：、"), "full-width Latin letters and punctuation are not Han");
        assertEquals("en", TextLanguage.textLang(""));
        assertEquals("en", TextLanguage.textLang(null));
    }
}
