package org.dengji.certification.pages;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.authority.Organisation;
import org.dengji.certification.application.ApplicationStatus;
import org.dengji.certification.application.NoticeClosure;
import org.dengji.certification.application.TitleApplication;
import org.dengji.security.StaffJurisdiction;

/**
 * The work queues of the signed-in staff member, each limited to their jurisdiction: drafts and
 * applications at review of players in their subtree, notices running there, applications their own
 * unit is to decide, and approvals filed with their unit.
 */
@ApplicationScoped
public class ApplicationQueues {

    /** At most this many applications are listed per queue (the count is of all of them). */
    static final int SHOWN = 100;

    private final StaffJurisdiction staff;
    private final NoticeClosure notices;

    public ApplicationQueues(StaffJurisdiction staff, NoticeClosure notices) {
        this.staff = staff;
        this.notices = notices;
    }

    /** One queue: what it holds (the first {@link #SHOWN}) and how many. */
    public record Queue(String key, List<Row> shown, int count) {
    }

    /** An application in a queue, as the page lists it (read inside the transaction, shown after it). */
    public record Row(long id, String player, String registrationNo, String title, String approvingUnit) {
    }

    public List<Queue> queues(boolean zh) {
        Organisation home = staff.home();
        List<TitleApplication> live = TitleApplication.list("status in ?1 order by id", List.of(
                ApplicationStatus.DRAFT, ApplicationStatus.SUBMITTED, ApplicationStatus.RECOMMENDED,
                ApplicationStatus.PUBLIC_NOTICE, ApplicationStatus.APPROVED));
        List<TitleApplication> mine = live.stream().filter(a -> a.player.homeUnit.isWithin(home)).toList();
        return List.of(
                queue(zh, "drafts", mine.stream().filter(a -> a.status == ApplicationStatus.DRAFT).toList()),
                queue(zh, "review", mine.stream().filter(a -> a.status == ApplicationStatus.SUBMITTED
                        || a.status == ApplicationStatus.RECOMMENDED).toList()),
                queue(zh, "notice", mine.stream().filter(a -> notices.status(a) == ApplicationStatus.PUBLIC_NOTICE)
                        .toList()),
                queue(zh, "approval", live.stream().filter(a -> a.approvingUnit.id.equals(home.id)
                        && notices.status(a) == ApplicationStatus.PENDING_APPROVAL).toList()),
                queue(zh, "filing", live.stream().filter(a -> a.status == ApplicationStatus.APPROVED && a.filingUnit != null
                        && a.filingUnit.id.equals(home.id)).toList()));
    }

    private static Queue queue(boolean zh, String key, List<TitleApplication> all) {
        List<Row> shown = all.stream().limit(SHOWN).map(a -> new Row(a.id, a.player.displayName(),
                a.player.registrationNo, a.title.in(zh), a.approvingUnit.name(zh))).toList();
        return new Queue(key, shown, all.size());
    }
}
