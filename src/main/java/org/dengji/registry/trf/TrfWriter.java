package org.dengji.registry.trf;

import java.util.List;
import org.dengji.registry.event.EventRecord;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.RoundEntry;

/**
 * Writes an event back as TRF: the tournament records as they were read (those that came after
 * the player lines after them again), then one {@code 001} line per player in starting-rank order,
 * every field in its columns as read. Lines end with CR LF.
 */
public final class TrfWriter {

    private static final String EOL = "\r\n";

    private TrfWriter() {
    }

    public static String write(List<EventRecord> records, List<EventResult> results) {
        StringBuilder out = new StringBuilder();
        records.stream().filter(r -> r.text.startsWith("H")).forEach(r -> out.append(r.text.substring(1)).append(EOL));
        results.forEach(r -> out.append(playerLine(r)).append(EOL));
        records.stream().filter(r -> r.text.startsWith("F")).forEach(r -> out.append(r.text.substring(1)).append(EOL));
        return out.toString();
    }

    /** One {@code 001} record; a shared place is written as its first rank, as TRF26 writes ties. */
    static String playerLine(EventResult r) {
        StringBuilder line = new StringBuilder(200);
        line.append("001 ").append(right(String.valueOf(r.startNumber), 4)).append(' ')
                .append(left(r.enteredSex, 1)).append(right(r.enteredTitle, 3)).append(' ')
                .append(left(r.enteredName, 33)).append(' ')
                .append(right(r.enteredRating == null ? "" : r.enteredRating.toString(), 4)).append(' ')
                .append(left(r.enteredFed, 3)).append(' ')
                .append(right(r.enteredFideId == null ? "" : r.enteredFideId.toString(), 11)).append(' ')
                .append(left(r.enteredBirth, 10)).append(' ')
                .append(right(r.points.toPlainString(), 4)).append(' ')
                .append(right(r.rankFrom == null ? "" : r.rankFrom.toString(), 4));
        for (RoundEntry e : r.roundEntries) {
            line.append("  ").append(right(e.opponent == null ? "0000" : e.opponent.toString(), 4))
                    .append(' ').append(e.colour).append(' ').append(e.code);
        }
        return line.toString().stripTrailing();
    }

    private static String left(String text, int width) {
        String t = text == null ? "" : text;
        return t.length() >= width ? t.substring(0, width) : t + " ".repeat(width - t.length());
    }

    private static String right(String text, int width) {
        String t = text == null ? "" : text;
        return t.length() >= width ? t.substring(t.length() - width) : " ".repeat(width - t.length()) + t;
    }
}
