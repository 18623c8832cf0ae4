package org.dengji.audit;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What one change leaves in the audit log, before {@link AuditLog} stamps it with the time and the
 * actor. Built from the four things every entry has, then the optional states and the reason a person
 * gave or the note Dengji writes:
 * {@code AuditRecord.of("EVENT_CORRECTED", EVENT, e.id, unitId).change(before, after).because(reason)}.
 *
 * @param organisationId the organisation unit the change concerns: required, since who may read the
 *     entry follows from it
 * @param note the note Dengji writes, or null; {@code noteArguments} are its arguments
 */
public record AuditRecord(String action, AuditedEntity entity, String entityId, Long organisationId, String before,
        String after, String reason, AuditNote note, List<String> noteArguments) {

    public AuditRecord {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(entityId, "entityId");
        Objects.requireNonNull(organisationId, "organisationId");
        noteArguments = noteArguments == null ? List.of() : List.copyOf(noteArguments);
    }

    /** The change {@code action} of {@code entity} number {@code id}, which concerns the given unit. */
    public static AuditRecord of(String action, AuditedEntity entity, Object id, Long organisationId) {
        return new AuditRecord(action, entity, String.valueOf(id), organisationId, null, null, null, null, null);
    }

    /** The entity's state before and after the change (either may be null: nothing before a creation). */
    public AuditRecord change(String before, String after) {
        return new AuditRecord(action, entity, entityId, organisationId, before, after, reason, note, noteArguments);
    }

    /** Why the change was made, as the person gave it (null when none was asked for). */
    public AuditRecord because(String reason) {
        return new AuditRecord(action, entity, entityId, organisationId, before, after, reason, note, noteArguments);
    }

    /**
     * The note Dengji writes about the change, with its arguments (days, numbers, codes: written with
     * {@code toString}). A note with the wrong number of arguments, or one holding a space, is a bug.
     */
    public AuditRecord noting(AuditNote note, Object... arguments) {
        List<String> written = Arrays.stream(arguments).map(String::valueOf).toList();
        boolean spaced = written.stream().anyMatch(a -> a.isEmpty() || a.chars().anyMatch(Character::isWhitespace));
        if (written.size() != note.arguments() || spaced) {
            throw new IllegalArgumentException(note + " takes " + note.arguments() + " arguments without spaces: "
                    + written);
        }
        return new AuditRecord(action, entity, entityId, organisationId, before, after, reason, note, written);
    }
}
