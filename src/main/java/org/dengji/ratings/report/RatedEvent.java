package org.dengji.ratings.report;

import java.time.LocalDate;
import java.util.List;
import org.dengji.ratings.core.Score;

/**
 * A rated event as a rating run reads it: its end date and each player's played games.
 *
 * @param participants in starting-rank order
 */
record RatedEvent(long id, LocalDate endDate, List<Participant> participants) {

    /**
     * A player of the event.
     *
     * @param nationalRating the national rating the event's file gave, or null
     * @param fideRating the FIDE rating the event's file gave, or null
     * @param games the played games (no forfeit, bye or game of less than one move)
     */
    record Participant(long playerId, int startNumber, Integer nationalRating, Integer fideRating, Integer birthYear,
            List<Played> games) {
    }

    /** A played game: the opponent's starting rank and this player's score. */
    record Played(int opponent, Score score) {
    }
}
