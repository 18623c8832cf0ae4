package org.dengji.registry.pages;

import io.quarkus.qute.RawString;
import java.util.List;
import org.dengji.common.HtmlText;
import org.dengji.common.i18n.Language;
import org.dengji.registry.player.PlayerName;
import org.dengji.standards.core.Section;

/**
 * An event's page in one language: its facts in words, whether its games count for the national rating, the
 * standings, the crosstable and the games.
 */
public record EventPage(long id, String name, String category, boolean women, boolean official, String organiser,
        String city, String dates, int rounds, String status, List<Standing> standings, Crosstable crosstable,
        List<GameLine> games, int faultyGames, boolean draft, String pointsSystem, boolean rated) {

    /** A game in the list, its check in words. */
    public record GameLine(long id, int round, int board, PlayerName white, PlayerName black, String result, String verdict,
            boolean faulty, Language language) {

        /** The line as the page shows it, its result linked to the game's board. */
        void appendHtml(StringBuilder html, long eventId) {
            html.append(faulty ? "<tr class=\"faulty\"><td>" : "<tr><td>").append(round).append("</td><td>")
                    .append(board).append("</td><td>");
            white.appendHtml(html, language).append("</td><td>");
            black.appendHtml(html, language).append("</td><td><a href=\"/events/").append(eventId).append("/games/")
                    .append(id).append("\">");
            HtmlText.append(html, result).append("</a></td><td>");
            if (faulty) {
                HtmlText.append(html.append("<strong class=\"bad\">"), verdict).append("</strong>");
            } else {
                HtmlText.append(html, verdict);
            }
            html.append("</td></tr>\n");
        }
    }

    /** A line of the standings, its numbers in words. */
    public record Standing(String rankText, PlayerName name, String registrationNo, String points, String gamePoints,
            int games, Language language) {

        /** The line as the page shows it, the name linked to the player's page. */
        void appendHtml(StringBuilder html) {
            HtmlText.append(html.append("<tr><td>"), rankText).append("</td><td><a href=\"/players/");
            HtmlText.append(html, registrationNo).append("\">");
            name.appendHtml(html, language).append("</a></td><td class=\"code\">");
            HtmlText.append(html, registrationNo).append("</td><td>");
            HtmlText.append(html, points).append("</td><td>");
            HtmlText.append(html, gamePoints).append("</td><td>").append(games).append("</td></tr>\n");
        }
    }

    /**
     * The rows of the standings, made in code as the crosstable's are ({@link Crosstable#bodyHtml}): a table of
     * hundreds of players is one value for the template, not thousands.
     */
    public RawString standingsHtml() {
        StringBuilder html = new StringBuilder(standings.size() * 160);
        for (Standing s : standings) {
            s.appendHtml(html);
        }
        return new RawString(html.toString());
    }

    /** The rows of the list of games, made in code: an event of 200 players and 9 rounds has 900 of them. */
    public RawString gamesHtml() {
        StringBuilder html = new StringBuilder(games.size() * 200);
        for (GameLine g : games) {
            g.appendHtml(html, id);
        }
        return new RawString(html.toString());
    }

    /**
     * @param results the event's results in starting-rank order
     * @param crosstable their crosstable
     * @param organiser the organiser's name in {@code language}
     */
    public static EventPage of(EventFacts e, String organiser, List<EventPageReads.ResultRow> results, Crosstable crosstable,
            List<GameLine> games, Language language) {
        String dates = (e.startDate() == null ? "" : e.startDate() + " – ") + e.endDate();
        List<Standing> standings = EventPageReads.standings(results).stream().map(r -> new Standing(r.rankText(),
                r.name(), r.registrationNo(), r.points().stripTrailingZeros().toPlainString(),
                r.gamePoints().stripTrailingZeros().toPlainString(), r.games(), language)).toList();
        return new EventPage(e.id(), e.name(), e.category().in(language.locale()), e.section() == Section.WOMEN,
                e.official(), organiser, e.city(), dates, e.rounds(), e.status().in(language.locale()),
                standings, crosstable, games, e.faultyGames(), !e.isPublic(), e.pointsSystem(), e.rated());
    }
}
