package org.dengji.registry.pages;

import java.util.List;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.Game;
import org.dengji.registry.player.PlayerName;
import org.dengji.standards.core.Section;

/**
 * An event's page in one language: its facts in words, whether its games count for the national rating, the
 * standings, the crosstable and the games.
 */
public record EventPage(long id, String name, String category, boolean women, boolean official, String organiser,
        String city, String dates, int rounds, String status, List<EventResult> standings, Crosstable crosstable,
        List<GameLine> games, int faultyGames, boolean draft, String pointsSystem, boolean rated) {

    /** A game in the list, its check in words. */
    public record GameLine(long id, int round, int board, PlayerName white, PlayerName black, String result, String verdict,
            boolean faulty) {
    }

    public static EventPage of(Event e, List<EventResult> standings, List<EventResult> crosstable, List<Game> games,
            Language language) {
        String dates = (e.startDate == null ? "" : e.startDate + " – ") + e.endDate;
        List<GameLine> lines = games.stream().map(g -> new GameLine(g.id, g.round, g.board,
                g.white.player.names(), g.black.player.names(), g.result.replace("1/2", "½"),
                g.status.in(language.locale()), g.isFaulty())).toList();
        return new EventPage(e.id, e.name, e.category.in(language.locale()), e.section == Section.WOMEN,
                e.official, e.organiser.name(language), e.city, dates, e.rounds, e.status.in(language.locale()),
                standings, Crosstable.of(crosstable, e.rounds), lines, e.faultyGames, !e.status.isEvidence(),
                e.pointsSystem, e.rated);
    }
}
