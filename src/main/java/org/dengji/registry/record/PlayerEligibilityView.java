package org.dengji.registry.record;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.dengji.registry.event.EventResult;
import org.dengji.standards.eligibility.EligibilityView;

/**
 * A player's eligibility: the what-if answer's fields unchanged (evidence and set-aside entries are
 * indexes into {@code results}), beside the player's registration number and the results
 * evaluated, each naming its event. Public: no birth date.
 */
public record PlayerEligibilityView(String registrationNo, @JsonUnwrapped EligibilityView evaluation,
        List<ResultView> results) {

    /** One published result, at the index the evaluation's evidence uses. */
    public record ResultView(int index, long eventId, String event, String category, String categoryZh,
            String categoryEn, String section, LocalDate endDate, boolean official, Integer rank, Integer rankTo,
            boolean rankDefinite, BigDecimal points, int games) {

        static ResultView of(int index, EventResult r) {
            return new ResultView(index, r.event.id, r.event.name, r.event.category.name(), r.event.category.zh(),
                    r.event.category.en(), r.event.section.name(), r.event.endDate, r.event.official, r.rankFrom,
                    r.rankTo, r.hasDefiniteRank(), r.points, r.games);
        }
    }
}
