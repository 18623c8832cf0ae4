package org.dengji.standards.eligibility;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.dengji.standards.core.Title;

/** Checks {@link ConsistentRecord}; every rule reports every element it fails on. */
public class ConsistentRecordValidator implements ConstraintValidator<ConsistentRecord, WhatIfRequest> {

    @Override
    public boolean isValid(WhatIfRequest request, ConstraintValidatorContext context) {
        if (request == null) {
            return true;
        }
        context.disableDefaultConstraintViolation();
        boolean valid = noMissingElement(request.foreignTitles(), "foreignTitles", context);
        valid &= noMissingElement(request.results(), "results", context);
        List<WhatIfRequest.Entry> entries = request.entries();
        for (int i = 0; entries.size() <= WhatIfRequest.MAX_RESULTS && i < entries.size(); i++) {
            if (entries.get(i) != null) {
                valid &= consistent(entries.get(i), i, context);
            }
        }
        return valid;
    }

    private static boolean noMissingElement(List<?> list, String name, ConstraintValidatorContext context) {
        boolean valid = true;
        for (int i = 0; list != null && i < list.size(); i++) {
            if (list.get(i) == null) {
                context.buildConstraintViolationWithTemplate("required")
                        .addPropertyNode(name).addBeanNode().inIterable().atIndex(i).addConstraintViolation();
                valid = false;
            }
        }
        return valid;
    }

    private static boolean consistent(WhatIfRequest.Entry e, int index, ConstraintValidatorContext context) {
        boolean valid = true;
        boolean points = e.points() != null && e.points().signum() >= 0;
        if (points && e.games() != null && e.games() >= 0 && e.points().compareTo(BigDecimal.valueOf(e.games())) > 0) {
            valid = fail(context, index, "points", "must not exceed games");
        }
        if (points && e.rounds() != null && e.rounds() >= 1
                && e.points().compareTo(BigDecimal.valueOf(e.rounds())) > 0) {
            valid = fail(context, index, "points", "must not exceed the event's rounds (its maximum points)");
        }
        if (e.games() != null && e.rounds() != null && e.rounds() >= 1 && e.games() > e.rounds()) {
            valid = fail(context, index, "games", "must not exceed the event's rounds");
        }
        return normRatesWithinOne(e, index, context) && valid;
    }

    private static boolean normRatesWithinOne(WhatIfRequest.Entry e, int index, ConstraintValidatorContext context) {
        boolean valid = true;
        for (Map.Entry<Title, BigDecimal> rate : e.normRates() == null ? List.<Map.Entry<Title, BigDecimal>>of()
                : e.normRates().entrySet()) {
            BigDecimal value = rate.getValue();
            if (value == null || value.signum() < 0 || value.compareTo(BigDecimal.ONE) > 0) {
                context.buildConstraintViolationWithTemplate("must be between 0 and 1")
                        .addPropertyNode("results").addPropertyNode("normRates").inIterable().atIndex(index)
                        .addPropertyNode(String.valueOf(rate.getKey())).addConstraintViolation();
                valid = false;
            }
        }
        return valid;
    }

    private static boolean fail(ConstraintValidatorContext context, int index, String field, String message) {
        context.buildConstraintViolationWithTemplate(message)
                .addPropertyNode("results").addPropertyNode(field).inIterable().atIndex(index).addConstraintViolation();
        return false;
    }
}
