package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A warning of the standings file an event was imported from, kept so that the draft shows it
 * before it is published: its line and column, its code and the values its message is made of
 * (separated by U+001F), so that it reads in whichever language the page is in.
 */
@Entity
@Table(name = "event_import_warning")
public class ImportWarning extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "event_id", nullable = false)
    public Long eventId;

    @Column(nullable = false)
    public int seq;

    @Column(name = "line_no", nullable = false)
    public int line;

    @Column(name = "column_no")
    public Integer column;

    @Column(nullable = false)
    public String code;

    @Column(nullable = false)
    public String args;
}
