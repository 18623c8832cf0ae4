package org.dengji.audit;

/**
 * The kinds of thing the audit log records changes of, in one place. Each keeps the word stored in
 * {@code audit_entry.entity_type} since the log began, which the audit API and page filter by: the
 * word is the contract, so a constant may be renamed but its stored word never changes.
 */
public enum AuditedEntity {
    APPLICATION("application"),
    CERTIFICATE("certificate"),
    EVENT("event"),
    IMPORT("import"),
    OBJECTION("objection"),
    ORGANISATION("organisation"),
    PLAYER("player"),
    RATING_RECOMPUTATION("rating_recomputation"),
    RATING_RULES("rating_rules"),
    STANDARD("standard"),
    USER("user");

    private final String stored;

    AuditedEntity(String stored) {
        this.stored = stored;
    }

    /** The word in the audit log's rows. */
    public String stored() {
        return stored;
    }
}
