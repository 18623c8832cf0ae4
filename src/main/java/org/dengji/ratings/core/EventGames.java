package org.dengji.ratings.core;

import java.time.YearMonth;
import java.util.List;
import java.util.Objects;

/** A player's games in one event, with the rating period (month) the event is rated in. */
public record EventGames(String event, YearMonth period, List<RatingGame> games) {

    public EventGames {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(period, "period");
        games = List.copyOf(games);
    }

    /** The games against rated opponents, the only ones any rating calculation reads (8.2.2, 8.3.1). */
    public List<RatingGame> ratedGames() {
        return games.stream().filter(RatingGame::opponentRated).toList();
    }

    public EventGames withRatedGamesOnly() {
        return new EventGames(event, period, ratedGames());
    }

    int scoreHundredths() {
        return ratedGames().stream().mapToInt(game -> game.score().hundredths()).sum();
    }
}
