package org.dengji.common;

import io.agroal.api.AgroalPoolInterceptor;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import org.jboss.logging.Logger;

/**
 * An acknowledged write survives a crash of the process on the embedded database too.
 *
 * <p>H2 acknowledges a commit before it reaches the file unless its write delay is 0 (by default it
 * writes every 500 ms, and a {@code kill -9} loses what was acknowledged in between). A write delay
 * in the JDBC URL would be lost with an operator's own URL, and the setting does not outlive the
 * closing of the database, which H2 does whenever the pool has closed its last connection. So it is
 * applied here, in code, to every connection the pool opens to an H2 file database, before the
 * connection is used; a database that refuses it stops the connection, and so the service, instead
 * of running without durable commits. In-memory databases (the tests) have nothing to keep.
 */
@ApplicationScoped
public class DurableEmbeddedDatabase implements AgroalPoolInterceptor {

    private static final Logger LOG = Logger.getLogger(DurableEmbeddedDatabase.class);

    /** Commits are written to the file before the commit returns. */
    static final String DURABLE_COMMITS = "SET WRITE_DELAY 0";

    private volatile boolean announced;

    @Override
    public void onConnectionCreate(Connection connection) {
        try {
            String url = connection.getMetaData().getURL();
            if (!isH2File(url)) {
                return;
            }
            try (Statement statement = connection.createStatement()) {
                statement.execute(DURABLE_COMMITS);
            }
            if (!announced) {
                announced = true;
                LOG.infof("Embedded database %s: commits are written before they are acknowledged", url);
            }
        } catch (SQLException refused) {
            throw new IllegalStateException("The embedded database refused durable commits (" + DURABLE_COMMITS
                    + "); its user must be the database's administrator", refused);
        }
    }

    /** H2 that keeps its data in a file (or behind an H2 server), as opposed to in memory. */
    static boolean isH2File(String url) {
        String lower = url == null ? "" : url.toLowerCase(Locale.ROOT);
        return lower.startsWith("jdbc:h2:") && !lower.startsWith("jdbc:h2:mem:");
    }
}
