package org.dengji.ratings.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tables 8.1.1 and 8.1.2 of the FIDE Rating Regulations effective from 1 March 2024, row by row. */
class ScoreTablesTest {

    private final ScoreTables tables = RatingRules.fide2024().tables();

    /** Rows of table 8.1.2 as the text prints them: "D | PD H | PD L", at both edges of each row quoted. */
    @ParameterizedTest(name = "D {0}: H {1}, L {2}")
    @CsvSource({
        "0, 50, 50", "3, 50, 50", "4, 51, 49", "10, 51, 49", "11, 52, 48",
        "92, 63, 37", "98, 63, 37", "198, 76, 24", "206, 76, 24", "345, 89, 11", "357, 89, 11",
        "391, 91, 9", "392, 92, 8", "400, 92, 8", "411, 92, 8", "412, 93, 7",
        "620, 99, 1", "735, 99, 1", "736, 100, 0", "1200, 100, 0"})
    void higherAndLowerRatedPlayersReadTheirColumns(int difference, int higher, int lower) {
        assertEquals(higher, tables.expectedHundredths(difference));
        assertEquals(lower, tables.expectedHundredths(-difference));
    }

    /** "Thus, the two tables are effectively mirror-images" (8.1): PD(H) + PD(L) is always 1. */
    @Test
    void expectationsOfTheTwoPlayersSumToOne() {
        for (int difference = 0; difference <= 1000; difference++) {
            assertEquals(100, tables.expectedHundredths(difference) + tables.expectedHundredths(-difference));
        }
    }

    /**
     * The table is the normal distribution of rating differences with a standard deviation of 200√2 rounded to
     * hundredths: every row checked against it, so that a mistyped bound (216 for 261) would show.
     */
    @Test
    void tableFollowsTheNormalDistributionItWasDrawnFrom() {
        for (int difference = 0; difference <= 1000; difference++) {
            double normal = normalCdf(difference / (200 * Math.sqrt(2)));
            double table = tables.expectedHundredths(difference) / 100.0;
            assertTrue(Math.abs(table - normal) < 0.01, "D " + difference + ": " + table + " against " + normal);
        }
    }

    /** Rows of table 8.1.1 as printed: "p | dp". */
    @ParameterizedTest(name = "p .{0}: dp {1}")
    @CsvSource({"100, 800", "99, 677", "92, 401", "83, 273", "57, 50", "51, 7", "50, 0", "49, -7", "43, -50",
        "16, -284", "1, -677", "0, -800"})
    void fractionalScoreGivesTheDifferenceOfTable811(int percent, int dp) {
        assertEquals(dp, tables.dp(percent));
    }

    @Test
    void table811IsItsOwnMirror() {
        for (int percent = 0; percent <= 100; percent++) {
            assertEquals(-tables.dp(percent), tables.dp(100 - percent), "p ." + percent);
        }
    }

    @Test
    void misorderedTablesAreRefusedWithTheRowNamed() {
        ScoreTables broken = new ScoreTables(List.of(3, 10, 10), List.of(0, 1));
        List<String> problems = broken.problems().stream().map(RuleProblem::message).toList();
        assertTrue(problems.contains("table 8.1.2 row 3 ends at 10, not above the row before it"), problems.toString());
        assertTrue(problems.contains("table 8.1.1 has one dp for each p from .00 to 1.0 (101), found 2"),
                problems.toString());
    }

    private static double normalCdf(double x) {
        return 0.5 * (1 + erf(x / Math.sqrt(2)));
    }

    /** Abramowitz and Stegun 7.1.26, accurate to 1.5e-7, far inside the table's hundredths. */
    private static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        double value = 1 - poly * Math.exp(-x * x);
        return x >= 0 ? value : -value;
    }
}
