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

/**
 * Why a live application needs a second look, kept so that reviewers and approvers see it: it relied
 * on a title since revoked ({@link #cause}), or it cites an event corrected after it was opened
 * ({@link #eventId}). Each flag has one of the two causes. It keeps what happened, not a sentence:
 * {@link FlagWords} says it in the reader's language.
 */
@Entity
@Table(name = "application_flag")
public class ApplicationFlag extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "application_id")
    public TitleApplication application;

    /** The revoked application, for a flag raised by a revocation. */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "cause_id")
    public TitleApplication cause;

    /** The corrected event, for a flag raised by a correction. */
    @Column(name = "event_id")
    public Long eventId;

    /** The words a person gave for the revocation or the correction, as written; null when none were given. */
    @Column
    public String grounds;

    @Column(name = "raised_on", nullable = false)
    public LocalDate raisedOn;
}
