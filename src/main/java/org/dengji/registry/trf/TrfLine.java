package org.dengji.registry.trf;

/** Fixed-column access to one line of a TRF file; columns are 1-based and count characters. */
final class TrfLine {

    final int number;
    final String text;

    TrfLine(int number, String text) {
        this.number = number;
        this.text = text;
    }

    /** Columns {@code from}–{@code to} (inclusive), trimmed; empty where the line is shorter. */
    String field(int from, int to) {
        if (text.length() < from) {
            return "";
        }
        return text.substring(from - 1, Math.min(to, text.length())).strip();
    }

    /** The character at {@code column}, or a blank beyond the end of the line. */
    char at(int column) {
        return text.length() < column ? ' ' : text.charAt(column - 1);
    }

    /** Everything from column 5 on: the value of a tournament record. */
    String value() {
        return field(5, text.length());
    }

    String record() {
        return text.length() < 3 ? text : text.substring(0, 3);
    }

    int length() {
        return text.length();
    }
}
