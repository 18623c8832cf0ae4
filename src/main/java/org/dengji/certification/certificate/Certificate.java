package org.dengji.certification.certificate;

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
import java.time.LocalDate;
import java.util.Optional;
import org.dengji.authority.Organisation;
import org.dengji.certification.application.TitleApplication;
import org.dengji.standards.core.Title;

/**
 * A title certificate: issued by the approving unit on approval, numbered
 * {@code <unit code>-<year>-<title code>-<sequence>}, with a verification code printed on it. The
 * player's name is copied at issue: a certificate says what was granted to whom, then.
 */
@Entity
@Table(name = "certificate")
public class Certificate extends PanacheEntityBase {

    public enum Status {
        VALID,
        REVOKED
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false)
    public String number;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "application_id")
    public TitleApplication application;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "unit_id")
    public Organisation unit;

    @Column(name = "issue_year", nullable = false)
    public int year;

    @Column(name = "sequence_no", nullable = false)
    public int sequence;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Title title;

    @Column(name = "player_name", nullable = false)
    public String playerName;

    @Column(name = "verification_code", nullable = false)
    public String verificationCode;

    @Column(name = "issued_on", nullable = false)
    public LocalDate issuedOn;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Status status = Status.VALID;

    @Column(name = "revoked_on")
    public LocalDate revokedOn;

    public static Optional<Certificate> byNumber(String number) {
        return find("number", number).firstResultOptional();
    }

    public static Optional<Certificate> ofApplication(long applicationId) {
        return find("application.id", applicationId).firstResultOptional();
    }
}
