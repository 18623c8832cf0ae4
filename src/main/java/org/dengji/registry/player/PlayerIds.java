package org.dengji.registry.player;

import io.quarkus.hibernate.orm.panache.Panache;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.hibernate.Session;

/**
 * Players whose column holds one of many values, for an import's look-ups: the ids in one statement whose text
 * never changes ({@code column = any(array)}, on PostgreSQL and H2 alike), then the players by id in one
 * multi-load. Asked as a query with an {@code in} list, every file's different number of keys made the
 * query language translate the query again: the larger part of looking a file's players up.
 */
final class PlayerIds {

    private final Session session = Panache.getEntityManager().unwrap(Session.class);

    /** The players whose {@code column} (of SQL type {@code type}) holds one of {@code keys}, by id. */
    List<Player> load(Collection<?> keys, String column, String type) {
        if (keys.isEmpty()) {
            return List.of();
        }
        // Plain JDBC does not flush the session: the look-ups of one file never see its own unwritten rows.
        List<Long> ids = session.doReturningWork(db -> {
            List<Long> found = new ArrayList<>();
            try (PreparedStatement s = db.prepareStatement("select id from player where " + column
                    + " = any(?) order by id")) {
                s.setArray(1, db.createArrayOf(type, keys.toArray()));
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        found.add(r.getLong(1));
                    }
                }
            }
            return found;
        });
        return ids.isEmpty() ? List.of() : session.byMultipleIds(Player.class).multiLoad(ids);
    }
}
