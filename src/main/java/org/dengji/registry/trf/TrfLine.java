package org.dengji.registry.trf;

/**
 * Fixed-column access to one line of a TRF file. Columns are 1-based and count characters (code
 * points), not UTF-16 units: a name with a character above U+FFFF (a CJK Extension B character, an
 * emoji) takes one column, as the program that wrote the file counted it, and shifts nothing after it.
 */
final class TrfLine {

    final int number;
    final String text;
    private final int[] codePoints;

    TrfLine(int number, String text) {
        this.number = number;
        this.text = text;
        this.codePoints = text.codePoints().toArray();
    }

    /** Columns {@code from}–{@code to} (inclusive), trimmed; empty where the line is shorter. */
    String field(int from, int to) {
        return raw(from, to).strip();
    }

    /** Columns {@code from}–{@code to} (inclusive) as written, blanks kept. */
    String raw(int from, int to) {
        if (codePoints.length < from) {
            return "";
        }
        int end = Math.min(to, codePoints.length);
        return new String(codePoints, from - 1, end - from + 1);
    }

    /** The character at {@code column} (a code point), or a blank beyond the end of the line. */
    int at(int column) {
        return codePoints.length < column ? ' ' : codePoints[column - 1];
    }

    /** Everything from column 5 on: the value of a tournament record. */
    String value() {
        return field(5, codePoints.length);
    }

    /** Columns 1–3: the record's code ({@code 001}, {@code 012}, {@code XXR}, a federation …). */
    String record() {
        return raw(1, 3);
    }

    int length() {
        return codePoints.length;
    }

    /**
     * The column of the first control character in columns {@code from}–{@code to}, or 0 for none. A
     * name or a title with one would be shown to people as nothing, or break a page or a CSV export.
     */
    int controlCharacter(int from, int to) {
        for (int c = from; c <= Math.min(to, codePoints.length); c++) {
            if (Character.getType(codePoints[c - 1]) == Character.CONTROL) {
                return c;
            }
        }
        return 0;
    }
}
