package org.dengji.ratings.core;

import java.time.YearMonth;
import java.util.List;

/** Fixtures that read like a crosstable row: {@code event("Open", won(2100), drew(2000), lost(1800))}. */
final class Games {

    static final YearMonth MARCH_2024 = YearMonth.of(2024, 3);

    private Games() {
    }

    static RatingGame won(int opponent) {
        return RatingGame.against(opponent, Score.WIN);
    }

    static RatingGame drew(int opponent) {
        return RatingGame.against(opponent, Score.DRAW);
    }

    static RatingGame lost(int opponent) {
        return RatingGame.against(opponent, Score.LOSS);
    }

    static RatingGame wonAgainstUnrated() {
        return RatingGame.againstUnrated(Score.WIN);
    }

    static EventGames event(String name, RatingGame... games) {
        return new EventGames(name, MARCH_2024, List.of(games));
    }

    static EventGames event(String name, YearMonth period, RatingGame... games) {
        return new EventGames(name, period, List.of(games));
    }
}
