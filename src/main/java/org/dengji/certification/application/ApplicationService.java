package org.dengji.certification.application;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerService;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.registry.record.PlayerStanding;
import org.dengji.standards.core.ClauseOutcome;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.SetAside;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.ApprovalAuthority;
import org.dengji.standards.version.ApprovalRoute;
import org.dengji.standards.version.ClauseLabels;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;

/**
 * Opens applications from the evaluator's answer and reads them. The evaluator picks the clause and
 * the evidence (results of published or locked official events within the version's window); the
 * version's 第三条 picks the approving unit; a result already cited by a live application of the
 * same track is not cited again.
 */
@ApplicationScoped
public class ApplicationService {

    private final PlayerService players;
    private final PlayerRecords records;
    private final StandardStore standards;
    private final ApprovalAuthority approvals;
    private final DecisionRights rights;
    private final AuditLog audit;
    private final Clock clock;
    private final SecurityIdentity identity;
    private final Revocations revocations;

    public ApplicationService(PlayerService players, PlayerRecords records, StandardStore standards,
            ApprovalAuthority approvals, DecisionRights rights, AuditLog audit, Clock clock, SecurityIdentity identity,
            Revocations revocations) {
        this.revocations = revocations;
        this.players = players;
        this.records = records;
        this.standards = standards;
        this.approvals = approvals;
        this.rights = rights;
        this.audit = audit;
        this.clock = clock;
        this.identity = identity;
    }

    /** Opens a DRAFT application; 422 when the record meets no clause of the title, with the reasons. */
    @Transactional
    public TitleApplication open(ApplicationRequest request) {
        Player player = players.get(request.registrationNo());
        rights.requireMayOpen(player.homeUnit);
        return open(player, request.title(), version(request), identity.getPrincipal().getName());
    }

    /**
     * Opens an application for {@code player} under {@code version}, in the caller's transaction, for a
     * caller whose right to do so has been checked (a registrar or reviewer, or the post-event notice).
     * Every refusal comes before anything is written, so a caller may catch it and go on.
     */
    public TitleApplication open(Player player, Title title, StandardEntity version, String by) {
        return open(records.standingUnder(player, version), title, version, by);
    }

    /**
     * As {@link #open(Player, Title, StandardEntity, String)}, on the player's record already evaluated
     * under {@code version}: a caller that has evaluated it does not have it evaluated again.
     */
    public TitleApplication open(PlayerStanding standing, Title title, StandardEntity version, String by) {
        Player player = standing.player();
        LocalDate today = LocalDate.now(clock);
        revocations.requireNotBarred(player, today);
        refuseHeld(player, title);
        TitleOutcome outcome = standing.evaluation().outcome(title);
        if (!outcome.met()) {
            throw notQualified(player, title, standing);
        }
        ApprovalRoute route = approvals.of(version).route(title, player.homeUnit);
        ClauseOutcome clause = unclaimedClause(outcome, standing, title);
        TitleApplication a = new TitleApplication();
        a.player = player;
        a.title = title;
        a.track = title.track();
        a.standardCode = version.code;
        a.clauseKey = clause.clause().key();
        a.clauseReference = clause.clause().reference();
        a.approvingUnit = route.approver();
        a.filingUnit = route.filing().orElse(null);
        a.authorityReference = route.rule().reference();
        a.lastDayToApply = clause.lastDayToApply().orElse(null);
        a.createdBy = by;
        a.createdAt = clock.instant();
        a.persist();
        for (int index : clause.evidence()) {
            EventResult result = standing.results().get(index);
            ApplicationEvidence e = new ApplicationEvidence();
            e.application = a;
            e.result = result;
            e.eventId = result.event.id;
            e.claimedTrack = a.track;
            e.persist();
        }
        audit.record(AuditRecord.of("APPLICATION_OPENED", AuditedEntity.APPLICATION, a.id, player.homeUnit.id)
                .change(null, a.summary()).noting(AuditNote.EVALUATED_ON, today));
        return a;
    }

    /** An application the caller may read. */
    public TitleApplication get(long id) {
        TitleApplication a = find(id);
        rights.requireMayRead(a);
        return a;
    }

    /** An application, whoever asks; 404 when there is none. */
    public static TitleApplication find(long id) {
        return TitleApplication.<TitleApplication>findByIdOptional(id).orElseThrow(() -> Failure.notFound(
                "APPLICATION_NOT_FOUND", "There is no application " + id + "."));
    }

