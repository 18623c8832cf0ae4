package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A tournament line of the file the event came from (a TRF 012…222 record, XXR, a comment), kept verbatim. */
@Entity
@Table(name = "event_record")
public class EventRecord extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "event_id", nullable = false)
    public Long eventId;

    @Column(nullable = false)
    public int seq;

    @Column(nullable = false)
    public String text;
}
