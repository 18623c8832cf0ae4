package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

/**
 * Ends public notices. An application on notice is pending approval from the first day the notice is
 * over, unless an objection is still open: decided whenever the application is read or moved, so that
 * nothing waits for a scheduled job. The notice calendar comes from the configuration.
 */
@ApplicationScoped
public class NoticeClosure {

    private final NoticeCalendar calendar;
    private final OpenObjections objections;
    private final Clock clock;

    public NoticeClosure(CertificationConfig config, OpenObjections objections, Clock clock) {
        this.calendar = NoticeCalendar.of(config.noticeWorkingDays(), config.holidays().orElse(List.of()));
        this.objections = objections;
        this.clock = clock;
    }

    public NoticeCalendar calendar() {
        return calendar;
    }

    public LocalDate today() {
        return LocalDate.now(clock);
    }

    /** The status as it is today: PUBLIC_NOTICE reads PENDING_APPROVAL once the notice is over and unopposed. */
    public ApplicationStatus status(TitleApplication a) {
        return isOver(a) ? ApplicationStatus.PENDING_APPROVAL : a.status;
    }

    /** Whether the notice of {@code a} is over with no objection open. */
    public boolean isOver(TitleApplication a) {
        return a.status == ApplicationStatus.PUBLIC_NOTICE && !today().isBefore(a.noticeClosesOn)
                && !hasOpenObjection(a);
    }

    public boolean hasOpenObjection(TitleApplication a) {
        return objections.anyOpen(a.id);
    }

    /** Places {@code a} on notice today. */
    public void start(TitleApplication a) {
        a.noticeStartsOn = today();
        a.noticeClosesOn = calendar.closesOn(a.noticeStartsOn);
    }
}
