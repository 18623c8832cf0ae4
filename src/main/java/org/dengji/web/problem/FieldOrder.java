package org.dengji.web.problem;

import java.util.Comparator;

/**
 * Orders JSON paths as a reader reads the body: {@code results[2]} before {@code results[10]}, where
 * plain text order puts {@code results[10]} first. An answer lists only its first violations
 * ({@link Problem#LISTED}), so "first" has to mean first in the body.
 */
final class FieldOrder implements Comparator<String> {

    static final FieldOrder INSTANCE = new FieldOrder();

    private FieldOrder() {
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int endA = runEnd(a, i);
            int endB = runEnd(b, j);
            int order = compareRuns(a.substring(i, endA), b.substring(j, endB));
            if (order != 0) {
                return order;
            }
            i = endA;
            j = endB;
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** The end of the run of digits, or of other characters, that starts at {@code from}. */
    private static int runEnd(String text, int from) {
        boolean digits = Character.isDigit(text.charAt(from));
        int end = from + 1;
        while (end < text.length() && Character.isDigit(text.charAt(end)) == digits) {
            end++;
        }
        return end;
    }

    /** Two runs of digits by their value (by length first: an index has no leading zeros), others as text. */
    private static int compareRuns(String a, String b) {
        if (Character.isDigit(a.charAt(0)) && Character.isDigit(b.charAt(0)) && a.length() != b.length()) {
            return Integer.compare(a.length(), b.length());
        }
        return a.compareTo(b);
    }
}
