package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.audit.AuditNote;
import org.junit.jupiter.api.Test;

/** Every note Dengji writes in the audit log has words of its own in Chinese and in English. */
@QuarkusTest
class AuditNoteWordsTest {

    @Inject
    AuditMessages zh;

    @Inject
    @Localized("en")
    AuditMessages en;

    @Test
    void shouldHaveWordsForEveryNoteInBothLanguages() {
        for (AuditNote note : AuditNote.values()) {
            String chinese = zh.note(note.name(), "1", "2", "3");
            String english = en.note(note.name(), "1", "2", "3");
            assertFalse(chinese.contains(note.name()) || english.contains(note.name()), note + ": no words");
            assertTrue(chinese.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN),
                    chinese);
            assertTrue(english.chars().noneMatch(c -> c > 0x2FFF), english);
            for (int i = 1; i <= note.arguments(); i++) {
                assertTrue(chinese.contains(String.valueOf(i)) && english.contains(String.valueOf(i)),
                        note + " shows its argument " + i + ": " + chinese + " / " + english);
            }
        }
    }
}
