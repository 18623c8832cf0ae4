package org.dengji.authority;

import jakarta.persistence.LockModeType;
import java.util.List;

/**
 * Keeps the units' paths right while the tree changes. A unit added takes its parent's path; a unit
 * moved or given another code takes a new path, and so does every unit below it. Changes of the tree
 * run one after the other, each holding the root's row lock from its start: otherwise a unit added
 * under a unit that another transaction is moving would keep the old path, as the move rewrites only
 * the units it can see. Units are added and moved rarely, so waiting on one lock costs nothing.
 */
final class TreePaths {

    private TreePaths() {
    }

    /** Waits for the tree's lock (the root's row), held until the transaction ends. */
    static void lockTree() {
        Organisation.find("parent is null").withLock(LockModeType.PESSIMISTIC_WRITE).firstResult();
    }

    /**
     * Gives every unit below {@code unit} the path under its new one ({@code unit} already has it):
     * the part of their path below {@code unit} stays, the part above it is replaced.
     */
    static void rewriteBelow(Organisation unit, String pathBefore) {
        if (unit.path.equals(pathBefore)) {
            return;
        }
        List<Organisation> below = Organisation.list("path like ?1 and id <> ?2", pathBefore + "%", unit.id);
        for (Organisation o : below) {
            o.path = unit.path + o.path.substring(pathBefore.length());
        }
    }
}
