package org.dengji.audit;

import java.time.Instant;

/** An audit row as the API shows it. */
public record AuditEntryView(Long id, Instant at, String actor, String action, String entityType, String entityId,
        Long organisationId, String before, String after, String reason) {

    public static AuditEntryView of(AuditEntry e) {
        return new AuditEntryView(e.id, e.at, e.actor, e.action, e.entityType, e.entityId, e.organisationId,
                e.before, e.after, e.reason);
    }
}
