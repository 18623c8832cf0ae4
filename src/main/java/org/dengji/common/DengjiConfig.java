package org.dengji.common;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Optional;

/**
 * Dengji's own settings, the {@code dengji.*} keys of {@code config/application.properties}; every
 * key can be overridden by an environment variable ({@code dengji.admin.password} →
 * {@code DENGJI_ADMIN_PASSWORD}).
 */
@ConfigMapping(prefix = "dengji")
public interface DengjiConfig {

    Admin admin();

    /**
     * The folder of the embedded H2 database and of the generated session key ({@code DENGJI_DATA_DIR}). Its default, in
     * {@code config/application.properties}, lies under the user's home, so the folder the service is
     * started from never decides which database it opens.
     */
    String dataDir();

    /**
     * Load the demo registry at start, into an empty database only ({@code DENGJI_DEMO=false}
     * turns it off; off in tests and, unless asked, on PostgreSQL).
     */
    @WithDefault("true")
    boolean demo();

    /**
     * The zone in which pages write times for people ({@code DENGJI_TIME_ZONE}): the federation's, China's,
     * whatever the server's own zone. The audit page's day filters read days in it too.
     */
    @WithDefault("Asia/Shanghai")
    ZoneId timeZone();

    SignIn signIn();

    Http http();

    PageCache pageCache();

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

    /** The bounds on what one request may make the service read, before any of it is read. */
    interface Http {

        Limits limits();

        /**
         * The file routes (imports, an event's corrections) may send up to
         * {@code quarkus.http.limits.max-body-size}; these bound every other request.
         */
        interface Limits {

            /** The largest body of any request but the file routes: the public API, every form, sign-in. */
            @WithDefault("64K")
            MemorySize maxBodySize();

            /** The longest request target (path and query) answered with anything but 414. */
            @WithDefault("4096")
            int maxUriLength();
        }
    }

    /** The public pages kept rendered for visitors who are not signed in. */
    interface PageCache {

        /** The most that the kept pages may weigh, their bodies' bytes and their addresses together. */
        @WithDefault("32M")
        MemorySize maxBytes();
    }
}
