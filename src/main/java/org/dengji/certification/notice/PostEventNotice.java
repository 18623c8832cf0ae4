package org.dengji.certification.notice;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.authority.Jurisdiction;
import org.dengji.certification.application.ApplicationService;
import org.dengji.certification.application.DecisionRights;
import org.dengji.certification.application.TitleApplication;
import org.dengji.certification.application.Transitions;
import org.dengji.common.Failure;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventService;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.record.EveryonesEligibility;
import org.dengji.registry.record.EveryonesEligibility.PlayerEvaluation;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.registry.record.PlayerStanding;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;

/**
 * Post-event granting (the 2025 national practice: no written application). For a locked official
 * event organised within the reviewer's subtree, the evaluator lists every participant who met a
 * clause with a result of this event, and each is placed on public notice for the highest such
 * title, all at once. An event organised elsewhere is not found, as one that does not exist.
 *
 * <p>Only the reviewer's own players are placed: a qualifier registered outside the subtree is left
 * out and listed by registration number alone, because the review of a player belongs to their own
 * unit (第三条: the approving unit is the nearest one above the player's home unit), and that unit
 * opens their application. A qualifier of the subtree who cannot be placed (a title already held, a
 * result already cited, no unit that approves it, a bar) is listed with the reason. The notice is
 * audited under the acting reviewer's unit: the act is theirs.
 */
@ApplicationScoped
public class PostEventNotice {

    private final ApplicationService applications;
    private final EventService events;
    private final PlayerRecords records;
    private final EveryonesEligibility everyone;
    private final StandardStore standards;
    private final DecisionRights rights;
    private final Jurisdiction jurisdiction;
    private final Transitions transitions;
    private final Clock clock;
    private final SecurityIdentity identity;

    public PostEventNotice(ApplicationService applications, EventService events, PlayerRecords records,
            EveryonesEligibility everyone, StandardStore standards, DecisionRights rights, Jurisdiction jurisdiction,
            Transitions transitions, Clock clock, SecurityIdentity identity) {
        this.applications = applications;
        this.events = events;
        this.records = records;
        this.everyone = everyone;
        this.standards = standards;
        this.rights = rights;
        this.jurisdiction = jurisdiction;
        this.transitions = transitions;
        this.clock = clock;
        this.identity = identity;
    }

    /** Who was placed on notice, who of the subtree could not be and why, and who is not the reviewer's to place. */
    public record Outcome(Event event, List<TitleApplication> placed, List<Skipped> skipped, List<LeftOut> leftOut) {
    }

    public record Skipped(String registrationNo, String name, Title title, String code, String reason) {
    }

    /**
     * A qualifier registered outside the reviewer's subtree, by registration number only: their unit,
     * birth date and record are not the reviewer's to read, and their own unit places them on notice.
     */
    public record LeftOut(String registrationNo, Reason reason) {

        public enum Reason {
            OUTSIDE_JURISDICTION
        }
    }

    @Transactional
    public Outcome place(long eventId) {
        rights.requireReviewer();
        Event e = events.organisedInSubtree(eventId);
        requirePlaceable(e);
        Track track = e.category == EventCategory.AMATEUR_GRADING ? Track.AMATEUR : Track.NATIONAL;
        StandardEntity version = standards.requireInForce(track, LocalDate.now(clock));
        Outcome outcome = new Outcome(e, new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        List<EventResult> results = EventResult.list("select r from EventResult r join fetch r.player p"
                + " where r.event = ?1 and p.mergedInto is null order by r.rankFrom, r.startNumber", e);
        // Every participant evaluated in one reading; only those who qualified with this event are read again.
        Map<Long, PlayerEvaluation> evaluated = new HashMap<>();
        everyone.playersOf(List.of(e.id), version, LocalDate.now(clock), p -> evaluated.put(p.playerId(), p));
        for (EventResult r : results) {
            PlayerEvaluation first = evaluated.get(r.player.id);
            if (first != null && highestMetWith(first.evaluation(), first.resultIds().indexOf(r.id)).isPresent()) {
                consider(r, version, outcome);
            }
        }
        ApplicationService.flush();
        return new Outcome(e, List.copyOf(outcome.placed()), List.copyOf(outcome.skipped()),
                List.copyOf(outcome.leftOut()));
    }

    private static void requirePlaceable(Event e) {
        if (e.status != EventStatus.LOCKED) {
            throw Failure.conflict("EVENT_NOT_LOCKED", "The event is " + e.status.en()
                    + ": its qualifiers are placed on notice once its results are locked.");
        }
        if (!e.official) {
            throw Failure.unprocessable("EVENT_NOT_OFFICIAL", "The event is not official: its results are not"
                    + " evidence for any title (第二条(二)).", List.of());
        }
    }

    /** Places the participant of {@code r} if they qualified with it and are the reviewer's to place. */
    private void consider(EventResult r, StandardEntity version, Outcome outcome) {
        PlayerStanding standing = records.standingUnder(r.player, version);
        Optional<Title> title = highestMetWith(standing, r);
        if (title.isEmpty()) {
            return;
        }
        if (!jurisdiction.covers(r.player.homeUnit)) {
            outcome.leftOut().add(new LeftOut(r.player.registrationNo, LeftOut.Reason.OUTSIDE_JURISDICTION));
            return;
        }
        try {
            outcome.placed().add(placeOnNotice(standing, title.get(), version));
        } catch (Failure refused) {
            outcome.skipped().add(new Skipped(r.player.registrationNo, r.player.displayName(), title.get(),
                    refused.code(), refused.getMessage()));
        }
    }

    private TitleApplication placeOnNotice(PlayerStanding standing, Title title, StandardEntity version) {
        TitleApplication a = applications.open(standing, title, version, identity.getPrincipal().getName());
        transitions.placeAfterEvent(a, jurisdiction.home().id);
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
        return highestMetWith(standing.evaluation(), index);
    }

    /** The highest title with a met clause that rests on the result at {@code index} of the evaluated record. */
    private static Optional<Title> highestMetWith(Evaluation evaluation, int index) {
        return evaluation.titles().stream()
                .filter(t -> t.clauses().stream().anyMatch(c -> c.met() && c.evidence().contains(index)))
                .map(TitleOutcome::title).findFirst();
    }
}
