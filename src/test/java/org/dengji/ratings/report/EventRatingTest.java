package org.dengji.ratings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.ratings.core.RatingCalculator;
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.Score;
import org.junit.jupiter.api.Test;

/**
 * One event's report from the reports before it, without a database: which rating a player starts from, the
 * initial rating reached at the rule set's minimum of games and not one game before, and changes that add up
 * to zero among players of one K.
 */
class EventRatingTest {

    private static final RatingRules FIDE = RatingRules.fide2024();
    private static final RatingCalculator CALCULATOR = new RatingCalculator(FIDE);
    private static final RatingHistory NEVER_RATED = RatingHistory.of(List.of(), "2025-06");

    private static RatedEvent.Participant player(long id, int start, Integer national, Integer fide,
            RatedEvent.Played... games) {
        return new RatedEvent.Participant(id, start, national, fide, null, List.of(games));
    }

    private static RatedEvent.Played game(int opponent, Score score) {
        return new RatedEvent.Played(opponent, score);
    }

    @Test
    void shouldStartFromTheNationalRatingTheFileGives() {
        assertEquals(1876, EventRating.startingRating(NEVER_RATED, player(1, 1, 1876, 2105), FIDE));
        assertEquals(1876, EventRating.startingRating(NEVER_RATED, player(1, 1, 1876, null), FIDE));
    }

    @Test
    void shouldLeaveUnratedAPlayerWithoutANationalRatingEvenWithAFideRating() {
        assertNull(EventRating.startingRating(NEVER_RATED, player(1, 1, null, null), FIDE));
        assertNull(EventRating.startingRating(NEVER_RATED, player(1, 1, null, 2105), FIDE));
    }

    @Test
    void shouldStartFromTheFideRatingOnlyWhereTheRuleSetSaysSo() {
        RatingRules national = FIDE.withFideRatingAsNational(true);
        assertEquals(2105, EventRating.startingRating(NEVER_RATED, player(1, 1, null, 2105), national));
        assertEquals(1876, EventRating.startingRating(NEVER_RATED, player(1, 1, 1876, 2105), national),
                "a national rating given still comes first");
        assertNull(EventRating.startingRating(NEVER_RATED, player(1, 1, null, null), national));
    }

    @Test
    void shouldTakeAGivenRatingFromTheFloorOn() {
        assertEquals(1400, EventRating.startingRating(NEVER_RATED, player(1, 1, 1400, null), FIDE));
        assertNull(EventRating.startingRating(NEVER_RATED, player(1, 1, 1399, null), FIDE));
    }

    @Test
    void shouldPreferTheReportsRatingAndNeverRestartAPlayerWhoFellBelowTheFloor() {
        RatingReportEntry may = entry("2025-05", 1850, 1862);
        assertEquals(1862, EventRating.startingRating(RatingHistory.of(List.of(may), "2025-06"),
                player(1, 1, 2000, null), FIDE));
        RatingReportEntry fell = entry("2025-05", 1410, null);
        assertNull(EventRating.startingRating(RatingHistory.of(List.of(fell), "2025-06"), player(1, 1, 2000, null),
                FIDE));
    }

    /**
     * An unrated player meets rated opponents over three months: 2 games in May, 2 in June (4: one short of the
     * 5 of 7.1.4), 1 in July. Ra = (1700 + 1800 + 1900 + 2000 + 1600 + 2 × 1800) / 7 = 1800; p = (3.5 + 1) / 7 =
     * 0.64, dp = 102 (8.1.1); Ru = 1902, on July's list and the rating August's event starts from.
     */
    @Test
    void shouldGiveTheInitialRatingAtTheMinimumOfGamesAndNotOneGameBefore() {
        Map<Long, List<RatingReportEntry>> ledger = new HashMap<>();
        long unrated = 100;
        RatingReportEntry may = againstRated(ledger, 1, LocalDate.of(2025, 5, 20), unrated,
                new int[] {1700, 1800}, Score.WIN, Score.LOSS);
        assertNull(may.ratingAfter);
        assertEquals(2, may.games);
        RatingReportEntry june = againstRated(ledger, 2, LocalDate.of(2025, 6, 20), unrated,
                new int[] {1900, 2000}, Score.DRAW, Score.WIN);
        assertNull(june.ratingAfter, "four games against rated opponents are one short");
        assertNull(june.ratingBefore);
        RatingReportEntry july = againstRated(ledger, 3, LocalDate.of(2025, 7, 20), unrated,
                new int[] {1600}, Score.WIN);
        assertNull(july.ratingBefore);
        assertEquals(1902, july.ratingAfter);
        RatingReportEntry august = againstRated(ledger, 4, LocalDate.of(2025, 8, 20), unrated,
                new int[] {1900}, Score.DRAW);
        assertEquals(1902, august.ratingBefore);
        assertEquals(40, august.k);
    }

