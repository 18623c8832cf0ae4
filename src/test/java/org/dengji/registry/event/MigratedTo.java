package org.dengji.registry.event;

import java.util.Map;
import org.flywaydb.core.Flyway;

/** Migrates a scratch H2 database up to one version, as a registry that has not yet taken the later ones. */
final class MigratedTo {

    private MigratedTo() {
    }

    static void version(String url, String version) {
        Flyway.configure().dataSource(url, "", "").locations("classpath:db/migration").target(version)
                .placeholders(Map.of("path_index_order", "ASC")).load().migrate();
    }
}
