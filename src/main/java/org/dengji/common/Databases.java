package org.dengji.common;

import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.SQLException;
import org.hibernate.Session;

/** Which database the service runs on (H2, else PostgreSQL), for the few statements the two write differently. */
public final class Databases {

    private Databases() {
    }

    public static boolean isH2(Connection db) throws SQLException {
        return db.getMetaData().getURL().startsWith("jdbc:h2:");
    }

    /** The same, asked of the session's connection. */
    public static boolean isH2(EntityManager em) {
        return em.unwrap(Session.class).doReturningWork(Databases::isH2);
    }
}
