package org.dengji.registry.pages;

import java.time.LocalDate;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.event.Game;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Section;

/**
 * What an event's page says of the event itself, read as a row ({@link EventPageReads#facts}) or from the entity.
 *
 * @param hasGames whether any game of the event was recorded: most events have none, and their pages need not ask
 */
public record EventFacts(long id, String name, EventCategory category, Section section, boolean official,
        long organiserId, String city, LocalDate startDate, LocalDate endDate, int rounds, EventStatus status,
        int faultyGames, String pointsSystem, boolean rated, boolean hasGames) {

    public static EventFacts of(Event e) {
        return new EventFacts(e.id, e.name, e.category, e.section, e.official, e.organiser.id, e.city, e.startDate,
                e.endDate, e.rounds, e.status, e.faultyGames, e.pointsSystem, e.rated, Game.count("event", e) > 0);
    }

    /** Published or locked: evidence, which anyone may read. */
    public boolean isPublic() {
        return status.isEvidence();
    }
}
