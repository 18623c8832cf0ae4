package org.dengji.common;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;
import java.time.Duration;
import java.util.Optional;

/**
 * Dengji's own settings, the {@code dengji.*} keys of {@code config/application.properties}; every
 * key can be overridden by an environment variable ({@code dengji.admin.password} →
 * {@code DENGJI_ADMIN_PASSWORD}).
 */
@ConfigMapping(prefix = "dengji")
public interface DengjiConfig {

    /** The directory of the embedded database and of the generated session key; absent means {@code ./data}. */
    Optional<String> dataDir();

    Admin admin();

    SignIn signIn();

    /**
     * Read by the test suite only ({@code -Ddengji.browser.required=true}, as CI runs it): a missing
     * Chromium fails the browser tests instead of skipping them. Declared so that the key is known.
     */
    @WithName("browser.required")
    @WithDefault("false")
    boolean browserRequired();

    /** The first administrator, created only when the database has no account. */
    interface Admin {

        @WithDefault("admin")
        String username();

        /** Empty, blank or absent: a password is generated and printed once in the log. */
        Optional<String> password();
    }

    /**
     * How failed sign-ins slow down further attempts. Failures are counted per account and address
     * pair and per address; past the free failures each further attempt waits twice as long as the one
     * before, from one second up to {@link #maxDelay()}. Nothing is ever locked for good.
     */
    interface SignIn {

        /** Failed sign-ins on one account from one address before attempts are delayed. */
        @WithDefault("5")
        int freeFailures();

        /** Failed sign-ins from one address, on any accounts, before attempts are delayed (offices share one). */
        @WithDefault("20")
        int freeFailuresPerAddress();

        /** The longest delay between two attempts. */
        @WithDefault("PT15M")
        Duration maxDelay();

        /** A count is forgotten this long after its last failure. */
        @WithDefault("PT24H")
        Duration forgetAfter();
    }
}
