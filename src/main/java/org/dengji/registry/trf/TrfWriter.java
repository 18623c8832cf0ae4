package org.dengji.registry.trf;

import java.util.List;
import org.dengji.registry.event.EventRecord;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.RoundEntry;

/**
 * Writes an event back as TRF: the tournament records as they were read (those that came after
 * the player lines after them again), then one {@code 001} line per player in starting-rank order,
 * every field in its columns as read, then a TRF26 National Rating Support record ({@code CHN}) per
 * player carrying the player's registration number in the ID field (columns 58–68). Imported again,
 * the file names every player by that number, so nobody is registered twice; the records of an
 * earlier export are not written twice. Lines end with CR LF.
 */
public final class TrfWriter {

    private static final String EOL = "\r\n";
    private static final String NATIONAL = "CHN";

    private TrfWriter() {
    }

    public static String write(List<EventRecord> records, List<EventResult> results) {
        StringBuilder out = new StringBuilder();
        records.stream().filter(r -> r.text.startsWith("H") && !isOurs(r.text))
                .forEach(r -> out.append(r.text.substring(1)).append(EOL));
        results.forEach(r -> out.append(playerLine(r)).append(EOL));
        records.stream().filter(r -> r.text.startsWith("F") && !isOurs(r.text))
                .forEach(r -> out.append(r.text.substring(1)).append(EOL));
        results.forEach(r -> out.append(registrationLine(r)).append(EOL));
        return out.toString();
    }

    /** One {@code 001} record; a shared place is written as its first rank, as TRF26 writes ties. */
    static String playerLine(EventResult r) {
        StringBuilder line = new StringBuilder(200);
        line.append("001 ").append(identity(r, r.enteredSex))
                .append(right(r.enteredRating == null ? "" : r.enteredRating.toString(), 4)).append(' ')
                .append(left(r.enteredFed, 3)).append(' ')
                .append(right(r.enteredFideId == null ? "" : r.enteredFideId.toString(), 11)).append(' ')
                .append(left(r.enteredBirth, 10)).append(' ')
                .append(right(r.points.toPlainString(), 4)).append(' ')
                .append(right(r.rankFrom == null ? "" : r.rankFrom.toString(), 4));
        for (RoundEntry e : r.roundEntries()) {
            line.append("  ").append(right(e.opponent() == null ? "0000" : e.opponent().toString(), 4))
                    .append(' ').append(e.colour()).append(' ').append(e.code());
        }
        return line.toString().stripTrailing();
    }

    /** The {@code CHN} record of a player: the 001 layout, with the registration number as the ID. */
    static String registrationLine(EventResult r) {
        return (NATIONAL + " " + identity(r, r.enteredSex) + right("", 4) + ' ' + left("", 3) + ' '
                + right(r.player.registrationNo, 11)).stripTrailing();
    }

    /** Columns 5–48: the starting rank, sex, title and name. */
    private static String identity(EventResult r, String sex) {
        return right(String.valueOf(r.startNumber), 4) + ' ' + left(sex, 1) + right(r.enteredTitle, 3) + ' '
                + left(r.enteredName, 33) + ' ';
    }

    /** A CHN record that carries a registration number: written by an earlier export, written anew. */
    private static boolean isOurs(String kept) {
        String line = kept.substring(1);
        return line.startsWith(NATIONAL + " ") && line.length() >= 68
                && line.substring(57, 68).strip().matches("CN\\d{8}");
    }

    private static String left(String text, int width) {
        String t = text == null ? "" : text;
        int length = t.codePointCount(0, t.length());
        return length >= width ? t.substring(0, t.offsetByCodePoints(0, width)) : t + " ".repeat(width - length);
    }

    private static String right(String text, int width) {
        String t = text == null ? "" : text;
        int length = t.codePointCount(0, t.length());
        return length >= width ? t.substring(t.offsetByCodePoints(0, length - width))
                : " ".repeat(width - length) + t;
    }
}
