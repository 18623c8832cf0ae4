package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RecentlyVerifiedPasswordsTest {

    private final RecentlyVerifiedPasswords verified = new RecentlyVerifiedPasswords();

    @Test
    void shouldKnowOnlyAPasswordThatWasVerifiedForThatAccountAndHash() {
        assertFalse(verified.matches("clerk", "correct horse", "$2a$hash-1"), "nothing verified yet");
        verified.remember("clerk", "correct horse", "$2a$hash-1");
        assertTrue(verified.matches("clerk", "correct horse", "$2a$hash-1"));
        assertFalse(verified.matches("clerk", "correct horsf", "$2a$hash-1"), "another password");
        assertFalse(verified.matches("other", "correct horse", "$2a$hash-1"), "another account");
        assertFalse(verified.matches("clerk", "correct horse", "$2a$hash-2"), "the password was changed since");
    }

    @Test
    void shouldNotMistakeTheBoundaryBetweenNameAndPassword() {
        verified.remember("ab", "cdefghijklm", "$2a$hash");
        assertFalse(verified.matches("abc", "defghijklm", "$2a$hash"));
    }
}
