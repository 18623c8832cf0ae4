package org.dengji.registry.trf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;

/**
 * The consistency of a TRF crosstable, each failure an error on the line (and column) that shows
 * it: start numbers are unique; every opponent exists; every pairing is mirrored on the opponent's
 * line with the opposite colour and result; a player's points are the sum of the round results;
 * no rank puts a player with fewer points above one with more.
 */
final class TrfChecks {

    /** The points column (81–84) and the rank column (86–89). */
    private static final int POINTS_COLUMN = 81;
    private static final int RANK_COLUMN = 86;

    private TrfChecks() {
    }

    /**
     * @param pairingByePoints what a {@code U} bye scores where the file's 162 record says; null: a win
     */
    static List<ImportError> check(List<StandingsFile.Line> players, BigDecimal pairingByePoints) {
        List<ImportError> errors = new ArrayList<>();
        Map<Integer, StandingsFile.Line> byStart = new HashMap<>();
        for (StandingsFile.Line p : players) {
            StandingsFile.Line earlier = byStart.putIfAbsent(p.startNumber(), p);
            if (earlier != null) {
                errors.add(ImportError.at(p.line(), 5, "TRF_DUPLICATE_START_NUMBER", "Starting rank "
                        + p.startNumber() + " is already used on line " + earlier.line() + "."));
            }
        }
        for (StandingsFile.Line p : players) {
            points(p, pairingByePoints, errors);
            p.cells().stream().filter(c -> c.opponent() != null).forEach(c -> pairing(p, c, byStart, errors));
        }
        ranks(players, errors);
        return errors;
    }

    private static void points(StandingsFile.Line p, BigDecimal pairingByePoints, List<ImportError> errors) {
        BigDecimal sum = BigDecimal.ZERO.setScale(1);
        for (StandingsFile.Cell c : p.cells()) {
            boolean customBye = c.code() == RoundCode.PAIRING_BYE && pairingByePoints != null;
            sum = sum.add(customBye ? pairingByePoints : c.code().points());
        }
        if (sum.compareTo(p.points()) != 0) {
            errors.add(ImportError.at(p.line(), POINTS_COLUMN, "TRF_POINTS_MISMATCH", "Starting rank "
                    + p.startNumber() + " has " + p.points().toPlainString() + " points, but the round results add up to "
                    + sum.toPlainString() + "."));
        }
    }

    private static void pairing(StandingsFile.Line p, StandingsFile.Cell c, Map<Integer, StandingsFile.Line> byStart,
            List<ImportError> errors) {
        StandingsFile.Line o = byStart.get(c.opponent());
        String round = "Round " + c.round() + ": ";
        if (o == null) {
            errors.add(ImportError.at(p.line(), c.column(), "TRF_UNKNOWN_OPPONENT", round + "opponent "
                    + c.opponent() + " has no player record."));
            return;
        }
        if (o.startNumber() == p.startNumber()) {
            errors.add(ImportError.at(p.line(), c.column(), "TRF_SELF_PAIRING", round + "paired with themselves."));
            return;
        }
        StandingsFile.Cell back = o.cells().stream().filter(x -> x.round() == c.round()).findFirst().orElse(null);
        if (back == null || back.opponent() == null || back.opponent() != p.startNumber()) {
            String shows = back == null ? "no entry" : back.opponent() == null ? "no opponent"
                    : "opponent " + back.opponent();
            errors.add(ImportError.at(p.line(), c.column(), "TRF_UNMIRRORED_PAIRING", round + p.startNumber()
                    + " is paired with " + o.startNumber() + ", but line " + o.line() + " shows " + shows + "."));
            return;
        }
        if (p.startNumber() > o.startNumber()) {
            return; // the pair was compared from the other side
        }
        if (!oppositeColours(c.colour(), back.colour())) {
            errors.add(ImportError.at(p.line(), c.column() + 5, "TRF_UNMIRRORED_PAIRING", round + "both "
                    + p.startNumber() + " and " + o.startNumber() + " have colour '" + c.colour() + "'/'"
                    + back.colour() + "'."));
        }
        if (c.code().mirror() != back.code()) {
            errors.add(ImportError.at(p.line(), c.column() + 7, "TRF_UNMIRRORED_PAIRING", round + p.startNumber()
                    + " scored '" + c.code().code() + "' against " + o.startNumber() + ", who scored '"
                    + back.code().code() + "' (line " + o.line() + ")."));
        }
    }

    private static boolean oppositeColours(char a, char b) {
        return a == 'w' && b == 'b' || a == 'b' && b == 'w' || a == '-' && b == '-';
    }

    private static void ranks(List<StandingsFile.Line> players, List<ImportError> errors) {
        List<StandingsFile.Line> ranked = players.stream().filter(p -> p.rankFrom() != null)
                .sorted(Comparator.comparing(StandingsFile.Line::rankFrom)
                        .thenComparing(StandingsFile.Line::points, Comparator.reverseOrder()))
                .toList();
        for (int i = 1; i < ranked.size(); i++) {
            StandingsFile.Line above = ranked.get(i - 1);
            StandingsFile.Line below = ranked.get(i);
            if (above.rankFrom() < below.rankFrom() && above.points().compareTo(below.points()) < 0) {
                errors.add(ImportError.at(below.line(), RANK_COLUMN, "TRF_RANK_ORDER", "Rank " + below.rankFrom()
                        + " has " + below.points().toPlainString() + " points, more than rank " + above.rankFrom()
                        + " above it with " + above.points().toPlainString() + " (line " + above.line() + ")."));
            }
        }
    }
}
