package org.dengji.audit;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import org.hibernate.annotations.Immutable;

/**
 * One row of the append-only audit log. {@link Immutable}: Hibernate never issues an UPDATE for it,
 * and {@link AuditLog} offers no way to change or delete one.
 */
@Entity
@Immutable
@Table(name = "audit_entry")
public class AuditEntry extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, updatable = false)
    public Instant at;

    @Column(nullable = false, updatable = false)
    public String actor;

    @Column(nullable = false, updatable = false)
    public String action;

    @Column(name = "entity_type", nullable = false, updatable = false)
    public String entityType;

    @Column(name = "entity_id", nullable = false, updatable = false)
    public String entityId;

    /**
     * The organisation unit the entry concerns (a unit itself, a user's unit; the national unit for
     * national data such as the standards): who may read the entry follows from it. Null only on
     * entries older than the column that nothing could place.
     */
    @Column(name = "organisation_id", updatable = false)
    public Long organisationId;

    @Column(name = "before_state", updatable = false)
    public String before;

    @Column(name = "after_state", updatable = false)
    public String after;

    /** The reason a person gave, as written; null when none was given. */
    @Column(updatable = false)
    public String reason;

    /** The code of the note Dengji wrote ({@link AuditNote}), null for none. */
    @Column(name = "note_code", updatable = false)
    public String noteCode;

    /** The note's arguments, separated by single spaces (none holds one); null for none. */
    @Column(name = "note_arguments", updatable = false)
    public String noteArguments;

    /** The note's arguments, in order. */
    public List<String> noteArgumentList() {
        return noteArguments == null || noteArguments.isEmpty() ? List.of() : List.of(noteArguments.split(" "));
    }
}
