package org.dengji.standards.eligibility;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.Gender;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

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

    /**
     * The entry this row describes; errors go to {@code errors} by field name. Only the inputs the
     * row's kind of event needs under {@code track} are read (the page shows only those; a value left
     * in an input the page hid is not a result's), and a section left to the gender follows it: a
     * woman's result is a women's-section result unless she says it was open.
     */
    WhatIfRequest.Entry read(Map<String, FieldError> errors, Track track, Gender gender) {
        EventCategory cat = category.isEmpty() ? null : parse(category, EventCategory::valueOf, "category", errors);
        if (category.isEmpty()) {
            errors.put("category", FieldError.CATEGORY);
        }
        Predicate<InputField> reads = field -> cat != null && field.neededFor(track, cat);
        Section sec = section.isEmpty() ? sectionOf(gender) : parse(section, Section::valueOf, "section", errors);
        Map<Title, BigDecimal> rates = new EnumMap<>(Title.class);
        if (reads.test(InputField.RATE_GM)) {
            putRate(rates, Title.GRANDMASTER, rateGm, "rateGm", errors);
            putRate(rates, Title.MASTER, rateMaster, "rateMaster", errors);
        }
        return new WhatIfRequest.Entry(event.isEmpty() ? null : event, cat, sec,
                read(reads, InputField.RANK, rank, Integer::valueOf, errors),
                !(shared && reads.test(InputField.SHARED)), !unofficial,
                parse(endDate, LocalDate::parse, "endDate", errors),
                read(reads, InputField.POINTS, points, BigDecimal::new, errors),
                read(reads, InputField.GAMES, games, Integer::valueOf, errors),
                read(reads, InputField.ROUNDS, rounds, Integer::valueOf, errors), rates,
                read(reads, InputField.LEVEL, level, EventLevel::valueOf, errors));
    }

    private static Section sectionOf(Gender gender) {
        return gender == Gender.FEMALE ? Section.WOMEN : Section.OPEN;
    }

    private static <T> T read(Predicate<InputField> reads, InputField field, String text, Function<String, T> parser,
            Map<String, FieldError> errors) {
        return reads.test(field) ? parse(text, parser, field.input(), errors) : null;
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
