package org.dengji.support;

import io.quarkus.datasource.common.runtime.DatabaseKind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.dengji.common.change.ChangeAnnouncer;
import org.dengji.common.change.ChangeListener;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * On PostgreSQL the test's own changes come back as notifications that forget the kept pages a moment
 * later, which would undo what a test keeps after making them. {@link #settle} returns once every
 * change committed so far has been heard and acted on; on H2 nothing listens and it returns at once.
 */
public final class ChangesHeard {

    private ChangesHeard() {
    }

    public static boolean onPostgres() {
        return DatabaseKind.isPostgreSQL(ConfigProvider.getConfig().getValue("quarkus.datasource.db-kind", String.class));
    }

    /** A plain JDBC connection to the test database, as another instance would hold. */
    public static Connection plainConnection() throws SQLException {
        var config = ConfigProvider.getConfig();
        return DriverManager.getConnection(config.getValue("quarkus.datasource.jdbc.url", String.class),
                config.getOptionalValue("quarkus.datasource.username", String.class).orElse(null),
                config.getOptionalValue("quarkus.datasource.password", String.class).orElse(null));
    }

    /** Sends a notification of its own after the changes made so far and waits (10 s at most) to hear it. */
    public static void settle(ChangeListener listener) {
        if (!onPostgres()) {
            return;
        }
        String barrier = "settle " + System.nanoTime();
        try (Connection connection = plainConnection(); Statement notify = connection.createStatement()) {
            notify.execute("NOTIFY " + ChangeAnnouncer.CHANNEL + ", '" + barrier + "'");
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (!barrier.equals(listener.lastHeard()) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!barrier.equals(listener.lastHeard())) {
            throw new AssertionError("the change listener did not hear a notification within 10 s");
        }
    }
}
