package org.dengji.security;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.jboss.logging.Logger;

/**
 * The key that encrypts session cookies, when none is configured: generated once and kept in
 * {@code session.key} in the data directory of the embedded database ({@code dengji.data-dir}), so
 * that a restart does not sign everybody out and the key is never printed (Quarkus, left without a
 * key, makes a temporary one and writes it to the log). A configured
 * {@code quarkus.http.auth.session.encryption-key} always wins; instances that share sessions behind a
 * load balancer must be given the same one.
 */
public class SessionKeySource implements ConfigSourceFactory {

    static final String KEY = "quarkus.http.auth.session.encryption-key";
    static final String FILE = "session.key";
    static final String DEFAULT_DATA_DIR = "data";

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        if (isSet(context.getValue(KEY))) {
            return List.of();
        }
        ConfigValue dataDir = context.getValue("dengji.data-dir");
        Path directory = Path.of(isSet(dataDir) ? dataDir.getValue() : DEFAULT_DATA_DIR);
        return List.of(new KeyFile(directory.resolve(FILE)));
    }

    private static boolean isSet(ConfigValue value) {
        return value != null && value.getValue() != null && !value.getValue().isBlank();
    }

    /**
     * Answers the one key, reading or creating the file only when the key is asked for: at run time,
     * never while the application is built. It lists no property names, so that nothing enumerating
     * the configuration (the build records run-time defaults that way) reads or copies the key.
     */
    static final class KeyFile implements ConfigSource {

        private static final Logger LOG = Logger.getLogger(SessionKeySource.class);
        private static final int MIN_LENGTH = 16;

        private final Path file;
        private volatile String key;

        KeyFile(Path file) {
            this.file = file;
        }

        @Override
        public Set<String> getPropertyNames() {
            return Set.of();
        }

        @Override
        public String getValue(String propertyName) {
            if (!KEY.equals(propertyName)) {
                return null;
            }
            if (key == null) {
                synchronized (this) {
                    if (key == null) {
                        key = readOrCreate();
                    }
                }
            }
            return key;
        }

        @Override
        public String getName() {
            return "Dengji session key file " + file;
        }

        /** Below application.properties and everything else: only used when nothing else says. */
        @Override
        public int getOrdinal() {
            return 50;
        }

        private String readOrCreate() {
            try {
                if (Files.notExists(file)) {
                    create();
                }
                String stored = Files.readString(file, StandardCharsets.UTF_8).trim();
                if (stored.length() < MIN_LENGTH) {
                    throw new IllegalStateException("The session key in " + file + " is shorter than " + MIN_LENGTH
                            + " characters; delete the file to have a new key generated (everybody will sign in again)");
                }
                return stored;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read or create the session key file " + file, e);
            }
        }

        /** A new random key, readable by the service's user only; a key another process wrote first is kept. */
        private void create() throws IOException {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try {
                createPrivateFile();
            } catch (FileAlreadyExistsException anotherProcessWasFirst) {
                LOG.debugf("Session key file %s appeared meanwhile; using it", file);
                return;
            }
            byte[] random = new byte[32];
            new SecureRandom().nextBytes(random);
            Files.writeString(file, Base64.getEncoder().encodeToString(random), StandardCharsets.UTF_8,
                    StandardOpenOption.TRUNCATE_EXISTING);
            LOG.infof("No session key configured: generated one and kept it in %s", file.toAbsolutePath());
        }

        private void createPrivateFile() throws IOException {
            try {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            } catch (UnsupportedOperationException notPosix) {
                Files.createFile(file);
            }
        }
    }
}
