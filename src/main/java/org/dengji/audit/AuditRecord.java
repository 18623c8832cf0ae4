package org.dengji.audit;

import java.util.Objects;

/**
 * What one change leaves in the audit log, before {@link AuditLog} stamps it with the time and the
 * actor. Built from the four things every entry has, then the optional states and reason:
 * {@code AuditRecord.of("EVENT_CORRECTED", EVENT, e.id, unitId).change(before, after).because(reason)}.
 *
 * @param organisationId the organisation unit the change concerns: required, since who may read the
 *     entry follows from it
 */
public record AuditRecord(String action, AuditedEntity entity, String entityId, Long organisationId, String before,
        String after, String reason) {

    public AuditRecord {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(entityId, "entityId");
        Objects.requireNonNull(organisationId, "organisationId");
    }

    /** The change {@code action} of {@code entity} number {@code id}, which concerns the given unit. */
    public static AuditRecord of(String action, AuditedEntity entity, Object id, Long organisationId) {
        return new AuditRecord(action, entity, String.valueOf(id), organisationId, null, null, null);
    }

    /** The entity's state before and after the change (either may be null: nothing before a creation). */
    public AuditRecord change(String before, String after) {
        return new AuditRecord(action, entity, entityId, organisationId, before, after, reason);
    }

    /** Why the change was made, as the person gave it (null when none was asked for). */
    public AuditRecord because(String reason) {
        return new AuditRecord(action, entity, entityId, organisationId, before, after, reason);
    }
}
