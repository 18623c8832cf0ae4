package org.dengji.authority;

import io.quarkus.hibernate.orm.panache.Panache;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ids of a unit's subtree, for queries that keep to a jurisdiction in SQL ({@code unit.id in :ids}).
 * Units number in the thousands at most: their parent links are read in one query and walked here.
 */
public final class Subtrees {

    private Subtrees() {
    }

    /** {@code rootId} and the ids of every unit below it. */
    public static List<Long> idsUnder(long rootId) {
        Map<Long, List<Long>> children = new HashMap<>();
        List<Object[]> links = Panache.getEntityManager().createQuery(
                "select o.id, o.parent.id from Organisation o where o.parent is not null", Object[].class).getResultList();
        for (Object[] link : links) {
            children.computeIfAbsent((Long) link[1], k -> new ArrayList<>()).add((Long) link[0]);
        }
        List<Long> ids = new ArrayList<>();
        Deque<Long> next = new ArrayDeque<>(List.of(rootId));
        while (!next.isEmpty()) {
            Long id = next.pop();
            ids.add(id);
            next.addAll(children.getOrDefault(id, List.of()));
        }
        return ids;
    }
}
