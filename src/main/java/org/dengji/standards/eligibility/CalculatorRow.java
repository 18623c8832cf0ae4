package org.dengji.standards.eligibility;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.Title;

/**
 * One result row of the calculator as typed, and its reading into a what-if entry. Errors are kept
 * by field name so that the page shows each one next to its input.
 */
public record CalculatorRow(int index, String event, String category, String section, String rank,
        String endDate, String points, String games, String rounds, String level, String rateGm, String rateMaster,
        boolean shared, boolean unofficial) {

    /** Row number as people count: 1 to 5. */
    public int number() {
        return index + 1;
    }

    /** No input at all (the section and level selects have defaults and do not count). */
    public boolean isEmpty() {
        return category.isEmpty() && event.isEmpty() && rank.isEmpty() && endDate.isEmpty() && points.isEmpty()
                && games.isEmpty() && rounds.isEmpty() && rateGm.isEmpty() && rateMaster.isEmpty();
    }

    /** The entry this row describes; errors go to {@code errors} by field name. */
    WhatIfRequest.Entry read(Map<String, FieldError> errors) {
        EventCategory cat = category.isEmpty() ? null : parse(category, EventCategory::valueOf, "category", errors);
        if (category.isEmpty()) {
            errors.put("category", FieldError.CATEGORY);
        }
        Section sec = parse(section.isEmpty() ? "OPEN" : section, Section::valueOf, "section", errors);
        Map<Title, BigDecimal> rates = new EnumMap<>(Title.class);
        putRate(rates, Title.GRANDMASTER, rateGm, "rateGm", errors);
        putRate(rates, Title.MASTER, rateMaster, "rateMaster", errors);
        return new WhatIfRequest.Entry(event.isEmpty() ? null : event, cat, sec,
                parse(rank, Integer::valueOf, "rank", errors), !shared, !unofficial,
                parse(endDate, LocalDate::parse, "endDate", errors),
                parse(points, BigDecimal::new, "points", errors),
                parse(games, Integer::valueOf, "games", errors), parse(rounds, Integer::valueOf, "rounds", errors), rates,
                parse(level, EventLevel::valueOf, "level", errors));
    }

    private static void putRate(Map<Title, BigDecimal> rates, Title title, String text, String field,
            Map<String, FieldError> errors) {
        BigDecimal rate = parse(text, BigDecimal::new, field, errors);
        if (rate != null) {
            rates.put(title, rate);
        }
    }

    private static <T> T parse(String text, Function<String, T> parser, String field, Map<String, FieldError> errors) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        try {
            return parser.apply(text);
        } catch (IllegalArgumentException | DateTimeParseException e) {
            errors.put(field, errorFor(field));
            return null;
        }
    }

    /** The one error text each field has, whatever exactly was wrong with it. */
    static FieldError errorFor(String field) {
        return switch (field) {
            case "category" -> FieldError.CATEGORY;
            case "rank" -> FieldError.RANK;
            case "games" -> FieldError.GAMES;
            case "rounds" -> FieldError.ROUNDS;
            case "points" -> FieldError.POINTS;
            case "endDate" -> FieldError.DATE;
            case "rateGm", "rateMaster" -> FieldError.RATE;
            default -> FieldError.VALUE;
        };
    }

    static Map<String, FieldError> noErrors() {
        return new LinkedHashMap<>();
    }
}
