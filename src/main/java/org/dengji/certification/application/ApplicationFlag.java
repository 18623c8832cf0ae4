package org.dengji.certification.application;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.LocalDate;

/** An application that relied on a title since revoked: kept so that reviewers and approvers look again. */
@Entity
@Table(name = "application_flag")
public class ApplicationFlag extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "application_id")
    public TitleApplication application;

    /** The revoked application. */
    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "cause_id")
    public TitleApplication cause;

    @Column(nullable = false)
    public String reason;

    @Column(name = "raised_on", nullable = false)
    public LocalDate raisedOn;
}
