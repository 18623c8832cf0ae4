package org.dengji.certification.application;

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
import java.time.LocalDate;
import org.dengji.authority.Organisation;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * An application for a title. The standard version, the clause and the approving and filing units are
 * fixed when it is opened: publishing a new version, or moving the player, never changes a decision
 * under way. {@link #version} makes one of two concurrent decisions fail at commit.
 */
@Entity
@Table(name = "title_application")
public class TitleApplication extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "player_id")
    public Player player;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Title title;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Track track;

    @Column(name = "standard_code", nullable = false)
    public String standardCode;

    @Column(name = "clause_key", nullable = false)
    public String clauseKey;

    @Column(name = "clause_ref", nullable = false)
    public String clauseReference;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "approving_unit_id")
    public Organisation approvingUnit;

    /** The unit that acknowledges the filing (备案); null where the rule files nothing. */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "filing_unit_id")
    public Organisation filingUnit;

    /** The 第三条 reference of the rule that named the approving unit. */
    @Column(name = "authority_ref", nullable = false)
    public String authorityReference;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public ApplicationStatus status = ApplicationStatus.DRAFT;

    /** The last day the cited results support a submission (the version's window after the events). */
    @Column(name = "last_day_to_apply")
    public LocalDate lastDayToApply;

    /** The reviewer's reasons when the application was last returned to its draft. */
    @Column(name = "returned_note")
    public String returnedNote;

    @Column(name = "notice_starts_on")
    public LocalDate noticeStartsOn;

    /** The first day the public notice is over (see {@link NoticeCalendar}). */
    @Column(name = "notice_closes_on")
    public LocalDate noticeClosesOn;

    /** The title of this track the player held before this one was granted: restored on revocation. */
    @Enumerated(EnumType.STRING)
    @Column(name = "held_before")
    public Title heldBefore;

    @Column(name = "created_by", nullable = false)
    public String createdBy;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    /** The day of the approval or the final rejection. */
    @Column(name = "decided_on")
    public LocalDate decidedOn;

    @Column(name = "revoked_on")
    public LocalDate revokedOn;

    /** Revoked for false materials: the player may not apply again for the configured years. */
    @Column(name = "false_materials", nullable = false)
    public boolean falseMaterials;

    @Version
    public long version;

    /** A one-line summary for the audit log. */
    public String summary() {
        return "%s %s %s clause=%s status=%s approver=%s".formatted(player.registrationNo, title, standardCode,
                clauseKey, status, approvingUnit.unitCode);
    }
}
