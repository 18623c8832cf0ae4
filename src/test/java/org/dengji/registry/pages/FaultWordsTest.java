package org.dengji.registry.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.dengji.common.i18n.Language;
import org.dengji.rules.game.FaultCode;
import org.dengji.rules.game.Severity;
import org.junit.jupiter.api.Test;

class FaultWordsTest {

    private static final String UNKNOWN = "some code the engine may add later";

    @Test
    void shouldHaveItsOwnWordsInBothLanguagesForEveryFaultAGameCanBeStoredWith() {
        Set<String> sentences = new HashSet<>();
        for (FaultCode code : FaultCode.values()) {
            if (code.severity() == Severity.FAULT) {
                check(code.name(), sentences);
            }
        }
        check("RESULT_CONTRADICTS_STANDINGS", sentences);
    }

    @Test
    void shouldSayOnlyThatTheCheckFailedForACodeItDoesNotKnow() {
        assertEquals("该对局未通过核验。", FaultWords.of(UNKNOWN, Language.ZH));
        assertEquals("The game did not pass the check.", FaultWords.of(null, Language.EN));
    }

    private static void check(String code, Set<String> sentences) {
        String zh = FaultWords.of(code, Language.ZH);
        String en = FaultWords.of(code, Language.EN);
        assertNotEquals(FaultWords.of(UNKNOWN, Language.ZH), zh, code + " has no words of its own");
        assertTrue(zh.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN), zh);
        assertTrue(en.chars().noneMatch(c -> c > 0x2FFF), en);
        assertTrue(sentences.add(zh) && sentences.add(en), code + " says what another code says");
    }
}
