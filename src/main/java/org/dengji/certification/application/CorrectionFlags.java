package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.dengji.common.DengjiConfig;
import org.dengji.registry.event.EventCorrected;

/**
 * Flags every live application (not rejected, not revoked) that cites a result of an event when the
 * registry corrects that event: the application was opened on the results as they were, so reviewers
 * and approvers look again. An application opened after the correction cites the corrected results
 * and is not flagged. Runs inside the correcting transaction: the flag and the correction commit or
 * roll back together.
 */
@ApplicationScoped
public class CorrectionFlags {

    /** The length of {@code application_flag.grounds}. */
    private static final int MAX = 1000;

    /** The zone the pages write times in ({@code dengji.time-zone}): the flag names the correction's day in it. */
    private final ZoneId zone;

    public CorrectionFlags(DengjiConfig config) {
        this.zone = config.timeZone();
    }

    void onCorrection(@Observes EventCorrected correction) {
        LocalDate day = correction.at().atZone(zone).toLocalDate();
        String grounds = correction.reason() == null ? null : clip(correction.reason());
        for (TitleApplication a : citing(correction.eventId())) {
            ApplicationFlag flag = new ApplicationFlag();
            flag.application = a;
            flag.eventId = correction.eventId();
            flag.raisedOn = day;
            flag.grounds = grounds;
            flag.persist();
        }
    }

    private static List<TitleApplication> citing(long eventId) {
        return TitleApplication.list("select distinct x.application from ApplicationEvidence x where x.eventId = ?1"
                + " and x.application.status not in ?2", eventId,
                List.of(ApplicationStatus.REJECTED, ApplicationStatus.REVOKED));
    }

    private static String clip(String text) {
        return text.length() <= MAX ? text : text.substring(0, MAX - 1) + "…";
    }
}
