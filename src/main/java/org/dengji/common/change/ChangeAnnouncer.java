package org.dengji.common.change;

import io.agroal.api.AgroalDataSource;
import io.quarkus.arc.Arc;
import io.quarkus.datasource.common.runtime.DatabaseKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.TransactionScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Tells the other instances on the same PostgreSQL database of a change, from within the change's own
 * transaction: each transaction that a changing request ({@link ChangingRequest}) begins sends
 * {@code NOTIFY} on {@link #CHANNEL} with what the request asked for. PostgreSQL delivers a
 * notification when its transaction commits and drops it when it rolls back, so the other instances
 * forget their copies only once the change can be read, and never for a change that did not happen.
 * <p>
 * The notification is sent as the transaction begins, on the connection the pool enlists in it, which
 * is the one the transaction's own statements then use. A transaction that turns out to change nothing
 * still announces a change: the others forget a little too much, which costs little. Work done outside
 * a request (a background import, a scheduled step) announces nothing, as it forgets nothing here. On
 * H2 there is only one instance, and nothing to tell.
 */
@ApplicationScoped
public class ChangeAnnouncer {

    /** The channel on which every instance announces its changes and listens for the others'. */
    public static final String CHANNEL = "dengji_changes";

    private final boolean postgres;
    private final AgroalDataSource dataSource;
    private final ChangingRequest changing;

    ChangeAnnouncer(@ConfigProperty(name = "quarkus.datasource.db-kind") String kind, AgroalDataSource dataSource,
            ChangingRequest changing) {
        this.postgres = DatabaseKind.isPostgreSQL(kind);
        this.dataSource = dataSource;
        this.changing = changing;
    }

    void began(@Observes @Initialized(TransactionScoped.class) Object transaction) throws SQLException {
        if (!postgres || !Arc.container().requestContext().isActive()) {
            return;
        }
        String change = changing.change();
        if (change != null) {
            announce(change);
        }
    }

    /** Sends the notification in the current transaction: delivered if and when it commits. */
    private void announce(String change) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement notify = connection.prepareStatement("SELECT pg_notify(?, ?)")) {
            notify.setString(1, CHANNEL);
            notify.setString(2, change);
            notify.execute();
        }
    }
}
