package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.elytron.security.common.BcryptUtil;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The password rule on both sides of each bound, and bcrypt never cutting a password silently. */
class PasswordsTest {

    /** 24 Chinese characters: 72 bytes in UTF-8, exactly bcrypt's limit. */
    private static final String CHINESE_72_BYTES = "国际象棋等级称号登记系统国际象棋等级称号登记系统";

    @Test
    void shouldRefuseNineCharactersAndAcceptTen() {
        assertTrue(Passwords.problemWith("123456789").orElseThrow().contains("at least 10"));
        assertEquals(Optional.empty(), Passwords.problemWith("1234567890"));
        assertTrue(Passwords.problemWith(null).isPresent());
    }

    @Test
    void shouldCountBytesNotCharactersAtTheUpperBound() {
        assertEquals(72, Passwords.utf8Length(CHINESE_72_BYTES));
        assertEquals(Optional.empty(), Passwords.problemWith(CHINESE_72_BYTES));
        String problem = Passwords.problemWith(CHINESE_72_BYTES + "x").orElseThrow();
        assertTrue(problem.contains("at most 72 bytes") && problem.contains("73"), problem);
        assertEquals(Optional.empty(), Passwords.problemWith("a".repeat(72)));
        assertTrue(Passwords.problemWith("a".repeat(73)).isPresent());
    }

    @Test
    void shouldNotHashAPasswordThatBreaksTheRule() {
        assertThrows(IllegalArgumentException.class, () -> Passwords.hash("a".repeat(73)));
    }

    @Test
    void shouldNeverMatchALongerPasswordThatBcryptWouldCut() {
        String stored = Passwords.hash("a".repeat(72));
        assertTrue(Passwords.matches("a".repeat(72), stored));
        assertTrue(BcryptUtil.matches("a".repeat(72) + "tail", stored), "bcrypt alone ignores byte 73 onwards");
        assertFalse(Passwords.matches("a".repeat(72) + "tail", stored));
    }

    @Test
    void shouldNeverMatchAnAccountThatDoesNotExist() {
        assertFalse(Passwords.matches("any-password-at-all", null));
    }
}
