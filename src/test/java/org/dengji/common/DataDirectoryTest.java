package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The embedded database's folder does not depend on the folder the service is started from. */
@QuarkusTest
class DataDirectoryTest {

    @Inject
    DengjiConfig config;

    @Test
    void shouldKeepTheDataUnderTheUsersHomeByDefault() {
        Path dataDir = Path.of(config.dataDir());
        assertTrue(dataDir.isAbsolute(), "a relative folder would follow the working directory: " + dataDir);
        assertEquals(Path.of(System.getProperty("user.home"), ".local", "share", "dengji"), dataDir);
    }

    @Test
    void shouldOpenTheShippedEmbeddedDatabaseInTheDataDirectory() throws IOException {
        // The tests run in memory: the shipped (profile-less) URL is the one that must use the directory.
        Properties shipped = new Properties();
        try (Reader file = Files.newBufferedReader(Path.of("config", "application.properties"))) {
            shipped.load(file);
        }
        assertEquals("jdbc:h2:file:${dengji.data-dir}/dengji;DB_CLOSE_ON_EXIT=FALSE",
                shipped.getProperty("quarkus.datasource.jdbc.url"));
    }
}
