package org.dengji.security;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Passwords that bcrypt accepted a few minutes ago, so that an API client sending HTTP Basic on every
 * request pays bcrypt's deliberate slowness once in a while rather than on every call. What is kept is
 * a keyed digest of the password (the key lives in this process's memory only, never the password),
 * tied to the stored bcrypt hash: a new password, a reset or a deactivation (checked on every request
 * apart from this) makes the entry useless at once. A failed attempt is never kept, so guessing
 * always costs bcrypt's time.
 */
@ApplicationScoped
public class RecentlyVerifiedPasswords {

    static final Duration LIFETIME = Duration.ofMinutes(5);
    /** Accounts kept before starting again empty: bounds memory without bookkeeping per entry. */
    static final int MAX_ENTRIES = 10_000;

    private record Verified(String storedHash, byte[] digest, long verifiedAt) {
    }

    private final SecretKeySpec key;
    private final Map<String, Verified> entries = new ConcurrentHashMap<>();

    public RecentlyVerifiedPasswords() {
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        key = new SecretKeySpec(secret, "HmacSHA256");
    }

    /** Whether {@code password} was verified against this very {@code storedHash} within the lifetime. */
    boolean matches(String username, String password, String storedHash) {
        Verified kept = entries.get(username);
        return kept != null && kept.storedHash().equals(storedHash)
                && System.nanoTime() - kept.verifiedAt() <= LIFETIME.toNanos()
                && MessageDigest.isEqual(kept.digest(), digest(username, password));
    }

    /** Keeps a password that bcrypt has just accepted for {@code storedHash}. */
    void remember(String username, String password, String storedHash) {
        if (entries.size() >= MAX_ENTRIES) {
            entries.clear();
        }
        entries.put(username, new Verified(storedHash, digest(username, password), System.nanoTime()));
    }

    private byte[] digest(String username, String password) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            mac.update(username.getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return mac.doFinal(password.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException unavailable) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", unavailable);
        }
    }
}
