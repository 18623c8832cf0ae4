package org.dengji.audit;

import java.time.Instant;
import java.util.Set;

/**
 * What to read from the audit log: each filter is optional (null), and {@code units} bounds the
 * entries to those concerning the given organisation units, the reader's subtree; null reads every
 * entry (the reader at the root of the tree). Pages count from 0.
 *
 * @param from entries at or after this instant
 * @param to entries before this instant
 */
public record AuditQuery(String entityType, String entityId, String actor, Instant from, Instant to,
        Set<Long> units, int page, int size) {
}
