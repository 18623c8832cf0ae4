package org.dengji.registry.imports;

/**
 * The ratings a standings file may give a player, national (TRF26 National Rating Support record, CSV
 * {@code national_rating}) or FIDE (CSV {@code fide_rating}): four digits, {@code 0} or blank for none, and
 * otherwise within the range any rating list publishes. A rating outside it is a typing error (a dropped or
 * doubled digit) that would start a player far from their strength, so it refuses the file.
 */
public final class NationalRatings {

    /** The lowest rating accepted: below any floor a national list has published. */
    public static final int LOWEST = 1000;
    /** The highest rating accepted: above any rating ever published. */
    public static final int HIGHEST = 3000;

    private NationalRatings() {
    }

    /** Whether {@code text} (already trimmed) is a rating: four digits at most and within the range, or 0. */
    public static boolean readable(String text) {
        if (!text.matches("\\d{1,4}")) {
            return false;
        }
        int value = Integer.parseInt(text);
        return value == 0 || value >= LOWEST && value <= HIGHEST;
    }

    /** The rating {@code text} gives, null for none (blank or 0); call only when {@link #readable} holds. */
    public static Integer value(String text) {
        int value = Integer.parseInt(text);
        return value == 0 ? null : value;
    }
}
