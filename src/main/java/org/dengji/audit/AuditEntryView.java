package org.dengji.audit;

import java.time.Instant;
import java.util.List;

/**
 * An audit row as the API shows it: the reason a person gave as written, and the note Dengji wrote as its
 * code ({@link AuditNote}) and arguments, which a client may put in words in any language.
 */
public record AuditEntryView(Long id, Instant at, String actor, String action, String entityType, String entityId,
        Long organisationId, String before, String after, String reason, String noteCode, List<String> noteArguments) {

    public static AuditEntryView of(AuditEntry e) {
        return new AuditEntryView(e.id, e.at, e.actor, e.action, e.entityType, e.entityId, e.organisationId,
                e.before, e.after, e.reason, e.noteCode, e.noteArgumentList());
    }
}
