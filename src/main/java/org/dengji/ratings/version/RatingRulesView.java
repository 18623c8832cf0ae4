package org.dengji.ratings.version;

import java.time.LocalDate;

/** A rating rule set as the API shows it: its version data and every number. */
public record RatingRulesView(String code, String basedOn, String nameZh, String nameEn, RuleSetStatus status,
        LocalDate effectiveFrom, LocalDate effectiveTo, String source, RuleValues values) {

    public static RatingRulesView of(RatingRuleSetEntity row) {
        return new RatingRulesView(row.code, row.basedOnCode, row.nameZh, row.nameEn, row.status, row.effectiveFrom,
                row.effectiveTo, row.source, RuleValues.of(row.rules()));
    }
}
