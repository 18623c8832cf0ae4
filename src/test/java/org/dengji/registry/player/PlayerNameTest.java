package org.dengji.registry.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.dengji.common.i18n.Language;
import org.junit.jupiter.api.Test;

/** A player's names as each language's pages show them: Chinese first in Chinese, Latin first in English. */
class PlayerNameTest {

    private static final PlayerName DING = new PlayerName("丁立人", "Ding Liren");

    @Test
    void shouldLeadWithTheChineseNameOnAChinesePageAndListItAlone() {
        assertEquals("丁立人", DING.first(Language.ZH));
        assertEquals("Ding Liren", DING.second(Language.ZH));
        assertNull(DING.beside(Language.ZH));
        assertEquals("丁立人", DING.in(Language.ZH));
    }

    @Test
    void shouldLeadWithTheLatinNameOnAnEnglishPageWithTheChineseBesideIt() {
        assertEquals("Ding Liren", DING.first(Language.EN));
        assertEquals("丁立人", DING.second(Language.EN));
        assertEquals("丁立人", DING.beside(Language.EN));
        assertEquals("Ding Liren (丁立人)", DING.in(Language.EN));
    }

    @Test
    void shouldShowAPlayerWithOneNameByItOnEveryPage() {
        PlayerName chineseOnly = new PlayerName("王浩", " ");
        PlayerName latinOnly = new PlayerName(null, "Wang Hao");
        for (Language language : Language.values()) {
            assertEquals("王浩", chineseOnly.in(language));
            assertNull(chineseOnly.second(language));
            assertNull(chineseOnly.beside(language));
            assertEquals("Wang Hao", latinOnly.in(language));
            assertNull(latinOnly.second(language));
            assertNull(latinOnly.beside(language));
        }
    }
}
