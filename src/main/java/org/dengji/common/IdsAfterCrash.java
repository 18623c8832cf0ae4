package org.dengji.common;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * On the embedded database, no id is handed out twice after a crash. H2 may resume an identity column
 * or a sequence below the ids of rows committed before a {@code kill -9} (see {@link IdGenerators}),
 * and the next inserts would then fail as if the record already existed. So at every start, after the
 * migrations and before any other start-up work writes (the first administrator, the demo registry)
 * and before the HTTP server takes requests, every generator of an H2 file database is moved above the
 * ids in use, once, and the log says what moved. PostgreSQL never resumes below a value it handed out
 * and is left alone; so are in-memory databases (the tests), which a crash leaves nothing of.
 */
@ApplicationScoped
public class IdsAfterCrash {

    private static final Logger LOG = Logger.getLogger(IdsAfterCrash.class);

    private final DataSource dataSource;

    public IdsAfterCrash(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    void onStart(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) StartupEvent start) {
        try (Connection connection = dataSource.getConnection()) {
            String url = connection.getMetaData().getURL();
            if (DurableEmbeddedDatabase.isH2File(url)) {
                report(url, IdGenerators.realign(connection));
            }
        } catch (SQLException refused) {
            throw new IllegalStateException("Could not move the embedded database's id generators above the ids in"
                    + " use; starting anyway could hand out ids that rows already hold", refused);
        }
    }

    private static void report(String url, IdGenerators.Realignment done) {
        if (done.moves().isEmpty()) {
            LOG.infof("Embedded database %s: all %d id generators are above the ids in use", url, done.checked());
        } else {
            LOG.warnf("Embedded database %s: id generators behind the ids in use (after a crash) moved up: %s", url,
                    done.moves());
        }
        if (!done.unserved().isEmpty()) {
            LOG.warnf("Sequences that serve no table named after them, left as they are: %s", done.unserved());
        }
    }
}
