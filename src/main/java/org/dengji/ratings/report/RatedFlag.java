package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Failure;
import org.dengji.registry.event.Event;

/**
 * A registrar's decision that an event's games count for the rating or not, whatever the import made of its
 * time control. Audited as other changes of an event are; a published event's report is rewritten at once.
 */
@ApplicationScoped
public class RatedFlag {

    private final Jurisdiction jurisdiction;
    private final AuditLog audit;
    private final RatingRun reports;

    public RatedFlag(Jurisdiction jurisdiction, AuditLog audit, RatingRun reports) {
        this.jurisdiction = jurisdiction;
        this.audit = audit;
        this.reports = reports;
    }

    /**
     * Sets the flag. Outside the registrar's subtree a published event, which anyone may see, is refused
     * with 403; a draft answers 404 as for an event that does not exist, as the correction of an event does.
     */
    @Transactional
    public Event set(long id, boolean rated) {
        Event e = Event.findById(id);
        if (e == null || !e.status.isEvidence() && !jurisdiction.covers(e.organiser)) {
            throw Failure.notFound("EVENT_NOT_FOUND", "There is no event " + id + ".");
        }
        jurisdiction.requireCovers(e.organiser);
        if (e.rated == rated) {
            return e;
        }
        String before = e.summary();
        e.rated = rated;
        audit.record(AuditRecord.of("EVENT_RATED_CHANGED", AuditedEntity.EVENT, e.id, e.organiser.id)
                .change(before, e.summary()));
        reports.forEvent(e, RatingRecomputation.Cause.RATED_FLAG);
        return e;
    }
}
