package org.dengji.security;

import io.quarkus.elytron.security.common.BcryptUtil;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;

/**
 * Staff passwords: the rule they must meet, and bcrypt. bcrypt reads at most 72 bytes of a password
 * and silently ignores the rest, so a longer password is refused with a message instead of being cut
 * (a Chinese character takes three bytes in UTF-8, so the limit is not 72 characters).
 */
public final class Passwords {

    public static final int MIN_CHARACTERS = 10;
    public static final int MAX_BYTES = 72;

    /**
     * Compared with when the account does not exist, so that an unknown user name costs the same time
     * as a wrong password and the answer time does not tell which names exist.
     */
    private static final String UNKNOWN_ACCOUNT_HASH = BcryptUtil.bcryptHash(randomText());

    private Passwords() {
    }

    /** What is wrong with {@code password} as a new password, in words; empty when it may be used. */
    public static Optional<String> problemWith(String password) {
        if (password == null || password.codePointCount(0, password.length()) < MIN_CHARACTERS) {
            return Optional.of("must be at least " + MIN_CHARACTERS + " characters");
        }
        if (utf8Length(password) > MAX_BYTES) {
            return Optional.of("must be at most " + MAX_BYTES + " bytes in UTF-8 (bcrypt's limit; a Chinese character"
                    + " takes 3), this one has " + utf8Length(password));
        }
        return Optional.empty();
    }

    public static String hash(String password) {
        if (problemWith(password).isPresent()) {
            throw new IllegalArgumentException("password refused by Passwords.problemWith");
        }
        return BcryptUtil.bcryptHash(password);
    }

    /**
     * Whether {@code password} matches {@code hash}; a null hash (no such account) is compared with a
     * stand-in so that it takes as long, and never matches. A password bcrypt would cut never matches.
     */
    public static boolean matches(String password, String hash) {
        if (hash == null) {
            BcryptUtil.matches(password, UNKNOWN_ACCOUNT_HASH);
            return false;
        }
        if (utf8Length(password) > MAX_BYTES) {
            BcryptUtil.matches(password, UNKNOWN_ACCOUNT_HASH);
            return false;
        }
        return BcryptUtil.matches(password, hash);
    }

    static int utf8Length(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    private static String randomText() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
