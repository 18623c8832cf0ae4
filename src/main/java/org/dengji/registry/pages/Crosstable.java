package org.dengji.registry.pages;

import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.event.RoundEntry;
import org.dengji.registry.player.PlayerName;

/**
 * The crosstable of an event as a page shows it: one row per player in starting-rank order, one
 * cell per round ("4w1": against starting rank 4 with white, won; a bye shows its points).
 */
public record Crosstable(List<Integer> rounds, List<Row> rows) {

    /** A player's row; {@code cells} has one entry per round. */
    public record Row(int startNumber, PlayerName name, String registrationNo, String rank, String points,
            List<String> cells, int faultyGames) {
    }

    public static Crosstable of(List<EventResult> results, int rounds) {
        int shown = Math.max(rounds, results.stream().mapToInt(r -> r.roundEntries.size()).max().orElse(0));
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= shown; i++) {
            numbers.add(i);
        }
        List<Row> rows = results.stream().map(r -> new Row(r.startNumber, r.player.names(),
                r.player.registrationNo, r.rankText(), r.points.stripTrailingZeros().toPlainString(), cells(r, shown),
                r.faultyGames)).toList();
        return new Crosstable(numbers, rows);
    }

    private static List<String> cells(EventResult r, int rounds) {
        String[] cells = new String[rounds];
        java.util.Arrays.fill(cells, "");
        for (RoundEntry e : r.roundEntries) {
            if (e.round >= 1 && e.round <= rounds) {
                cells[e.round - 1] = cell(e);
            }
        }
        return List.of(cells);
    }

    static String cell(RoundEntry e) {
        RoundCode code = e.roundCode();
        String score = switch (code) {
            case WIN, SHORT_WIN -> "1";
            case DRAW, SHORT_DRAW, HALF_BYE -> "½";
            case LOSS, SHORT_LOSS, ZERO_BYE -> "0";
            case FORFEIT_WIN -> "+";
            case FORFEIT_LOSS -> "−";
            case FULL_BYE, PAIRING_BYE -> "1";
        };
        if (e.opponent == null) {
            return "—" + score;
        }
        return e.opponent + (e.colour.equals("-") ? "" : e.colour) + score;
    }
}
