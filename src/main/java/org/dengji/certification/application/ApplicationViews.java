package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.audit.AuditEntry;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.i18n.Language;
import org.dengji.security.AppUser;

/** Puts together the view of an application: its status today, evidence, certificate and history. */
@ApplicationScoped
public class ApplicationViews {

    private final NoticeClosure notices;
    private final AuditLog audit;
    private final CertificateNumbers certificates;
    private final Transitions transitions;
    private final FlagWords flagWords;

    public ApplicationViews(NoticeClosure notices, AuditLog audit, CertificateNumbers certificates,
            Transitions transitions, FlagWords flagWords) {
        this.transitions = transitions;
        this.notices = notices;
        this.audit = audit;
        this.certificates = certificates;
        this.flagWords = flagWords;
    }

    /** The view the API answers: its flags in English, the API's language. */
    public ApplicationView of(TitleApplication a) {
        return of(a, Language.EN);
    }

    /** The view with its flags in {@code language}, for a page. */
    public ApplicationView of(TitleApplication a, Language language) {
        String number = certificates.of(a.id).orElse(null);
        List<String> unprintable = number == null ? List.of() : certificates.unprintableInName(a.id);
        List<ApplicationEvidence> evidence = ApplicationEvidence.of(a);
        List<AuditEntry> history = audit.forEntity(AuditedEntity.APPLICATION, a.id);
        return ApplicationView.of(a, notices.status(a), new ApplicationView.IssuedCertificate(number, unprintable),
                flags(a, language), evidence, history,
                AppUser.displayNames(history.stream().map(e -> e.actor).toList()), transitions.allowedActions(a));
    }

    /**
     * Why the application needs a second look, in the order the flags were raised: a revoked title it
     * relied on ({@link Revocations}), a correction of a cited event after it was opened
     * ({@link CorrectionFlags}).
     */
    private List<String> flags(TitleApplication a, Language language) {
        return ApplicationFlag.<ApplicationFlag>list("application = ?1 order by id", a).stream()
                .map(f -> flagWords.of(f, language)).toList();
    }
}
