package org.dengji.ratings.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Among players of the same K, an event's changes sum to zero: each game's two expectations are mirror images
 * (8.1), the 400-point rule caps both sides alike, and the scores sum to one. Checked over random round-robins.
 */
class ZeroSumTest {

    private static final Score[] RESULTS = Score.values();

    private final RatingCalculator fide = new RatingCalculator(RatingRules.fide2024());

    @Test
    void changesInARoundRobinOfPlayersWithTheSameKSumToZero() {
        for (long seed = 1; seed <= 25; seed++) {
            Random random = new Random(seed);
            int size = 4 + random.nextInt(7);
            int[] ratings = random.ints(size, 1400, 2399).toArray();
            Score[][] crosstable = crosstable(random, size);
            BigDecimal sum = BigDecimal.ZERO;
            int rounded = 0;
            for (int player = 0; player < size; player++) {
                PeriodResult result = fide.rate(PlayerState.rated(ratings[player], 100, 1990, ratings[player]),
                        Games.MARCH_2024, List.of(new EventGames("RR", Games.MARCH_2024, row(ratings, crosstable, player))));
                assertEquals(20, result.k(), "seed " + seed);
                sum = sum.add(result.change());
                rounded += result.roundedChange();
            }
            assertEquals(0, sum.signum(), "seed " + seed + ": unrounded changes sum to " + sum);
            assertTrue(Math.abs(rounded) <= size / 2, "seed " + seed + ": rounded changes sum to " + rounded);
        }
    }

    private static Score[][] crosstable(Random random, int size) {
        Score[][] table = new Score[size][size];
        for (int i = 0; i < size; i++) {
            for (int j = i + 1; j < size; j++) {
                table[i][j] = RESULTS[random.nextInt(RESULTS.length)];
                table[j][i] = table[i][j].reversed();
            }
        }
        return table;
    }

    private static List<RatingGame> row(int[] ratings, Score[][] crosstable, int player) {
        List<RatingGame> games = new ArrayList<>();
        for (int opponent = 0; opponent < ratings.length; opponent++) {
            if (opponent != player) {
                games.add(RatingGame.against(ratings[opponent], crosstable[player][opponent]));
            }
        }
        return games;
    }
}
