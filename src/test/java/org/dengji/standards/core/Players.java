package org.dengji.standards.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Players for fixtures: {@code wang.placed(3).in(provincialChampionship(2025))},
 * {@code li.scored("6.5", 9).in(titleTournament("A").prescribing(MASTER, "0.6"))}.
 */
final class Players {

    static final LocalDate EVALUATED_ON = LocalDate.of(2025, 12, 31);

    private final Gender gender;
    private final List<PlayerResult> results = new ArrayList<>();
    private final Set<FideTitle> titles = EnumSet.noneOf(FideTitle.class);

    private Players(Gender gender) {
        this.gender = gender;
    }

    static Players man() {
        return new Players(Gender.MALE);
    }

    static Players woman() {
        return new Players(Gender.FEMALE);
    }

    /** A player whose sex is not recorded: no clause of either table can be chosen. */
    static Players sexNotRecorded() {
        return new Players(null);
    }

    /** A definite place. */
    Entry placed(int rank) {
        return new Entry(rank, true, null, null);
    }

    /** A shared or unknown place (第二条(二)). */
    Entry sharedPlace(int rank) {
        return new Entry(rank, false, null, null);
    }

    /** A score over games played (forfeits excluded), without a place. */
    Entry scored(String points, int games) {
        return new Entry(null, true, new BigDecimal(points), games);
    }

    Players holding(FideTitle... held) {
        titles.addAll(List.of(held));
        return this;
    }

    PlayerRecord record() {
        return new PlayerRecord(gender, titles, results);
    }

    Evaluation evaluatedAgainst(Standard standard) {
        return Evaluator.evaluate(standard, record(), EVALUATED_ON);
    }

    /** A result waiting for its event. */
    final class Entry {
        private final Integer rank;
        private final boolean definite;
        private final BigDecimal points;
        private final Integer games;

        private Entry(Integer rank, boolean definite, BigDecimal points, Integer games) {
            this.rank = rank;
            this.definite = definite;
            this.points = points;
            this.games = games;
        }

        Players in(Events.Event e) {
            results.add(new PlayerResult(e.key(), e.category(), e.section(), rank, definite, e.official(), e.endDate(),
                    points, games, e.rounds(), e.normRates(), e.level()));
            return Players.this;
        }
    }
}
