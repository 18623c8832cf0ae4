package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The passwords that bcrypt accepted a moment ago, as {@link PasswordSignIn} keeps them. */
class VerifiedPasswordsTest {

    private final PasswordSignIn signIn = new PasswordSignIn(null, null, null);

    @Test
    void shouldKnowOnlyAPasswordThatWasVerifiedForThatAccountAndHash() {
        assertFalse(signIn.verifiedRecently("clerk", "correct horse", "$2a$hash-1"), "nothing verified yet");
        signIn.remember("clerk", "correct horse", "$2a$hash-1");
        assertTrue(signIn.verifiedRecently("clerk", "correct horse", "$2a$hash-1"));
        assertFalse(signIn.verifiedRecently("clerk", "correct horsf", "$2a$hash-1"), "another password");
        assertFalse(signIn.verifiedRecently("other", "correct horse", "$2a$hash-1"), "another account");
        assertFalse(signIn.verifiedRecently("clerk", "correct horse", "$2a$hash-2"), "the password was changed since");
    }

    @Test
    void shouldNotMistakeTheBoundaryBetweenNameAndPassword() {
        signIn.remember("ab", "cdefghijklm", "$2a$hash");
        assertFalse(signIn.verifiedRecently("abc", "defghijklm", "$2a$hash"));
    }
}
