package org.dengji.registry.record;

import java.util.List;
import java.util.function.Supplier;
import org.dengji.authority.OrganisationLevel;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.PlayerRecord;
import org.dengji.standards.core.PlayerResult;

/**
 * A player's results as the evaluator reads them. The event key is the event's id, so repeated
 * placements count distinct events; points are those of games actually played (forfeits and byes
 * excluded), as norms are rates over games played.
 */
final class RecordBuilder {

    private RecordBuilder() {
    }

    static PlayerRecord of(Player player, List<EventResult> results) {
        return ofResults(player, results.stream().map(RecordBuilder::result).toList());
    }

    /** The record of {@code player} with {@code results} already read ({@link #result}). */
    static PlayerRecord ofResults(Player player, List<PlayerResult> results) {
        return new PlayerRecord(player.gender, player.fideTitles, results);
    }

    static PlayerResult result(EventResult r) {
        return result(r, () -> r.event.organiser.level);
    }

    /**
     * The result as the evaluator reads it; {@code organiserLevel} is asked only for an amateur grading
     * event, whose level is its organiser's (other categories imply theirs).
     */
    static PlayerResult result(EventResult r, Supplier<OrganisationLevel> organiserLevel) {
        Event e = r.event;
        EventLevel level = e.category == EventCategory.AMATEUR_GRADING ? level(organiserLevel.get()) : null;
        // A team event's individual ranks are informative (TRF26), so none is a definite place.
        return new PlayerResult("event-" + e.id, e.category, e.section, r.rankFrom, r.hasDefiniteRank() && !e.team,
                e.official,
                e.endDate, r.gamePoints, r.games, e.rounds, e.normRates(), level);
    }

    /** The level of an amateur grading event organised at {@code level}. */
    static EventLevel level(OrganisationLevel level) {
        return switch (level) {
            case NATIONAL, ASSOCIATION -> EventLevel.NATIONAL;
            case PROVINCIAL, INDUSTRY, PLAN_CITY -> EventLevel.PROVINCIAL;
            case PREFECTURE -> EventLevel.PREFECTURE;
            case COUNTY -> EventLevel.COUNTY;
        };
    }
}
