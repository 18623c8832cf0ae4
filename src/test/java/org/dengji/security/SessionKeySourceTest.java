package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session key kept under the data directory when none is configured. */
class SessionKeySourceTest {

    @TempDir
    Path dataDir;

    private static ConfigSourceContext context(Map<String, String> values) {
        return new ConfigSourceContext() {
            @Override
            public ConfigValue getValue(String name) {
                String value = values.get(name);
                return value == null ? null : ConfigValue.builder().withName(name).withValue(value).build();
            }

            @Override
            public Iterator<String> iterateNames() {
                return values.keySet().iterator();
            }
        };
    }

    private List<ConfigSource> sources(Map<String, String> values) {
        List<ConfigSource> sources = new ArrayList<>();
        new SessionKeySource().getConfigSources(context(values)).forEach(sources::add);
        return sources;
    }

    private String keyFrom(Map<String, String> values) {
        return sources(values).get(0).getValue(SessionKeySource.KEY);
    }

    @Test
    void shouldGenerateAKeyOnceAndKeepItForTheNextStart() throws IOException {
        Map<String, String> config = Map.of("dengji.data-dir", dataDir.toString());
        String first = keyFrom(config);
        Path file = dataDir.resolve(SessionKeySource.FILE);
        assertEquals(first, Files.readString(file));
        assertTrue(first.length() >= 16, first);
        assertEquals(first, keyFrom(config), "a restart reads the same key");
        assertEquals(PosixFilePermissions.fromString("rw-------"), Files.getPosixFilePermissions(file));
    }

    @Test
    void shouldGiveEachDataDirectoryItsOwnKey() {
        String one = keyFrom(Map.of("dengji.data-dir", dataDir.resolve("one").toString()));
        String two = keyFrom(Map.of("dengji.data-dir", dataDir.resolve("two").toString()));
        assertNotEquals(one, two);
    }

    @Test
    void shouldStandAsideWhenAKeyIsConfigured() {
        assertTrue(sources(Map.of(SessionKeySource.KEY, "configured-key-0123456789",
                "dengji.data-dir", dataDir.toString())).isEmpty());
        assertTrue(Files.notExists(dataDir.resolve(SessionKeySource.FILE)));
    }

    @Test
    void shouldTouchNoFileUntilTheKeyIsAskedFor() {
        ConfigSource source = sources(Map.of("dengji.data-dir", dataDir.toString())).get(0);
        assertTrue(source.getPropertyNames().isEmpty(), "nothing enumerating the configuration reads the key");
        assertNull(source.getValue("quarkus.http.port"));
        assertTrue(Files.notExists(dataDir.resolve(SessionKeySource.FILE)));
        assertTrue(source.getOrdinal() < 250, "below application.properties");
    }

    @Test
    void shouldRefuseAKeyFileTooShortToBeAKey() throws IOException {
        Files.writeString(dataDir.resolve(SessionKeySource.FILE), "short");
        ConfigSource source = sources(Map.of("dengji.data-dir", dataDir.toString())).get(0);
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> source.getValue(SessionKeySource.KEY));
        assertTrue(refused.getMessage().contains("delete the file"), refused.getMessage());
    }
}
