package org.dengji.common.change;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayDeque;
import java.util.Deque;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/** A plain JDBC connection that listens on the change channel, as another instance's listener does. */
final class Heard implements AutoCloseable {

    private final Connection connection;
    private final Deque<String> payloads = new ArrayDeque<>();

    private Heard(Connection connection) {
        this.connection = connection;
    }

    static Heard on(Connection connection) throws SQLException {
        try (Statement listen = connection.createStatement()) {
            listen.execute("LISTEN " + ChangeAnnouncer.CHANNEL);
        }
        return new Heard(connection);
    }

    /** The payload of the next notification, waiting up to 10 seconds for it; fails if none comes. */
    String next() {
        try {
            long deadline = System.currentTimeMillis() + 10_000;
            while (payloads.isEmpty() && System.currentTimeMillis() < deadline) {
                PGNotification[] arrived = connection.unwrap(PGConnection.class).getNotifications(200);
                if (arrived != null) {
                    for (PGNotification notification : arrived) {
                        payloads.add(notification.getParameter());
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        if (payloads.isEmpty()) {
            throw new AssertionError("no notification on " + ChangeAnnouncer.CHANNEL + " within 10 s");
        }
        return payloads.poll();
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
