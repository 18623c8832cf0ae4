package org.dengji.registry.event;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A result's rounds as its row stores them ({@code event_result.round_cells}): one token a round, in round
 * order, separated by a space; a token is the round, a colon, the opponent's start number (nothing for a
 * bye), the colour and the code, as in {@code 1:12w1 2:5b= 3:-U}. A round the file left blank has no token.
 *
 * <p>Why a column and not a row a round: a national registry's ten million results had ninety million round
 * rows, each with its own index entries and a foreign key checked one row at a time, which was most of an
 * import's time in the database; and every reader (the crosstable, the export, the rating run, the games'
 * pairings) wants a result's rounds all together.
 */
public final class RoundCells {

    /** The longest text: 390 rounds (a 4,000-column TRF line) of at most ten characters and a space. */
    public static final int LONGEST = 4500;

    private static final String[] ASCII = new String[128];

    static {
        for (char c = 0; c < ASCII.length; c++) {
            ASCII[c] = String.valueOf(c);
        }
    }

    private RoundCells() {
    }

    /** The stored text of {@code entries}, in round order. */
    public static String write(List<RoundEntry> entries) {
        StringBuilder text = new StringBuilder(entries.size() * 7);
        for (RoundEntry e : entries) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(e.round()).append(':');
            if (e.opponent() != null) {
                text.append(e.opponent());
            }
            if (e.colour().length() != 1 || e.code().length() != 1 || e.colour().equals(" ") || e.code().equals(" ")) {
                throw new IllegalArgumentException("a round's colour and code are one character each, not blank");
            }
            text.append(e.colour()).append(e.code());
        }
        return text.toString();
    }

    /** The entries a stored text holds, in round order; an empty list for an empty text or null. */
    public static List<RoundEntry> read(String text) {
        if (text == null || text.isEmpty()) {
            return List.of();
        }
        List<RoundEntry> entries = new ArrayList<>(10);
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf(' ', start);
            if (end < 0) {
                end = text.length();
            }
            entries.add(token(text, start, end));
            start = end + 1;
        }
        return Collections.unmodifiableList(entries);
    }

    /** One token, {@code round:[opponent]colour code}: the last two characters are the colour and the code. */
    private static RoundEntry token(String text, int start, int end) {
        int colon = text.indexOf(':', start);
        if (colon < 0 || colon > end - 3) {
            throw new IllegalStateException("a stored round cell is malformed: " + text.substring(start, end));
        }
        int round = Integer.parseInt(text, start, colon, 10);
        Integer opponent = colon + 1 == end - 2 ? null : Integer.parseInt(text, colon + 1, end - 2, 10);
        return new RoundEntry(round, opponent, single(text.charAt(end - 2)), single(text.charAt(end - 1)));
    }

    /** A one-character string, shared for ASCII: a page of 200 results reads 1,800 cells of two each. */
    private static String single(char c) {
        return c < ASCII.length ? ASCII[c] : String.valueOf(c);
    }
}
