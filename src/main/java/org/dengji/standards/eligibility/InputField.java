package org.dengji.standards.eligibility;

import java.util.Arrays;
import java.util.List;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Track;

/**
 * The inputs of the calculator form, by their form names, and which kinds of event each result input
 * is read for on each track: the one table the page (which shows only those inputs) and the reader
 * (which reads only those) share. A need is written {@code n-} (national track) or {@code a-}
 * (amateur) and the kind of event; the page uses the same words as CSS classes. Inputs without needs
 * are read for every result.
 */
public enum InputField {
    GENDER("gender"),
    STANDARD("standard"),
    FOREIGN_TITLES("foreignTitles"),
    CATEGORY("category"),
    SECTION("section"),
    RANK("rank", "n-placement"),
    SHARED("shared", "n-placement"),
    POINTS("points", "n-title", "n-international", "a-placement", "a-grading"),
    GAMES("games", "n-title", "n-international"),
    ROUNDS("rounds", "a-placement", "a-grading"),
    LEVEL("level", "a-grading"),
    RATE_GM("rateGm", "n-title"),
    RATE_MASTER("rateMaster", "n-title"),
    UNOFFICIAL("unofficial"),
    EVENT("event"),
    END_DATE("endDate"),
    FORM("form");

    private final String input;
    private final List<String> needs;

    InputField(String input, String... needs) {
        this.input = input;
        this.needs = List.of(needs);
    }

    /** The form name, which is also the key of its errors. */
    public String input() {
        return input;
    }

    public static InputField of(String input) {
        return Arrays.stream(values()).filter(f -> f.input.equals(input)).findFirst().orElse(FORM);
    }

    /** Whether a result of {@code category} is read with this input under a standard of {@code track}. */
    public boolean neededFor(Track track, EventCategory category) {
        return needs.isEmpty() || needs.contains(need(track, category));
    }

    /** The page's classes for the input's wrapper: {@code for} and its needs, or nothing if always shown. */
    public String classes() {
        return needs.isEmpty() ? "" : "for " + String.join(" ", needs);
    }

    static String need(Track track, EventCategory category) {
        return (track == Track.AMATEUR ? "a-" : "n-") + kind(category);
    }

    /**
     * The kind of event, as the fields go: an individual championship (read by place on the national
     * track and by score on the amateur one), a title tournament, an international event, an amateur
     * grading event, or another.
     */
    static String kind(EventCategory category) {
        return switch (category) {
            case TITLE_TOURNAMENT -> "title";
            case INTERNATIONAL -> "international";
            case AMATEUR_GRADING -> "grading";
            case OTHER -> "other";
            default -> "placement";
        };
    }
}
