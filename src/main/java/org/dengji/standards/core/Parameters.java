package org.dengji.standards.core;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * A standard's numbers that are not clauses.
 *
 * @param normMinGames minimum games (forfeits excluded) for a norm; the seed sets none, the seeded
 *     default 9 is FIDE's norm minimum
 * @param windowMonths months after an event's end within which its result counts (OUTSIDE_WINDOW);
 *     seeded 6 national, 3 amateur (DESIGN.md, application life cycle)
 * @param internationalRates the standard's own norm rates for international events (第二条(三));
 *     seeded defaults are to be confirmed
 */
public record Parameters(int normMinGames, int windowMonths, List<NormRate> internationalRates) {

    public Parameters {
        internationalRates = List.copyOf(internationalRates);
    }

    public Optional<BigDecimal> internationalRate(Title title, GenderScope scope) {
        return internationalRates.stream()
                .filter(r -> r.title() == title && r.scope() == scope)
                .map(NormRate::rate)
                .findFirst();
    }
}
