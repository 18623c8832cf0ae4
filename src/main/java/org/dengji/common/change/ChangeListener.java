package org.dengji.common.change;

import io.quarkus.datasource.common.runtime.DatabaseKind;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.Properties;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Listens on PostgreSQL for the changes other instances announce ({@link ChangeAnnouncer}) and forgets
 * this instance's copies when one arrives, as after a change made here ({@link KeptData}). Several
 * instances on one database then agree within a second instead of each showing its own copy until it
 * expires. Its own announcements come back too, and forget once more what was just forgotten.
 * <p>
 * One connection of its own, opened outside the pool (a listening connection is held for good, and the
 * pool would count it as leaked), waits for notifications on a daemon thread. When the connection
 * fails, it opens another a second later; notifications sent while nobody listened are lost, so
 * everything is forgotten once it listens again. A connection that died without a word is found by a
 * query sent every {@link #CHECK_EVERY_MS} ms. On H2 there is one instance, and nothing listens.
 */
@ApplicationScoped
public class ChangeListener {

    private static final Logger LOG = Logger.getLogger(ChangeListener.class);

    /** How long one wait for notifications lasts before the thread looks whether it is to stop. */
    static final int WAIT_MS = 500;
    /** How often the connection is checked with a query while no notification comes. */
    static final long CHECK_EVERY_MS = 10_000;
    /** How long the thread waits before opening another connection after a failure. */
    static final long RECONNECT_AFTER_MS = 1_000;

    private final boolean postgres;
    private final String url;
    private final Optional<String> username;
    private final Optional<String> password;
    private final KeptData kept;
    private volatile boolean running;
    private volatile boolean listening;
    private volatile String lastHeard;
    private volatile Connection connection;
    private Thread thread;

    ChangeListener(@ConfigProperty(name = "quarkus.datasource.db-kind") String kind,
            @ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
            @ConfigProperty(name = "quarkus.datasource.username") Optional<String> username,
            @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password, KeptData kept) {
        this.postgres = DatabaseKind.isPostgreSQL(kind);
        this.url = url;
        this.username = username;
        this.password = password;
        this.kept = kept;
    }

    void start(@Observes StartupEvent started) {
        if (!postgres) {
            return;
        }
        running = true;
        thread = new Thread(this::listenUntilStopped, "dengji-change-listener");
        thread.setDaemon(true);
        thread.start();
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        running = false;
        if (thread != null) {
            thread.join(WAIT_MS * 4L);
        }
    }

    /** Whether a connection is listening now: never on H2; on PostgreSQL, except while it reconnects. */
    public boolean isListening() {
        return listening;
    }

    /**
     * What the last change heard said, once what it asked to forget is forgotten: notifications arrive in
     * the order their transactions committed, so when a change sent now is the last heard, every earlier
     * one has been acted on too.
     */
    public String lastHeard() {
        return lastHeard;
    }

    private void listenUntilStopped() {
        boolean failedBefore = false;
        while (running) {
            try (Connection listener = open()) {
                connection = listener;
                listen(listener);
                if (failedBefore) {
                    LOG.info("Listening again for changes made through other instances");
                }
                failedBefore = false;
                kept.forgetAll(); // what was announced while nobody listened is lost
                receive(listener);
            } catch (SQLException | RuntimeException failure) {
                if (running && !failedBefore) {
                    LOG.warnf("Not listening for changes made through other instances (trying again every second): %s",
                            failure.getMessage());
                }
                failedBefore = true;
            } finally {
                listening = false;
                connection = null;
            }
            pause();
        }
    }

    private Connection open() throws SQLException {
        Properties properties = new Properties();
        username.ifPresent(name -> properties.setProperty("user", name));
        password.ifPresent(secret -> properties.setProperty("password", secret));
        properties.setProperty("tcpKeepAlive", "true");
        properties.setProperty("ApplicationName", "dengji change listener");
        Connection opened = new Driver().connect(url, properties);
        if (opened == null) {
            throw new SQLException("the PostgreSQL driver does not accept " + url);
        }
        return opened;
    }

    private void listen(Connection listener) throws SQLException {
        try (Statement statement = listener.createStatement()) {
            statement.execute("LISTEN " + ChangeAnnouncer.CHANNEL);
        }
        listening = true;
    }

    /** Waits for notifications until the thread is to stop or the connection fails. */
    private void receive(Connection listener) throws SQLException {
        PGConnection notifications = listener.unwrap(PGConnection.class);
        long checkedAt = System.nanoTime();
        while (running) {
            PGNotification[] arrived = notifications.getNotifications(WAIT_MS);
            if (arrived != null && arrived.length > 0) {
                kept.forgetAll(); // once for all that arrived together
                lastHeard = arrived[arrived.length - 1].getParameter();
                LOG.debugf("Forgot kept data after %d change(s), the first %s", arrived.length, arrived[0].getParameter());
            } else if (System.nanoTime() - checkedAt > CHECK_EVERY_MS * 1_000_000) {
                try (Statement check = listener.createStatement()) {
                    check.execute("SELECT 1");
                }
                checkedAt = System.nanoTime();
            }
        }
    }

    private void pause() {
        long until = System.currentTimeMillis() + RECONNECT_AFTER_MS;
        while (running && System.currentTimeMillis() < until) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException stopping) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Closes the listening connection, as a failure of the network would (for tests of reconnection). */
    void dropConnection() throws SQLException {
        Connection current = connection;
        if (current != null) {
            current.close();
        }
    }
}