    @Test
    void shouldNotCountGamesAgainstUnratedOpponentsTowardTheInitialRating() {
        Map<Long, List<RatingReportEntry>> ledger = new HashMap<>();
        againstRated(ledger, 1, LocalDate.of(2025, 5, 20), 100, new int[] {1700, 1800, 1900, 2000}, Score.WIN,
                Score.LOSS, Score.DRAW, Score.WIN);
        // the fifth game is against a player nobody rated: still four games
        RatedEvent june = new RatedEvent(2, LocalDate.of(2025, 6, 20), List.of(player(100, 1, null, null,
                game(2, Score.WIN)), player(900, 2, null, 2100, game(1, Score.LOSS))));
        RatingReportEntry entry = EventRating.rate(june, CALCULATOR, ledger).get(0);
        assertEquals(0, entry.games);
        assertNull(entry.ratingAfter);
    }

    @Test
    void shouldChangeRatingsOfOneKByAmountsThatAddUpToZero() {
        int[] ratings = {2000, 1950, 1880, 1700, 1620};
        List<RatedEvent.Participant> players = new ArrayList<>();
        Score[][] results = {
            {null, Score.WIN, Score.DRAW, Score.WIN, Score.LOSS},
            {Score.LOSS, null, Score.WIN, Score.DRAW, Score.WIN},
            {Score.DRAW, Score.LOSS, null, Score.WIN, Score.WIN},
            {Score.LOSS, Score.DRAW, Score.LOSS, null, Score.DRAW},
            {Score.WIN, Score.LOSS, Score.LOSS, Score.DRAW, null}};
        for (int p = 0; p < ratings.length; p++) {
            List<RatedEvent.Played> games = new ArrayList<>();
            for (int q = 0; q < ratings.length; q++) {
                if (results[p][q] != null) {
                    games.add(game(q + 1, results[p][q]));
                }
            }
            // an unrated sixth player meets everyone: those games are rated for nobody
            games.add(game(6, Score.WIN));
            players.add(player(200 + p, p + 1, ratings[p], null, games.toArray(RatedEvent.Played[]::new)));
        }
        players.add(player(299, 6, null, null));
        List<RatingReportEntry> entries = EventRating.rate(new RatedEvent(9, LocalDate.of(2025, 6, 12), players),
                CALCULATOR, new HashMap<>());
        BigDecimal sum = BigDecimal.ZERO;
        int rounded = 0;
        for (RatingReportEntry e : entries.subList(0, ratings.length)) {
            assertEquals(40, e.k);
            assertEquals(4, e.games);
            sum = sum.add(e.change);
            rounded += e.ratingAfter - e.ratingBefore;
        }
        assertEquals(0, sum.signum(), "exact changes: " + sum);
        assertTrue(Math.abs(rounded) <= ratings.length / 2, "rounded changes: " + rounded);
        assertTrue(entries.get(0).change.signum() != 0, "the event does change ratings");
    }

    /** An event of the unrated player against fresh opponents rated by the file, added to the ledger. */
    private static RatingReportEntry againstRated(Map<Long, List<RatingReportEntry>> ledger, long event,
            LocalDate end, long player, int[] opponents, Score... scores) {
        List<RatedEvent.Participant> players = new ArrayList<>();
        List<RatedEvent.Played> games = new ArrayList<>();
        for (int i = 0; i < opponents.length; i++) {
            games.add(game(i + 2, scores[i]));
            players.add(player(event * 1000 + i, i + 2, opponents[i], null, game(1, scores[i].reversed())));
        }
        players.add(0, player(player, 1, null, null, games.toArray(RatedEvent.Played[]::new)));
        List<RatingReportEntry> entries = EventRating.rate(new RatedEvent(event, end, players), CALCULATOR, ledger);
        entries.forEach(e -> ledger.computeIfAbsent(e.playerId, id -> new ArrayList<>()).add(e));
        return entries.get(0);
    }

    private static RatingReportEntry entry(String period, Integer before, Integer after) {
        RatingReportEntry e = new RatingReportEntry();
        e.eventId = 1;
        e.playerId = 1;
        e.period = period;
        e.endDate = LocalDate.parse(period + "-15");
        e.ratingBefore = before;
        e.ratingAfter = after;
        e.games = 5;
        e.k = 20;
        e.change = BigDecimal.ZERO;
        return e;
    }
}
