package org.dengji.registry.trf;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;

/**
 * A TRF26 abnormal points assignment ({@code 299 T MMMM GGGG RRR IIII IIII …}): type at column 5,
 * match points at 8–11, game (or individual) points at 14–17, the round at 20–22 ({@code 000} or
 * blank: every round) and the starting ranks it applies to from column 24, four columns each with
 * a blank between (none: every player). A blank type is a bonus or a penalty added to a player's
 * points; a type ({@code W D L F H Z + -}) gives the results of that kind the points named instead
 * of what the points system gives them. Only the individual points matter here: a record that sets
 * match points alone is about teams.
 *
 * @param type the type, or a blank for a bonus or penalty
 * @param round the round, or 0 for every round
 * @param players the starting ranks, empty for every player
 */
record AbnormalPoints(char type, BigDecimal points, int round, List<Integer> players) {

    /** The record on {@code line}, or null (and an error) when it cannot be read. */
    static AbnormalPoints read(TrfLine line, List<ImportError> errors) {
        char type = (char) Character.toUpperCase(line.at(5));
        if ("WDLFHZ+- ".indexOf(type) < 0) {
            return fail(line, "type '" + type + "'", errors);
        }
        String points = line.field(14, 17);
        String round = line.field(20, 22);
        BigDecimal value = null;
        try {
            value = points.isEmpty() ? null : new BigDecimal(points).setScale(1, RoundingMode.HALF_UP);
        } catch (NumberFormatException e) {
            return fail(line, "points '" + points + "'", errors);
        }
        if (!round.isEmpty() && !round.matches("\\d{1,3}")) {
            return fail(line, "round '" + round + "'", errors);
        }
        List<Integer> players = new ArrayList<>();
        for (int col = 24; col <= line.length(); col += 5) {
            String id = line.field(col, col + 3);
            if (!id.isEmpty() && !id.matches("\\d{1,4}")) {
                return fail(line, "starting rank '" + id + "'", errors);
            }
            if (!id.isEmpty() && Integer.parseInt(id) > 0) {
                players.add(Integer.parseInt(id));
            }
        }
        return value == null ? null
                : new AbnormalPoints(type, value, round.isEmpty() ? 0 : Integer.parseInt(round), List.copyOf(players));
    }

    boolean concerns(int startNumber) {
        return players.isEmpty() || players.contains(startNumber);
    }

    /** Whether a typed record replaces what a round with {@code code} scores. */
    boolean replaces(RoundCode code, int inRound) {
        if (type == ' ' || round != 0 && round != inRound) {
            return false;
        }
        return switch (type) {
            case 'W' -> code == RoundCode.WIN || code == RoundCode.SHORT_WIN;
            case 'D' -> code == RoundCode.DRAW || code == RoundCode.SHORT_DRAW;
            case 'L' -> code == RoundCode.LOSS || code == RoundCode.SHORT_LOSS;
            case 'F' -> code == RoundCode.FULL_BYE;
            case 'H' -> code == RoundCode.HALF_BYE;
            case 'Z' -> code == RoundCode.ZERO_BYE;
            case '+' -> code == RoundCode.FORFEIT_WIN;
            case '-' -> code == RoundCode.FORFEIT_LOSS;
            default -> false;
        };
    }

    /**
     * The bonus or penalty a blank-type record gives a player in a file of {@code rounds} rounds:
     * once for its round, or once per round when it names none (as bbpPairings reads it).
     */
    BigDecimal bonus(int rounds) {
        if (type != ' ') {
            return BigDecimal.ZERO;
        }
        return round == 0 ? points.multiply(BigDecimal.valueOf(rounds)) : round <= rounds ? points : BigDecimal.ZERO;
    }

    private static AbnormalPoints fail(TrfLine line, String what, List<ImportError> errors) {
        errors.add(ImportError.line(line.number, ImportCode.TRF_BAD_ABNORMAL_POINTS, what));
        return null;
    }
}
