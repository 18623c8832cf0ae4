package org.dengji.ratings.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.YearMonth;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The chart writes its coordinates by hand: they must read as {@code %.1f} wrote them, halves and all. */
class RatingChartTest {

    @Test
    void shouldWriteEveryCoordinateAsTheFormatterDid() {
        Random random = new Random(20261206);
        double[] halves = {0.05, 0.15, 0.25, 1.05, 2.45, 48.05, 123.45, 171.95, 343.95};
        for (double value : halves) {
            assertEquals(String.format(Locale.ROOT, "%.1f", value), RatingChart.tenths(new StringBuilder(), value)
                    .toString(), "at " + value);
        }
        for (int i = 0; i < 200_000; i++) {
            double value = random.nextDouble() * RatingChart.WIDTH;
            assertEquals(String.format(Locale.ROOT, "%.1f", value), RatingChart.tenths(new StringBuilder(), value)
                    .toString(), "at " + value);
        }
    }

    @Test
    void shouldDrawTheRatedMonthsWithTheirRatingsAndBreakTheLineWhereUnrated() {
        List<RatingChart.Point> points = List.of(new RatingChart.Point(YearMonth.of(2024, 1), 1800),
                new RatingChart.Point(YearMonth.of(2024, 3), 1850), new RatingChart.Point(YearMonth.of(2024, 4), null),
                new RatingChart.Point(YearMonth.of(2024, 6), 1900), new RatingChart.Point(YearMonth.of(2024, 7), 1880));
        String svg = RatingChart.svg(points, new RatingChart.Words("王伟 <rating>", "d", "r", "m"), "c");
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 360 220\""), svg);
        assertTrue(svg.contains("<title id=\"c-title\">王伟 &lt;rating&gt;</title>"), svg);
        assertEquals(2, svg.split("<polyline ", -1).length - 1, "two runs of rated months");
        assertEquals(4, svg.split("<circle ", -1).length - 1, "a dot on every rated month");
        assertTrue(svg.contains("<title>2024-06: 1900</title>"), svg);
        assertTrue(svg.contains("<circle cx=\"48.0\" cy=\""), "the first month on the rating axis: " + svg);
    }
}
