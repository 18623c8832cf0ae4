package org.dengji.certification.application;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.dengji.audit.AuditEntry;

/**
 * An application as staff read it: its status as of today (a notice that is over reads
 * PENDING_APPROVAL), the approving unit by code, the clause and the cited results, the flags (a
 * correction to a cited event since the application was opened, a revoked title it relied on), the
 * certificate once approved with the characters of the name its fonts cannot print, and the history
 * from the audit log; the actions the reader may take now (the same check that taking one makes).
 */
public record ApplicationView(long id, String status, String statusZh, String statusEn, String registrationNo,
        String player, String title, String titleZh, String titleEn, String standard, String clause,
        String clauseReference, List<String> flags, String approvingUnit, String approvingUnitZh, String approvingUnitEn,
        String filingUnit, String authorityReference, LocalDate lastDayToApply, LocalDate noticeStartsOn,
        LocalDate noticeClosesOn, String returnedNote, LocalDate decidedOn, LocalDate revokedOn, boolean falseMaterials,
        String certificateNumber, List<String> certificateUnprintable, long version,
        List<EvidenceView> evidence, List<Step> history, List<TransitionAction> allowedActions) {

    /**
     * The certificate issued, if any: its number, and the characters of the holder's name that its
     * fonts cannot print (the PDF shows a placeholder for each; the approver is told).
     */
    public record IssuedCertificate(String number, List<String> unprintable) {
    }

    /** A cited result. */
    public record EvidenceView(long eventId, String event, String category, LocalDate endDate, Integer rank,
            Integer rankTo, BigDecimal points, int games, int faultyGames) {

        static EvidenceView of(ApplicationEvidence x) {
            var r = x.result;
            return new EvidenceView(r.event.id, r.event.name, r.event.category.name(), r.event.endDate, r.rankFrom,
                    r.rankTo, r.points, r.games, r.faultyGames);
        }
    }

    /**
     * One step of the history: who (the account and the person's name), when, from, to, the note a person
     * gave, and the note Dengji wrote for a step it took or recorded (its code and arguments).
     */
    public record Step(Instant at, String actor, String actorName, String action, String from, String to,
            String note, String noteCode, List<String> noteArguments) {

        static Step of(AuditEntry e, Map<String, String> names) {
            return new Step(e.at, e.actor, names.getOrDefault(e.actor, e.actor), e.action.replaceFirst("^APPLICATION_",
                    ""), e.before != null && e.before.length() < 40 ? e.before : null, e.after != null
                            && e.after.length() < 40 ? e.after : null, e.reason, e.noteCode, e.noteArgumentList());
        }
    }

    /** The last day of the notice, as the public board states it; null before any notice. */
    public LocalDate noticeLastDay() {
        return noticeClosesOn == null ? null : noticeClosesOn.minusDays(1);
    }

    public static ApplicationView of(TitleApplication a, ApplicationStatus status, IssuedCertificate certificate,
            List<String> flags, List<ApplicationEvidence> evidence, List<AuditEntry> history,
            Map<String, String> actorNames, List<TransitionAction> allowedActions) {
        return new ApplicationView(a.id, status.name(), status.zh(), status.en(), a.player.registrationNo,
                a.player.displayName(), a.title.name(), a.title.zh(), a.title.en(), a.standardCode, a.clauseKey,
                a.clauseReference, flags, a.approvingUnit.unitCode, a.approvingUnit.nameZh, a.approvingUnit.nameEn,
                a.filingUnit == null ? null : a.filingUnit.unitCode, a.authorityReference, a.lastDayToApply,
                a.noticeStartsOn, a.noticeClosesOn, a.returnedNote, a.decidedOn, a.revokedOn, a.falseMaterials,
                certificate.number(), certificate.unprintable(), a.version,
                evidence.stream().map(EvidenceView::of).toList(), history.stream().map(e -> Step.of(e, actorNames)).toList(),
                allowedActions);
    }
}
