package org.dengji.registry.event;

import java.math.BigDecimal;
import java.time.LocalDate;

/** The event API's response shapes. Public: no birth date, no identity number. */
public final class EventViews {

    private EventViews() {
    }

    /**
     * One line of the standings, in rank order; {@code rank} null where the file gives none (blank or
     * 0: a withdrawn player). {@code points} are as the file states them, in its own points system
     * (3 for a win where it counts 3/1/0); {@code gamePoints} are the points of the games played,
     * counted 1, ½, 0, which is what score rates are made of.
     */
    public record Standing(Integer rank, Integer rankTo, int startNumber, String name, String registrationNo,
            BigDecimal points, BigDecimal gamePoints, int games, int faultyGames) {
        public static Standing of(EventResult r) {
            return new Standing(r.rankFrom, r.rankTo, r.startNumber, r.player.displayName(),
                    r.player.registrationNo, r.points, r.gamePoints, r.games, r.faultyGames);
        }
    }

    /** An event as the API shows it. */
    public record Summary(long id, String name, String category, String categoryZh, String categoryEn,
            String section, String organisation, String city, LocalDate startDate, LocalDate endDate, int rounds,
            Integer announcedRounds, String pointsSystem, boolean team, boolean official, String status,
            int faultyGames) {
        public static Summary of(Event e) {
            return new Summary(e.id, e.name, e.category.name(), e.category.zh(), e.category.en(), e.section.name(),
                    e.organiser.unitCode, e.city, e.startDate, e.endDate, e.rounds, e.announcedRounds, e.pointsSystem,
                    e.team, e.official, e.status.name(), e.faultyGames);
        }
    }
}
