package org.dengji.registry.event;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * Applies a correction's values, with the checks an import makes of the same values: an end date
 * not before the start, a place within the number of players and a shared place that does not end
 * before it starts, no more games than rounds, points that games played, forfeits and byes can give,
 * and each starting rank corrected once.
 */
final class Corrections {

    private Corrections() {
    }

    static void applyEvent(Event e, CorrectionRequest request) {
        if (request.name() != null) {
            e.name = request.name().strip();
        }
        if (request.endDate() != null) {
            if (e.startDate != null && request.endDate().isBefore(e.startDate)) {
                throw Failure.invalid("DATES_REVERSED", "The end date " + request.endDate() + " is before the start, "
                        + e.startDate + ".", Violation.field("endDate", "before the start"));
            }
            e.endDate = request.endDate();
        }
        if (request.official() != null) {
            e.official = request.official();
        }
    }

    /** Refuses a correction that names one starting rank twice: which of its values would hold? */
    static void requireOncePerStartNumber(List<CorrectionRequest.ResultCorrection> results) {
        Set<Integer> seen = new HashSet<>();
        for (CorrectionRequest.ResultCorrection c : results) {
            if (!seen.add(c.startNumber())) {
                throw Failure.invalid("DUPLICATE_START_NUMBER", "Starting rank " + c.startNumber()
                        + " is corrected twice.", Violation.field("results", "starting rank twice"));
            }
        }
    }

    static void applyResult(Event e, long players, EventResult r, CorrectionRequest.ResultCorrection c) {
        Integer to = c.rankTo() != null ? c.rankTo() : c.rank();
        if (c.rank() == null && c.rankTo() != null || to != null && (to < c.rank() || to > players)) {
            throw Failure.invalid("BAD_RANK", "Starting rank " + c.startNumber() + ": a place runs from rank up to"
                    + " rankTo, within the event's " + players + " players.", Violation.field("results", "bad place"));
        }
        if (c.games() > e.rounds) {
            throw Failure.invalid("BAD_GAMES", "Starting rank " + c.startNumber() + ": " + c.games() + " games in an"
                    + " event of " + e.rounds + " rounds.", Violation.field("results", "more games than rounds"));
        }
        BigDecimal fromGames = e.pointsSystem == null ? standardGamePoints(r, c) : ownGamePoints(e, r, c);
        r.rankFrom = c.rank();
        r.rankTo = to;
        r.points = c.points().setScale(1);
        r.gamePoints = fromGames;
        r.games = c.games();
    }

    /**
     * Points counted 1, ½, 0: forfeits and byes are not games, so the points they gave stay as they
     * were, and the rest of the corrected points are points from games played, which the norms are
     * rates over.
     */
    private static BigDecimal standardGamePoints(EventResult r, CorrectionRequest.ResultCorrection c) {
        BigDecimal notFromGames = r.points.subtract(r.gamePoints);
        BigDecimal fromGames = c.points().setScale(1).subtract(notFromGames);
        if (fromGames.signum() < 0 || fromGames.compareTo(BigDecimal.valueOf(c.games())) > 0) {
            throw badPoints(c, c.points().setScale(1) + " points do not fit " + c.games() + " games played and "
                    + notFromGames + " points from forfeits and byes.");
        }
        return fromGames;
    }

    /**
     * In an event that counts points its own way, the corrected points may be at most what every round
     * won gives, and the points of the games played (counted 1, ½, 0) are given, or kept.
     */
    private static BigDecimal ownGamePoints(Event e, EventResult r, CorrectionRequest.ResultCorrection c) {
        BigDecimal most = e.mostPerRound().multiply(BigDecimal.valueOf(e.rounds));
        if (c.points().compareTo(most) > 0) {
            throw badPoints(c, c.points().setScale(1) + " points are more than " + e.rounds + " rounds can give.");
        }
        BigDecimal fromGames = c.gamePoints() != null ? c.gamePoints().setScale(1) : r.gamePoints;
        if (fromGames.compareTo(BigDecimal.valueOf(c.games())) > 0) {
            throw badPoints(c, fromGames + " game points do not fit " + c.games() + " games played.");
        }
        return fromGames;
    }

    private static Failure badPoints(CorrectionRequest.ResultCorrection c, String why) {
        return Failure.invalid("BAD_POINTS", "Starting rank " + c.startNumber() + ": " + why,
                Violation.field("results", "points out of range"));
    }
}
