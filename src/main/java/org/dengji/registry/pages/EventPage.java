package org.dengji.registry.pages;

import io.quarkus.qute.RawString;
import java.util.List;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.Event;
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

        public RawString whiteHtml() {
            return white.html(language);
        }

        public RawString blackHtml() {
            return black.html(language);
        }
    }

    /** A line of the standings, its numbers in words. */
    public record Standing(String rankText, PlayerName name, String registrationNo, String points, String gamePoints,
            int games, Language language) {

        /** The name as the page's language shows it ({@link PlayerName#html}), asked with no parameter. */
        public RawString nameHtml() {
            return name.html(language);
        }
    }

    /**
     * @param results the event's results in starting-rank order
     * @param crosstable their crosstable
     * @param organiser the organiser's name in {@code language}
     */
    public static EventPage of(Event e, String organiser, List<EventPageReads.ResultRow> results, Crosstable crosstable,
            List<GameLine> games, Language language) {
        String dates = (e.startDate == null ? "" : e.startDate + " – ") + e.endDate;
        List<Standing> standings = EventPageReads.standings(results).stream().map(r -> new Standing(r.rankText(),
                r.name(), r.registrationNo(), r.points().stripTrailingZeros().toPlainString(),
                r.gamePoints().stripTrailingZeros().toPlainString(), r.games(), language)).toList();
        return new EventPage(e.id, e.name, e.category.in(language.locale()), e.section == Section.WOMEN,
                e.official, organiser, e.city, dates, e.rounds, e.status.in(language.locale()),
                standings, crosstable, games, e.faultyGames, !e.status.isEvidence(), e.pointsSystem, e.rated);
    }
}
