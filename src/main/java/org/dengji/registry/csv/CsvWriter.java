package org.dengji.registry.csv;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.dengji.registry.event.EventResult;
import org.dengji.standards.core.Gender;

/**
 * Writes an event's standings as CSV in the columns the import reads ({@link CsvColumn}), so an
 * export can be imported again. Public: no birth date.
 */
public final class CsvWriter {

    private CsvWriter() {
    }

    public static String write(List<EventResult> standings) {
        StringWriter out = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.DEFAULT)) {
            printer.printRecord(CsvColumn.exported().stream().map(CsvColumn::header).toList());
            for (EventResult r : standings) {
                printer.printRecord(r.rankFrom == null ? "" : r.hasDefiniteRank() ? r.rankFrom : r.rankFrom + "-" + r.rankTo,
                        r.startNumber, r.player.registrationNo, nullToEmpty(r.player.nameZh),
                        nullToEmpty(r.player.nameLatin), r.player.gender == null ? "" : r.player.gender == Gender.FEMALE ? "F" : "M",
                        r.player.fideId == null ? "" : r.player.fideId, r.points.toPlainString(), r.games, r.wins,
                        r.draws, r.losses, r.forfeitWins, r.forfeitLosses, r.byes);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
