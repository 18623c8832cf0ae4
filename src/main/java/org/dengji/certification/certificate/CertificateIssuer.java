package org.dengji.certification.certificate;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.LockModeType;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.certification.application.CertificateNumbers;
import org.dengji.certification.application.TitleApplication;
import org.dengji.certification.application.TransitionAction;
import org.dengji.certification.application.Transitions;

/**
 * Issues a certificate when an application is approved, in the approval's transaction, and marks it
 * revoked when the title is. Numbers come from the unit's counter row for the year, locked for the
 * rest of the transaction: concurrent approvals of one unit take their numbers one after the other,
 * and a rolled-back approval leaves no gap.
 */
@ApplicationScoped
public class CertificateIssuer implements CertificateNumbers {

    /** Letters and digits that cannot be mistaken for one another on paper (no 0/O, 1/I/L). */
    private static final char[] CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ".toCharArray();
    static final int CODE_LENGTH = 8;

    /**
     * The shape of every number {@link #issue} gives: unit code, year, title, sequence
     * ({@code 3300-2025-FIRST_CLASS-0001}). The verification form refuses anything else as a typing mistake.
     */
    static final Pattern NUMBER_SHAPE = Pattern.compile("\\d{4}-\\d{4}-[A-Z][A-Z0-9_]*-\\d{4,9}");

    private final SecureRandom random = new SecureRandom();
    private final AuditLog audit;
    private final CertificateService certificates;

    public CertificateIssuer(AuditLog audit, CertificateService certificates) {
        this.audit = audit;
        this.certificates = certificates;
    }

    void onDecision(@Observes Transitions.Decision decision) {
        if (decision.action() == TransitionAction.APPROVE) {
            issue(decision.application());
        } else if (decision.action() == TransitionAction.REVOKE) {
            Certificate.ofApplication(decision.application().id).ifPresent(c -> revoke(c, decision));
        }
    }

    @Override
    public Optional<String> of(long applicationId) {
        return Certificate.ofApplication(applicationId).map(c -> c.number);
    }

    @Override
    public List<String> unprintableInName(long applicationId) {
        return Certificate.ofApplication(applicationId).map(certificates::unprintableInName).orElse(List.of());
    }

    private void issue(TitleApplication a) {
        int year = a.decidedOn.getYear();
        CertificateCounter counter = lockedCounter(a.approvingUnit.id, year);
        counter.lastIssued++;
        Certificate c = new Certificate();
        c.application = a;
        c.unit = a.approvingUnit;
        c.year = year;
        c.sequence = counter.lastIssued;
        c.title = a.title;
        c.playerName = a.player.displayName();
        c.number = "%s-%d-%s-%04d".formatted(a.approvingUnit.unitCode, year, a.title.name(), c.sequence);
        c.verificationCode = code();
        c.issuedOn = a.decidedOn;
        c.persist();
        audit.record(AuditRecord.of("CERTIFICATE_ISSUED", AuditedEntity.CERTIFICATE, c.number, a.player.homeUnit.id)
                .change(null, "application " + a.id + " " + a.title + " " + c.playerName));
    }

    private void revoke(Certificate c, Transitions.Decision decision) {
        c.status = Certificate.Status.REVOKED;
        c.revokedOn = decision.application().revokedOn;
        Long unitId = decision.application().player.homeUnit.id;
        audit.record(AuditRecord.of("CERTIFICATE_REVOKED", AuditedEntity.CERTIFICATE, c.number, unitId)
                .change(Certificate.Status.VALID.name(), Certificate.Status.REVOKED.name()).because(decision.note()));
    }

    /**
     * The counter row of the unit and year, locked until the approval commits. A missing row is
     * created first in a transaction of its own, so that two first approvals of a year do not both
     * insert one: the loser of that insert finds the winner's row.
     */
    private static CertificateCounter lockedCounter(long unitId, int year) {
        // Counted, not loaded: an entity loaded here unlocked would not be refreshed by the locking read.
        if (CertificateCounter.count("unitId = ?1 and year = ?2", unitId, year) == 0) {
            try {
                QuarkusTransaction.requiringNew().run(() -> {
                    CertificateCounter fresh = new CertificateCounter();
                    fresh.unitId = unitId;
                    fresh.year = year;
                    fresh.persist();
                });
            } catch (RuntimeException taken) {
                // Another approval created the row first: it is there to be locked.
            }
        }
        return CertificateCounter.<CertificateCounter>find("unitId = ?1 and year = ?2", unitId, year)
                .withLock(LockModeType.PESSIMISTIC_WRITE).firstResult();
    }

    private String code() {
        StringBuilder code = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            code.append(CODE_ALPHABET[random.nextInt(CODE_ALPHABET.length)]);
        }
        return code.toString();
    }
}
