package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;

/** A file imported into an event, by the hash of its normalised content: the same file twice is recognised. */
@Entity
@Table(name = "event_import")
public class EventImport extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "event_id", nullable = false)
    public Long eventId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public SourceFormat kind;

    @Column(name = "content_hash", nullable = false)
    public String contentHash;

    @Column(nullable = false)
    public int items;

    @Column(name = "imported_at", nullable = false)
    public Instant importedAt;

    public static Optional<EventImport> find(Long eventId, SourceFormat kind, String hash) {
        return find("eventId = ?1 and kind = ?2 and contentHash = ?3", eventId, kind, hash).firstResultOptional();
    }
}
