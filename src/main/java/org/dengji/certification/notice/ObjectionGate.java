package org.dengji.certification.notice;

import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.certification.application.OpenObjections;

/** Open objections keep a notice from closing. */
@ApplicationScoped
public class ObjectionGate implements OpenObjections {

    @Override
    public boolean anyOpen(long applicationId) {
        return Objection.count("application.id = ?1 and status = ?2", applicationId, ObjectionStatus.OPEN) > 0;
    }
}
