package org.dengji.registry.event;

import java.math.BigDecimal;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * Applies a correction's values, refusing a shared place that ends before it starts and points that
 * games played, forfeits and byes cannot give.
 */
final class Corrections {

    private Corrections() {
    }

    static void applyEvent(Event e, CorrectionRequest request) {
        if (request.name() != null) {
            e.name = request.name().strip();
        }
        if (request.endDate() != null) {
            e.endDate = request.endDate();
        }
        if (request.official() != null) {
            e.official = request.official();
        }
    }

    static void applyResult(EventResult r, CorrectionRequest.ResultCorrection c) {
        Integer to = c.rankTo() != null ? c.rankTo() : c.rank();
        if (c.rank() == null && c.rankTo() != null || to != null && to < c.rank()) {
            throw Failure.invalid("BAD_RANK", "Starting rank " + c.startNumber() + ": a place range must run from"
                    + " rank up to rankTo.", Violation.field("results", "rankTo before rank"));
        }
        // Forfeits and byes are not games: the points they gave stay as they were, and the rest of
        // the corrected points are points from games played, which the norms are rates over.
        BigDecimal notFromGames = r.points.subtract(r.gamePoints);
        BigDecimal fromGames = c.points().setScale(1).subtract(notFromGames);
        if (fromGames.signum() < 0 || fromGames.compareTo(BigDecimal.valueOf(c.games())) > 0) {
            throw Failure.invalid("BAD_POINTS", "Starting rank " + c.startNumber() + ": " + c.points().setScale(1)
                    + " points do not fit " + c.games() + " games played and " + notFromGames
                    + " points from forfeits and byes.", Violation.field("results", "points out of range"));
        }
        r.rankFrom = c.rank();
        r.rankTo = to;
        r.points = c.points().setScale(1);
        r.gamePoints = fromGames;
        r.games = c.games();
    }
}
