package org.dengji.ratings.pages;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.dengji.ratings.report.RatingReads;
import org.dengji.ratings.report.RatingReportEntry;
import org.dengji.registry.event.Event;
import org.dengji.registry.player.PlayerName;

/**
 * An event's rating report as its page shows it: for each player, in starting-rank order, the rating before,
 * K, the rated opponents' average (whole points, as rating reports print it), the expected score, the score
 * and the change to one decimal, signed. A player unrated before the event has only the score.
 *
 * @param rated whether the event's games count for the rating at all
 */
public record ReportPage(long eventId, String eventName, boolean rated, List<Line> lines) {

    /** A player's line; every number but the score and the games is null for a player unrated before. */
    public record Line(String registrationNo, PlayerName name, Integer before, Integer k, String average,
            String expected, String score, int games, String change) {
    }

    public ReportPage {
        lines = List.copyOf(lines);
    }

    static ReportPage of(Event event, List<RatingReads.PlayerLine> report) {
        return new ReportPage(event.id, event.name, event.rated, report.stream().map(ReportPage::line).toList());
    }

    private static Line line(RatingReads.PlayerLine line) {
        RatingReportEntry e = line.entry();
        return new Line(line.player().registrationNo, PlayerName.of(line.player()), e.ratingBefore, e.k,
                e.opponentsAverage == null ? null : e.opponentsAverage.setScale(0, RoundingMode.HALF_UP).toPlainString(),
                e.expected == null ? null : e.expected.setScale(2, RoundingMode.HALF_UP).toPlainString(),
                e.score == null ? "0" : e.score.stripTrailingZeros().toPlainString(), e.games, signed(e.change));
    }

    /** The change to one decimal with its sign: +10.0, -9.6, 0.0. */
    static String signed(BigDecimal change) {
        if (change == null) {
            return null;
        }
        BigDecimal rounded = change.setScale(1, RoundingMode.HALF_UP);
        return rounded.signum() > 0 ? "+" + rounded.toPlainString() : rounded.toPlainString();
    }
}
