package org.dengji.certification.notice;

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
import org.dengji.certification.application.TitleApplication;

/**
 * An objection to an application on public notice, lodged by anyone with a name, a way to reach them
 * and the text. Staff read it; the public never sees it. The address is kept only as a hash, to
 * limit how often one address lodges.
 */
@Entity
@Table(name = "objection")
public class Objection extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "application_id")
    public TitleApplication application;

    @Column(name = "lodger_name", nullable = false)
    public String name;

    @Column(nullable = false)
    public String contact;

    @Column(nullable = false)
    public String text;

    @Column(name = "address_hash", nullable = false)
    public String addressHash;

    @Column(name = "lodged_at", nullable = false)
    public Instant lodgedAt;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public ObjectionStatus status = ObjectionStatus.OPEN;

    @Column(name = "decided_by")
    public String decidedBy;

    @Column(name = "decided_at")
    public Instant decidedAt;

    @Column(name = "decision_note")
    public String decisionNote;

    @Version
    public long version;
}
