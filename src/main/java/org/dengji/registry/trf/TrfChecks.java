package org.dengji.registry.trf;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;

/**
 * The consistency of a TRF crosstable, each contradiction an error on the line (and column) that
 * shows it: start numbers are unique; every opponent exists; the two lines of a pairing name each
 * other, a played game with opposite colours and results that agree (a double forfeit, {@code -}
 * on both lines, is allowed: nobody scores and no game was played); a player's points are what the
 * round results score in the file's points system with its abnormal points (299); at least one game
 * was played; and, in an individual event, no rank puts a player with fewer points above one with
 * more, since ranks decide places and places decide titles. In a team event the players' points
 * and ranks are informative (TRF26: the player's own score), so neither is checked, and a forfeit
 * against an absent team need not be mirrored.
 */
final class TrfChecks {

    private final StandingsFile.Tournament tournament;
    private final PointsSystem points;
    private final List<AbnormalPoints> abnormal;
    private final List<ImportError> errors;
    private final List<ImportError> warnings;

    TrfChecks(StandingsFile.Tournament tournament, PointsSystem points, List<AbnormalPoints> abnormal,
            List<ImportError> errors, List<ImportError> warnings) {
        this.tournament = tournament;
        this.points = points;
        this.abnormal = abnormal;
        this.errors = errors;
        this.warnings = warnings;
    }

    void check(List<StandingsFile.Line> players) {
        Map<Integer, StandingsFile.Line> byStart = new HashMap<>();
        for (StandingsFile.Line p : players) {
            StandingsFile.Line earlier = byStart.putIfAbsent(p.startNumber(), p);
            if (earlier != null) {
                errors.add(ImportError.at(p.line(), 5, ImportCode.TRF_DUPLICATE_START_NUMBER, p.startNumber(),
                        earlier.line()));
            }
        }
        for (StandingsFile.Line p : players) {
            if (!tournament.team()) {
                points(p);
            }
            for (StandingsFile.Cell c : p.cells()) {
                if (c.opponent() != null) {
                    pairing(p, c, byStart);
                }
            }
        }
        if (players.stream().allMatch(p -> p.tally().games() == 0)) {
            errors.add(ImportError.line(players.get(0).line(), ImportCode.NO_GAMES_PLAYED));
        }
        if (!tournament.team()) {
            ranks(players);
        }
    }

    private void points(StandingsFile.Line p) {
        BigDecimal sum = BigDecimal.ZERO.setScale(1);
        for (StandingsFile.Cell c : p.cells()) {
            sum = sum.add(scored(p.startNumber(), c));
        }
        for (AbnormalPoints a : abnormal) {
            if (a.concerns(p.startNumber())) {
                sum = sum.add(a.bonus(tournament.rounds()));
            }
        }
        if (sum.compareTo(p.points()) != 0) {
            errors.add(ImportError.at(p.line(), TrfPlayerLines.POINTS_COLUMN, ImportCode.TRF_POINTS_MISMATCH,
                    p.startNumber(), p.points().toPlainString(), sum.toPlainString(), points.describe()));
        }
    }

    /** What a round scored: a typed 299 record for it, else the points system. */
    private BigDecimal scored(int startNumber, StandingsFile.Cell c) {
        for (int i = abnormal.size() - 1; i >= 0; i--) {
            AbnormalPoints a = abnormal.get(i);
            if (a.concerns(startNumber) && a.replaces(c.code(), c.round())) {
                return a.points();
            }
        }
        return points.points(c.code(), c.colour());
    }

    private void pairing(StandingsFile.Line p, StandingsFile.Cell c, Map<Integer, StandingsFile.Line> byStart) {
        StandingsFile.Line o = byStart.get(c.opponent());
        if (o == null) {
            errors.add(ImportError.at(p.line(), c.column(), ImportCode.TRF_UNKNOWN_OPPONENT, c.round(), c.opponent()));
            return;
        }
        if (o.startNumber() == p.startNumber()) {
            errors.add(ImportError.at(p.line(), c.column(), ImportCode.TRF_SELF_PAIRING, c.round()));
            return;
        }
        StandingsFile.Cell back = cellOf(o, c.round());
        boolean teamForfeit = tournament.team() && c.code().kind() == RoundCode.Kind.FORFEIT;
        if (back == null || back.opponent() == null || back.opponent() != p.startNumber()) {
            if (!teamForfeit) {
                String shows = back == null || back.opponent() == null ? "0000" : String.valueOf(back.opponent());
                errors.add(ImportError.at(p.line(), c.column(), ImportCode.TRF_UNMIRRORED_PAIRING, c.round(),
                        p.startNumber(), o.startNumber(), o.line(), shows));
            }
            return;
        }
        if (p.startNumber() < o.startNumber()) {
            compare(p, c, o, back); // each pair once, from its lower starting rank
        }
    }

    /** The line's cell of {@code round}, or null: a loop, as this is asked for every cell of the file. */
    private static StandingsFile.Cell cellOf(StandingsFile.Line line, int round) {
        for (StandingsFile.Cell c : line.cells()) {
            if (c.round() == round) {
                return c;
            }
        }
        return null;
    }

    private void compare(StandingsFile.Line p, StandingsFile.Cell c, StandingsFile.Line o, StandingsFile.Cell back) {
        boolean played = c.code().isGame() && back.code().isGame();
        if (played && !(c.colour() == 'w' && back.colour() == 'b' || c.colour() == 'b' && back.colour() == 'w')) {
            errors.add(ImportError.at(p.line(), c.column() + 5, ImportCode.TRF_COLOUR_MISMATCH, c.round(),
                    p.startNumber(), o.startNumber(), c.colour(), back.colour()));
        }
        boolean doubleForfeit = c.code() == RoundCode.FORFEIT_LOSS && back.code() == RoundCode.FORFEIT_LOSS;
        if (c.code().mirror() != back.code() && !doubleForfeit) {
            errors.add(ImportError.at(p.line(), c.column() + 7, ImportCode.TRF_RESULT_MISMATCH, c.round(),
                    p.startNumber(), c.code().code(), o.startNumber(), back.code().code(), o.line()));
        }
    }

    private void ranks(List<StandingsFile.Line> players) {
        List<StandingsFile.Line> ranked = players.stream().filter(p -> p.rankFrom() != null)
                .sorted(Comparator.comparing(StandingsFile.Line::rankFrom)
                        .thenComparing(StandingsFile.Line::points, Comparator.reverseOrder()))
                .toList();
        if (ranked.isEmpty()) {
            warnings.add(ImportError.line(players.get(0).line(), ImportCode.NO_RANKS));
        }
        for (int i = 1; i < ranked.size(); i++) {
            StandingsFile.Line above = ranked.get(i - 1);
            StandingsFile.Line below = ranked.get(i);
            if (above.rankFrom() < below.rankFrom() && above.points().compareTo(below.points()) < 0) {
                errors.add(ImportError.at(below.line(), TrfPlayerLines.RANK_COLUMN, ImportCode.TRF_RANK_ORDER,
                        below.rankFrom(), below.points().toPlainString(), above.rankFrom(),
                        above.points().toPlainString(), above.line()));
            }
        }
    }
}
