package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import org.dengji.audit.AuditLog;

/** Puts together the view of an application: its status today, evidence, certificate and history. */
@ApplicationScoped
public class ApplicationViews {

    private final NoticeClosure notices;
    private final AuditLog audit;
    private final Instance<CertificateNumbers> certificates;

    public ApplicationViews(NoticeClosure notices, AuditLog audit, Instance<CertificateNumbers> certificates) {
        this.notices = notices;
        this.audit = audit;
        this.certificates = certificates;
    }

    public ApplicationView of(TitleApplication a) {
        String number = certificates.isResolvable() ? certificates.get().of(a.id).orElse(null) : null;
        return ApplicationView.of(a, notices.status(a), number, ApplicationEvidence.of(a),
                audit.forEntity(ApplicationService.ENTITY, a.id));
    }
}
