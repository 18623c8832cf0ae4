package org.dengji.common;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
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
     * The folder of the embedded H2 database ({@code DENGJI_DATA_DIR}). Its default, in
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

    /** The first administrator, created only when the database has no account. */
    interface Admin {

        @WithDefault("admin")
        String username();

        /** Empty or absent: a password is generated and printed once in the log. */
        Optional<String> password();
    }
}
