package org.dengji.ratings.report;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.dengji.ratings.core.RatingGame;
import org.dengji.ratings.core.Score;

/**
 * An unrated player's games against rated opponents in one event, as {@code rating_report_entry.pooled_games}
 * keeps them: {@code 1850:W,1720:D,1600:L}. Later events pool them toward the initial rating without reading
 * the event's rounds again.
 */
final class PooledGames {

    private PooledGames() {
    }

    static String write(List<RatingGame> games) {
        return games.stream().filter(RatingGame::opponentRated)
                .map(g -> g.opponentRating() + ":" + g.score().name().charAt(0)).collect(Collectors.joining(","));
    }

    static List<RatingGame> read(String text) {
        List<RatingGame> games = new ArrayList<>();
        if (text.isEmpty()) {
            return games;
        }
        for (String game : text.split(",")) {
            int colon = game.indexOf(':');
            games.add(RatingGame.against(Integer.parseInt(game.substring(0, colon)), score(game.charAt(colon + 1))));
        }
        return games;
    }

    private static Score score(char letter) {
        return switch (letter) {
            case 'W' -> Score.WIN;
            case 'D' -> Score.DRAW;
            case 'L' -> Score.LOSS;
            default -> throw new IllegalArgumentException("no score " + letter);
        };
    }
}
