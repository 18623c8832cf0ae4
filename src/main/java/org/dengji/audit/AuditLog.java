package org.dengji.audit;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;

/**
 * Appends to the audit log inside the caller's transaction, so that a change and its record commit
 * or roll back together. There is deliberately no update and no delete.
 */
@ApplicationScoped
public class AuditLog {

    /** The actor recorded for what the system does by itself (first start, scheduled work). */
    public static final String SYSTEM = "system";

    private static final int MAX = 4000;

    @Inject
    SecurityIdentity identity;

    @Transactional(Transactional.TxType.MANDATORY)
    public AuditEntry record(String action, String entityType, Object entityId, String before, String after,
            String reason) {
        AuditEntry entry = new AuditEntry();
        entry.at = Instant.now();
        entry.actor = identity == null || identity.isAnonymous() ? SYSTEM : identity.getPrincipal().getName();
        entry.action = action;
        entry.entityType = entityType;
        entry.entityId = String.valueOf(entityId);
        entry.before = clip(before);
        entry.after = clip(after);
        entry.reason = clip(reason);
        entry.persist();
        return entry;
    }

    public List<AuditEntry> forEntity(String entityType, Object entityId) {
        return AuditEntry.list("entityType = ?1 and entityId = ?2 order by id", entityType, String.valueOf(entityId));
    }

    private static String clip(String text) {
        return text == null || text.length() <= MAX ? text : text.substring(0, MAX - 1) + "…";
    }
}
