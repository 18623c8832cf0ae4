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
 * export can be imported again. Public: no birth date. Text cells that a spreadsheet would run as a
 * formula are made inert ({@link FormulaCells}); numeric cells are written as they are.
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
                        r.startNumber, text(r.player.registrationNo), text(r.player.nameZh),
                        text(r.player.nameLatin), sex(r.player.gender),
                        r.player.fideId == null ? "" : r.player.fideId, r.points.toPlainString(), r.games, r.wins,
                        r.draws, r.losses, r.forfeitWins, r.forfeitLosses, r.byes);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** F, M, or nothing for a sex not recorded (never M by default). */
    private static String sex(Gender gender) {
        return gender == null ? "" : gender == Gender.FEMALE ? "F" : "M";
    }

    /**
     * A text cell (a name, or the registration number beside it), guarded against formulas. The other
     * cells are numbers, a rank built from numbers ({@code 5-8}) and a fixed gender letter: none of
     * them can start a formula, and numbers stay numbers.
     */
    private static String text(String s) {
        return s == null ? "" : FormulaCells.guard(s);
    }
}
