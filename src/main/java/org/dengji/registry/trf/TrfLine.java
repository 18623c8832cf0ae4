package org.dengji.registry.trf;

/**
 * Fixed-column access to one line of a TRF file. Columns are 1-based and count characters (code
 * points), not UTF-16 units: a name with a character above U+FFFF (a CJK Extension B character, an
 * emoji) takes one column, as the program that wrote the file counted it, and shifts nothing after it.
 */
final class TrfLine {

    final int number;
    final String text;
    /** The line's code points where it holds a character above U+FFFF; null where its columns are its chars. */
    private final int[] codePoints;
    private final int length;

    TrfLine(int number, String text) {
        this.number = number;
        this.text = text;
        this.codePoints = hasSurrogates(text) ? text.codePoints().toArray() : null;
        this.length = codePoints == null ? text.length() : codePoints.length;
    }

    private static boolean hasSurrogates(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text} is {@code min} to {@code max} ASCII digits (the regular expression {@code \d{min,max}}). */
    static boolean digits(String text, int min, int max) {
        if (text.length() < min || text.length() > max) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** Columns {@code from}–{@code to} (inclusive), trimmed; empty where the line is shorter. */
    String field(int from, int to) {
        return raw(from, to).strip();
    }

    /** Columns {@code from}–{@code to} (inclusive) as written, blanks kept. */
    String raw(int from, int to) {
        if (length < from) {
            return "";
        }
        int end = Math.min(to, length);
        return codePoints == null ? text.substring(from - 1, end) : new String(codePoints, from - 1, end - from + 1);
    }

    /** The character at {@code column} (a code point), or a blank beyond the end of the line. */
    int at(int column) {
        if (length < column) {
            return ' ';
        }
        return codePoints == null ? text.charAt(column - 1) : codePoints[column - 1];
    }

    /** Everything from column 5 on: the value of a tournament record. */
    String value() {
        return field(5, length);
    }

    /** Columns 1–3: the record's code ({@code 001}, {@code 012}, {@code XXR}, a federation …). */
    String record() {
        return raw(1, 3);
    }

    int length() {
        return length;
    }

    /**
     * The column of the first control character in columns {@code from}–{@code to}, or 0 for none. A
     * name or a title with one would be shown to people as nothing, or break a page or a CSV export.
     */
    int controlCharacter(int from, int to) {
        for (int c = from; c <= Math.min(to, length); c++) {
            if (Character.getType(at(c)) == Character.CONTROL) {
                return c;
            }
        }
        return 0;
    }
}
