package org.dengji.registry.pages;

import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateData;
import java.util.ArrayList;
import java.util.List;
import org.dengji.common.HtmlText;
import org.dengji.common.i18n.Language;
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
    @TemplateData
    public record Row(int startNumber, PlayerName name, String registrationNo, String rank, String points,
            List<String> cells, int faultyGames, Language language) {

        /** The name as the page's language shows it ({@link PlayerName#html}), asked of the row with no parameter. */
        public RawString nameHtml() {
            return name.html(language);
        }

        /** The cells as the page shows them, one {@code td} each: a row of 9 rounds is one value, not 9. */
        public RawString cellsHtml() {
            StringBuilder html = new StringBuilder(cells.size() * 24);
            for (String c : cells) {
                html.append("<td class=\"cell\">").append(HtmlText.escape(c)).append("</td>");
            }
            return new RawString(html.toString());
        }
    }

    public static Crosstable of(List<EventResult> results, int rounds, Language language) {
        int shown = Math.max(rounds, results.stream().mapToInt(r -> r.roundEntries().size()).max().orElse(0));
        List<Row> rows = results.stream().map(r -> new Row(r.startNumber, r.player.names(),
                r.player.registrationNo, r.rankText(), r.points.stripTrailingZeros().toPlainString(),
                cells(r.roundEntries(), shown),
                r.faultyGames, language)).toList();
        return new Crosstable(numbers(shown), rows);
    }

    /** The crosstable of an event's results as its page reads them ({@link EventPageReads}), in starting-rank order. */
    public static Crosstable ofRows(List<EventPageReads.ResultRow> results, int rounds, Language language) {
        int shown = Math.max(rounds, results.stream().mapToInt(r -> r.rounds().size()).max().orElse(0));
        List<Row> rows = new ArrayList<>(results.size());
        for (EventPageReads.ResultRow r : results) {
            rows.add(new Row(r.startNumber(), r.name(), r.registrationNo(), r.rankText(),
                    r.points().stripTrailingZeros().toPlainString(), cells(r.rounds(), shown), r.faultyGames(), language));
        }
        return new Crosstable(numbers(shown), rows);
    }

    private static List<Integer> numbers(int shown) {
        List<Integer> numbers = new ArrayList<>(shown);
        for (int i = 1; i <= shown; i++) {
            numbers.add(i);
        }
        return numbers;
    }

    private static List<String> cells(List<RoundEntry> entries, int rounds) {
        String[] cells = new String[rounds];
        java.util.Arrays.fill(cells, "");
        for (RoundEntry e : entries) {
            if (e.round() >= 1 && e.round() <= rounds) {
                cells[e.round() - 1] = cell(e);
            }
        }
        return List.of(cells);
    }

    static String cell(RoundEntry e) {
        return cell(e.roundCode(), e.opponent(), e.colour());
    }

    private static String cell(RoundCode code, Integer opponent, String colour) {
        String score = switch (code) {
            case WIN, SHORT_WIN -> "1";
            case DRAW, SHORT_DRAW, HALF_BYE -> "½";
            case LOSS, SHORT_LOSS, ZERO_BYE -> "0";
            case FORFEIT_WIN -> "+";
            case FORFEIT_LOSS -> "−";
            case FULL_BYE, PAIRING_BYE -> "1";
        };
        if (opponent == null) {
            return "—" + score;
        }
        return opponent + (colour.equals("-") ? "" : colour) + score;
    }
}
