package org.dengji.registry.record;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.Evaluator;
import org.dengji.standards.core.PlayerRecord;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.Track;
import org.dengji.standards.eligibility.Eligibility;
import org.dengji.standards.version.ApprovalAuthority;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;
import org.dengji.standards.version.StandardsInForce;

/**
 * What a player's published record qualifies for: the published and locked results (drafts are
 * never evidence), evaluated against the standard in force today or a named published version.
 * Evaluations are kept by everything the answer depends on — the player, the version of their record
 * (moved on whenever an event of theirs is published, locked or corrected, by any instance), the
 * standard version and the day — so a kept evaluation is never stale, only left to be evicted: safe
 * to share between requests and instances without forgetting anything.
 */
@ApplicationScoped
public class PlayerRecords {

    /** Assembled standards kept, the least used going first (a handful are published at any time). */
    static final int STANDARDS_KEPT = 64;
    /** Evaluations kept, the least used going first. */
    static final int EVALUATIONS_KEPT = 100_000;

    private static final List<EventStatus> PUBLISHED = List.of(EventStatus.PUBLISHED, EventStatus.LOCKED);

    private final StandardStore store;
    private final StandardsInForce inForce;
    private final ApprovalAuthority approvals;
    private final Clock clock;
    /** Published versions are immutable, so their assembled form is kept by code. */
    private final Cache<String, Standard> loaded = Caffeine.newBuilder().maximumSize(STANDARDS_KEPT).build();
    private final Cache<EvaluationKey, Evaluation> evaluations = Caffeine.newBuilder()
            .maximumSize(EVALUATIONS_KEPT).build();

    private record EvaluationKey(long playerId, long recordVersion, String standard, LocalDate on) {
    }

    public PlayerRecords(StandardStore store, StandardsInForce inForce, ApprovalAuthority approvals, Clock clock) {
        this.store = store;
        this.inForce = inForce;
        this.approvals = approvals;
        this.clock = clock;
    }

    /** The published results of a player, oldest first (by a named query: translated once, not per call). */
    public List<EventResult> publishedResults(Player player) {
        return EventResult.getEntityManager().createNamedQuery(EventResult.PUBLISHED_OF_PLAYER, EventResult.class)
                .setParameter("player", player).setParameter("statuses", PUBLISHED).getResultList();
    }

    /**
     * The national standard in force today, kept in memory until a publication; 404
     * {@code NO_STANDARD_IN_FORCE} when there is none.
     */
    public StandardEntity inForceToday() {
        return choose(null, LocalDate.now(clock));
    }

    /** The assembled form of a published version, kept by code. */
    Standard standard(StandardEntity version) {
        return loaded.get(version.code, c -> store.load(version));
    }

    /** The evaluation of the player's published record on today's date: the named version, else the one in force. */
    public PlayerStanding standing(Player player, String standardCode) {
        return standingUnder(player, choose(standardCode, LocalDate.now(clock)));
    }

    /**
     * The evaluation of the player's published record on today's date under {@code version}, a
     * published version (its assembled form is kept by code).
     */
    public PlayerStanding standingUnder(Player player, StandardEntity version) {
        List<EventResult> results = publishedResults(player);
        return evaluated(player, results, RecordBuilder.of(player, results), version);
    }

    /**
     * What {@link #standing} answers for the player numbered {@code registrationNo}, in one statement when
     * the player has published results: the player and the results are read together, the standard in
     * force is kept in memory ({@link StandardsInForce}), and so are a named version's assembled form, its
     * bodies to apply to and the evaluation. A number with no published results (a new record, one
     * merged away, one nobody has) is looked up by {@code lookUp}, which follows merges and refuses
     * with 404, and then read as {@link #standing} reads it.
     */
    public PlayerStanding standingOf(String registrationNo, String standardCode, Function<String, Player> lookUp) {
        List<Object[]> rows = EventResult.getEntityManager().createNamedQuery(EventResult.PUBLISHED_OF_NUMBER,
                Object[].class).setParameter("no", registrationNo.strip().toUpperCase(Locale.ROOT)).getResultList();
        if (rows.isEmpty()) {
            return standing(lookUp.apply(registrationNo), standardCode);
        }
        StandardEntity version = choose(standardCode, LocalDate.now(clock));
        List<EventResult> results = new ArrayList<>(rows.size());
        List<PlayerResult> read = new ArrayList<>(rows.size());
        for (Object[] row : rows) {
            EventResult r = (EventResult) row[0];
            results.add(r);
            read.add(RecordBuilder.result(r, () -> (OrganisationLevel) row[1]));
        }
        Player player = results.get(0).player;
        return evaluated(player, results, RecordBuilder.ofResults(player, read), version);
    }

    private PlayerStanding evaluated(Player player, List<EventResult> results, PlayerRecord record,
            StandardEntity version) {
        LocalDate today = LocalDate.now(clock);
        Standard standard = standard(version);
        EvaluationKey key = new EvaluationKey(player.id, player.recordVersion, version.code, today);
        Evaluation evaluation = evaluations.get(key, k -> Evaluator.evaluate(standard, record, today));
        return new PlayerStanding(player, results, new Eligibility(evaluation, record, approvals.bodies(version)),
                standard);
    }

    /** The player's published record as their page shows it, evaluated on today's date under the standard in force. */
    public PublishedRecord publishedRecord(Player player) {
        LocalDate today = LocalDate.now(clock);
        StandardEntity version = choose(null, today);
        Standard standard = standard(version);
        PublishedRecord.Read read = PublishedRecord.read(EventResult.getEntityManager(), player.id);
        EvaluationKey key = new EvaluationKey(player.id, player.recordVersion, version.code, today);
        Evaluation evaluation = evaluations.get(key, k -> Evaluator.evaluate(standard,
                new PlayerRecord(player.gender, player.fideTitles, read.results()), today));
        return new PublishedRecord(read.lines(), evaluation, standard);
    }

    private StandardEntity choose(String code, LocalDate today) {
        if (code == null || code.isBlank()) {
            return inForce.on(Track.NATIONAL, today).orElseThrow(() -> Failure.notFound("NO_STANDARD_IN_FORCE",
                    "No national standard is in force on " + today + "."));
        }
        StandardEntity chosen = store.find(code.strip()).orElseThrow(() -> Failure.invalid("UNKNOWN_STANDARD",
                "There is no standard " + code + ".", Violation.field("standard", "no such standard")));
        if (chosen.isDraft()) {
            throw Failure.invalid("UNKNOWN_STANDARD", "The standard " + code + " is a draft, not published.",
                    Violation.field("standard", "not published"));
        }
        return chosen;
    }
}
