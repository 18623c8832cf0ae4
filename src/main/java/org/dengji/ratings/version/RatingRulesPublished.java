package org.dengji.ratings.version;

import java.time.LocalDate;

/** A rating rule set was published, taking effect on {@code effectiveFrom}: fired inside the publishing transaction. */
public record RatingRulesPublished(String code, LocalDate effectiveFrom) {
}
