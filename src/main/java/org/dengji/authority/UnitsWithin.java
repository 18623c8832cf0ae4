package org.dengji.authority;

import jakarta.persistence.Query;
import java.util.List;
import java.util.Map;

/**
 * The units of one unit's subtree, as a list's query keeps to them: their ids are read first, by the
 * path (one range of the path's index), and the list's own table is then matched on its unit column
 * ({@code unit_id in (…)}). A list that joined the units' paths instead left PostgreSQL to guess how
 * many rows each unit holds: on tables never analysed it nested its joins the wrong way round, and the
 * duplicates queue's count ran past a minute. The ids name the same units as
 * {@link Jurisdiction#covers}, whose test is the same prefix of the path. The root's subtree is every
 * unit: its lists need no condition at all, and none is read.
 */
public final class UnitsWithin {

    /** The subtree's unit ids; null for the root's subtree, which holds every unit. */
    private final List<Long> ids;

    private UnitsWithin(List<Long> ids) {
        this.ids = ids;
    }

    /** The units of {@code root}'s subtree (for the root of the tree, every unit, with no query). */
    public static UnitsWithin of(Organisation root) {
        return new UnitsWithin(root.parentId() == null ? null : List.copyOf(Organisation.idsWithin(root)));
    }

    /** Whether the subtree is the whole tree, so that a list keeps every row. */
    public boolean everyUnit() {
        return ids == null;
    }

    /**
     * The query condition that the unit whose id {@code unitId} names (a path such as
     * {@code p.homeUnit.id}, read from the listed row's own column) lies in the subtree, with the ids
     * as parameter {@code :parameter} ({@link #bind}); always true for the whole tree.
     */
    public String condition(String unitId, String parameter) {
        return everyUnit() ? "1 = 1" : unitId + " in :" + parameter;
    }

    /** Sets the ids of {@link #condition} as {@code parameter} of {@code query}; the query itself is returned. */
    public <Q extends Query> Q bind(Q query, String parameter) {
        if (!everyUnit()) {
            query.setParameter(parameter, ids);
        }
        return query;
    }

    /** Puts the ids of {@link #condition} as {@code parameter} into {@code parameters}, for a query built later. */
    public void put(Map<String, Object> parameters, String parameter) {
        if (!everyUnit()) {
            parameters.put(parameter, ids);
        }
    }
}