    /**
     * Writes the pending changes now, so that a change that lost a race to another is refused (409)
     * before anything else is done in its name.
     */
    public static void flush() {
        TitleApplication.getEntityManager().flush();
    }

    private StandardEntity version(ApplicationRequest request) {
        LocalDate today = LocalDate.now(clock);
        if (request.standard() == null || request.standard().isBlank()) {
            return standards.requireInForce(request.title().track(), today);
        }
        StandardEntity chosen = standards.find(request.standard().strip()).filter(s -> !s.isDraft())
                .orElseThrow(() -> Failure.invalid("UNKNOWN_STANDARD", "There is no published standard "
                        + request.standard().strip() + ".", Violation.field("standard", "no such published standard")));
        if (chosen.track != request.title().track()) {
            throw Failure.invalid("STANDARD_TRACK", "The standard %s is of the %s track; %s is not in it.".formatted(
                    chosen.code, chosen.track, request.title()), Violation.field("standard", "another track"));
        }
        return chosen;
    }

    /** A player who holds the title, or a higher one of its track, has nothing to apply for. */
    private static void refuseHeld(Player player, Title title) {
        Title held = title.track() == Track.NATIONAL ? player.nationalTitle
                : player.amateurGrade;
        if (held != null && (held == title || held.isHigherThan(title))) {
            throw Failure.conflict("TITLE_ALREADY_HELD", "%s already holds %s.".formatted(player.registrationNo,
                    held.en()));
        }
    }

    /**
     * The first clause met (in the standard's order) whose results no live application of the track
     * has cited: one result supports one title per track.
     */
    private static ClauseOutcome unclaimedClause(TitleOutcome outcome, PlayerStanding standing, Title title) {
        List<String> taken = new ArrayList<>();
        for (ClauseOutcome c : outcome.clauses()) {
            if (!c.met()) {
                continue;
            }
            Optional<ApplicationEvidence> claim = c.evidence().stream()
                    .map(i -> ApplicationEvidence.claim(standing.results().get(i), title.track()))
                    .flatMap(Optional::stream).findFirst();
            if (claim.isEmpty()) {
                return c;
            }
            taken.add("%s: %s already supports application %d (%s)".formatted(c.clause().reference(),
                    claim.get().result.event.name, claim.get().application.id, claim.get().application.title.en()));
        }
        throw new Failure(Failure.Kind.CONFLICT, "RESULT_ALREADY_USED", "Every clause of " + title.en() + " that the"
                + " record meets rests on a result that already supports another application of the same track.",
                taken.stream().map(t -> Violation.field("clause", t)).toList());
    }

    private static Failure notQualified(Player player, Title title, PlayerStanding standing) {
        List<Violation> reasons = new ArrayList<>();
        reasons(standing, title, Language.EN).forEach((field, reason) -> reasons.add(Violation.field(field, reason)));
        return Failure.unprocessable("NOT_QUALIFIED", "The published record of %s meets no clause of %s under %s."
                .formatted(player.registrationNo, title.en(), standing.evaluation().standardCode()), reasons);
    }

    /**
     * Why the published record of the player named in {@code request} does not meet its title, clause by clause
     * and result set aside by result, in Chinese or English; for a caller who may open the application.
     */
    @Transactional
    public List<String> reasonsNotMet(ApplicationRequest request, Language language) {
        Player player = players.get(request.registrationNo());
        rights.requireMayOpen(player.homeUnit);
        return List.copyOf(reasons(records.standingUnder(player, version(request)), request.title(), language).values());
    }

    private static Map<String, String> reasons(PlayerStanding standing, Title title, Language language) {
        Evaluation e = standing.evaluation();
        Map<String, String> reasons = new LinkedHashMap<>();
        for (ClauseOutcome c : e.outcome(title).clauses()) {
            reasons.put(c.clause().key(),
                    ClauseLabels.name(c.clause(), language) + language.labelSeparator() + c.progress().in(language.locale()));
        }
        for (SetAside s : e.setAside()) {
            EventResult r = standing.results().get(s.index());
            reasons.put("results[" + s.index() + "]",
                    r.event.name + language.labelSeparator() + s.reason().in(language.locale()));
        }
        return reasons;
    }
}
