package org.dengji.standards.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * A standard's numbers that are not clauses.
 *
 * @param normMinGames minimum games (forfeits excluded) for a norm; 《国际象棋升级规则》 sets none, the migrated
 *     default 9 is FIDE's norm minimum
 * @param windowMonths months after an event's end within which its result counts (OUTSIDE_WINDOW);
 *     6 national, 3 amateur as migrated (the application window of the life cycle); see {@link #lastDayToApply}
 * @param internationalRates the standard's own norm rates for international events (第二条(三));
 *     seeded defaults are to be confirmed
 */
public record Parameters(int normMinGames, int windowMonths, List<NormRate> internationalRates) {

    public Parameters {
        internationalRates = List.copyOf(internationalRates);
    }

    /**
     * The last day on which a result of an event that ended on {@code end} still supports an
     * application: the same day of the month {@code windowMonths} later, or that month's last day
     * where it has no such day (an event ending 31 August, with 6 months, is applied for until the
     * end of February). The evaluator counts a result on exactly the days up to this one.
     */
    public LocalDate lastDayToApply(LocalDate end) {
        return end.plusMonths(windowMonths);
    }

    public Optional<BigDecimal> internationalRate(Title title, GenderScope scope) {
        return internationalRates.stream()
                .filter(r -> r.title() == title && r.scope() == scope)
                .map(NormRate::rate)
                .findFirst();
    }
}
