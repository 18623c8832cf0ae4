package org.dengji.registry.pages;

import io.quarkus.qute.RawString;
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

    /** A cell's score by its index ({@link #scoreIndex}). */
    private static final String[] SCORES = {"1", "½", "0", "+", "−"};

    /** The colours a cell can show: white, black, or none (a forfeit without colour). */
    private static final String[] COLOURS = {"w", "b", ""};

    /** Opponents below this have their cells kept once made ({@link #MADE}): every event's do. */
    private static final int KEPT_OPPONENTS = 1000;

    /**
     * The cells made so far, by opponent, colour and score: a 200-player page shows 1,800 cells, and making
     * each anew was a tenth of the page's time. A cell is an immutable string, so two threads making the same
     * one at once both store a correct value.
     */
    private static final String[] MADE = new String[KEPT_OPPONENTS * COLOURS.length * SCORES.length];

    /** A player's row; {@code cells} has one entry per round. */
    public record Row(int startNumber, PlayerName name, String registrationNo, String rank, String points,
            List<String> cells, int faultyGames, Language language) {

        /** The row as the page shows it: its name linked to the player's page, one {@code td} per round. */
        void appendHtml(StringBuilder html) {
            html.append("<tr><td>").append(startNumber).append("</td><td><a href=\"/players/");
            HtmlText.append(html, registrationNo).append("\">");
            name.appendHtml(html, language).append("</a>");
            if (faultyGames > 0) {
                html.append(" <span class=\"badge bad\">").append(faultyGames).append("</span>");
            }
            html.append("</td>");
            for (String c : cells) {
                HtmlText.append(html.append("<td>"), c).append("</td>");
            }
            HtmlText.append(html.append("<td>"), points).append("</td><td>");
            HtmlText.append(html, rank).append("</td></tr>\n");
        }
    }

    /**
     * The rows of the table's body, made in code: in a template, each of a 200-player table's 3,000 values
     * went through the engine's resolution on every view and took most of the page's time.
     */
    public RawString bodyHtml() {
        StringBuilder html = new StringBuilder(rows.size() * (160 + rounds.size() * 16));
        for (Row row : rows) {
            row.appendHtml(html);
        }
        return new RawString(html.toString());
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
        int score = scoreIndex(code);
        if (opponent == null) {
            return "—" + SCORES[score];
        }
        int shade = colour.equals("w") ? 0 : colour.equals("b") ? 1 : colour.equals("-") ? 2 : -1;
        if (shade < 0 || opponent < 0 || opponent >= KEPT_OPPONENTS) {
            return opponent + (colour.equals("-") ? "" : colour) + SCORES[score];
        }
        int slot = (opponent * COLOURS.length + shade) * SCORES.length + score;
        String made = MADE[slot];
        if (made == null) {
            made = opponent + COLOURS[shade] + SCORES[score];
            MADE[slot] = made;
        }
        return made;
    }

    private static int scoreIndex(RoundCode code) {
        return switch (code) {
            case WIN, SHORT_WIN, FULL_BYE, PAIRING_BYE -> 0;
            case DRAW, SHORT_DRAW, HALF_BYE -> 1;
            case LOSS, SHORT_LOSS, ZERO_BYE -> 2;
            case FORFEIT_WIN -> 3;
            case FORFEIT_LOSS -> 4;
        };
    }
}
