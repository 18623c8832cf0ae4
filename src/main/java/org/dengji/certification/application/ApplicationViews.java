package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import org.dengji.audit.AuditEntry;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.Clocks;
import org.dengji.security.AppUser;

/** Puts together the view of an application: its status today, evidence, certificate and history. */
@ApplicationScoped
public class ApplicationViews {

    private final NoticeClosure notices;
    private final AuditLog audit;
    private final CertificateNumbers certificates;

    private final Transitions transitions;

    public ApplicationViews(NoticeClosure notices, AuditLog audit, CertificateNumbers certificates,
            Transitions transitions) {
        this.transitions = transitions;
        this.notices = notices;
        this.audit = audit;
        this.certificates = certificates;
    }

    public ApplicationView of(TitleApplication a) {
        String number = certificates.of(a.id).orElse(null);
        List<String> unprintable = number == null ? List.of() : certificates.unprintableInName(a.id);
        List<ApplicationEvidence> evidence = ApplicationEvidence.of(a);
        List<AuditEntry> history = audit.forEntity(AuditedEntity.APPLICATION, a.id);
        return ApplicationView.of(a, notices.status(a), new ApplicationView.IssuedCertificate(number, unprintable),
                flags(a, evidence, history), evidence, history,
                AppUser.displayNames(history.stream().map(e -> e.actor).toList()), transitions.allowedActions(a));
    }

    /**
     * Why the application needs a second look: a correction of a cited event after it was opened (the
     * registry audits every correction), and every revoked title it relied on.
     */
    public static List<String> flags(TitleApplication a, List<ApplicationEvidence> evidence, List<AuditEntry> history) {
        List<String> flags = new ArrayList<>();
        List<String> events = evidence.stream().map(x -> String.valueOf(x.eventId)).distinct().toList();
        if (!events.isEmpty() && !history.isEmpty()) {
            // After the application's first audit entry: entries are numbered in the order they are written.
            List<AuditEntry> corrections = AuditEntry.list("entityType = 'event' and action = 'EVENT_CORRECTED'"
                    + " and entityId in ?1 and id > ?2 order by id", events, history.get(0).id);
            for (AuditEntry c : corrections) {
                flags.add("Event %s was corrected on %s, after the application was opened%s".formatted(c.entityId,
                        c.at.atZone(Clocks.CHINA).toLocalDate(), c.reason == null ? "." : ": " + c.reason));
            }
        }
        ApplicationFlag.<ApplicationFlag>list("application = ?1 order by id", a).forEach(f -> flags.add(f.reason));
        return flags;
    }
}
