package org.dengji.certification.notice;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.certification.application.ApplicationService;
import org.dengji.certification.application.ApplicationStatus;
import org.dengji.certification.application.DecisionRights;
import org.dengji.certification.application.NoticeClosure;
import org.dengji.certification.application.TitleApplication;
import org.dengji.common.Failure;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.registry.record.PlayerStanding;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;

/**
 * Post-event granting (the 2025 national practice: no written application). For a locked official
 * event, a reviewer whose subtree holds its organiser has the evaluator list every participant who met
 * a clause with a result of this event, and each is placed on public notice for the highest such title,
 * all at once. A participant who cannot be (a title already held, a result already cited, no unit that
 * approves it, a bar) is listed with the reason and left out; the others are placed.
 */
@ApplicationScoped
public class PostEventNotice {

    private final ApplicationService applications;
    private final PlayerRecords records;
    private final StandardStore standards;
    private final DecisionRights rights;
    private final NoticeClosure notices;
    private final AuditLog audit;
    private final Clock clock;
    private final SecurityIdentity identity;

    public PostEventNotice(ApplicationService applications, PlayerRecords records, StandardStore standards,
            DecisionRights rights, NoticeClosure notices, AuditLog audit, Clock clock, SecurityIdentity identity) {
        this.applications = applications;
        this.records = records;
        this.standards = standards;
        this.rights = rights;
        this.notices = notices;
        this.audit = audit;
        this.clock = clock;
        this.identity = identity;
    }

    /** Who was placed on notice, and who was left out and why. */
    public record Outcome(Event event, List<TitleApplication> placed, List<Skipped> skipped) {
    }

    public record Skipped(String registrationNo, String name, Title title, String code, String reason) {
    }

    @Transactional
    public Outcome place(long eventId) {
        Event e = Event.<Event>findByIdOptional(eventId).orElseThrow(() -> Failure.notFound("EVENT_NOT_FOUND",
                "There is no event " + eventId + "."));
        rights.requireReviewerOver(e.organiser);
        if (e.status != EventStatus.LOCKED) {
            throw Failure.conflict("EVENT_NOT_LOCKED", "The event is " + e.status.en()
                    + ": its qualifiers are placed on notice once its results are locked.");
        }
        if (!e.official) {
            throw Failure.unprocessable("EVENT_NOT_OFFICIAL", "The event is not official: its results are not"
                    + " evidence for any title (第二条(二)).", List.of());
        }
        LocalDate today = LocalDate.now(clock);
        Track track = e.category == EventCategory.AMATEUR_GRADING ? Track.AMATEUR : Track.NATIONAL;
        StandardEntity version = standards.requireInForce(track, today);
        List<TitleApplication> placed = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        List<EventResult> results = EventResult.list("select r from EventResult r join fetch r.player p"
                + " where r.event = ?1 and p.mergedInto is null order by r.rankFrom, r.startNumber", e);
        for (EventResult r : results) {
            PlayerStanding standing = records.standingUnder(r.player, version);
            Optional<Title> title = highestMetWith(standing, r);
            if (title.isEmpty()) {
                continue;
            }
            try {
                placed.add(placeOnNotice(standing, title.get(), version));
            } catch (Failure refused) {
                skipped.add(new Skipped(r.player.registrationNo, r.player.displayName(), title.get(), refused.code(),
                        refused.getMessage()));
            }
        }
        ApplicationService.flush();
        return new Outcome(e, placed, skipped);
    }

    private TitleApplication placeOnNotice(PlayerStanding standing, Title title, StandardEntity version) {
        TitleApplication a = applications.open(standing, title, version, identity.getPrincipal().getName());
        notices.start(a);
        a.status = ApplicationStatus.PUBLIC_NOTICE;
        audit.record("APPLICATION_POST_EVENT_NOTICE", ApplicationService.ENTITY, a.id, a.player.homeUnit.id,
                ApplicationStatus.DRAFT.name(), ApplicationStatus.PUBLIC_NOTICE.name(),
                "placed on notice with the qualifiers of the event");
        return a;
    }

    /** The highest title with a met clause that rests on {@code result}. */
    private static Optional<Title> highestMetWith(PlayerStanding standing, EventResult result) {
        int index = -1;
        for (int i = 0; i < standing.results().size(); i++) {
            if (standing.results().get(i).id.equals(result.id)) {
                index = i;
            }
        }
        int at = index;
        return standing.evaluation().titles().stream()
                .filter(t -> t.clauses().stream().anyMatch(c -> c.met() && c.evidence().contains(at)))
                .map(TitleOutcome::title).findFirst();
    }
}
