package org.dengji.registry.duplicate;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import org.dengji.registry.player.Player;

/**
 * A possible duplicate: a player created by an import beside an existing player of the same name
 * whose birth date differs or is missing. A registrar merges the two or dismisses the entry.
 */
@Entity
@Table(name = "duplicate_candidate")
public class DuplicateCandidate extends PanacheEntityBase {

    /** Why the pair was queued. */
    public enum Reason {
        SAME_NAME_OTHER_BIRTH_DATE,
        SAME_NAME_NO_BIRTH_DATE
    }

    /** Where the entry stands. */
    public enum Status {
        OPEN,
        MERGED,
        DISMISSED
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "player_id")
    public Player player;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "existing_id")
    public Player existing;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Reason reason;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Status status = Status.OPEN;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "decided_at")
    public Instant decidedAt;

    @Column(name = "decided_by")
    public String decidedBy;

    @Version
    public long version;

    /** Queues {@code created} beside {@code existing}, an existing player of the same name. */
    public static DuplicateCandidate queue(Player created, Player existing, Instant at) {
        DuplicateCandidate c = new DuplicateCandidate();
        // By reference: an importer writes its new players in bulk, outside the session, which knows them by id only.
        c.player = getEntityManager().getReference(Player.class, created.id);
        c.existing = existing;
        c.reason = created.birthDate == null || existing.birthDate == null ? Reason.SAME_NAME_NO_BIRTH_DATE
                : Reason.SAME_NAME_OTHER_BIRTH_DATE;
        c.createdAt = at;
        c.persist();
        return c;
    }
}
