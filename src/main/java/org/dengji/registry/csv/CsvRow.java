package org.dengji.registry.csv;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.dengji.registry.imports.FileDates;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.NationalRatings;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.standards.core.Gender;

/** Typed access to one CSV row; a bad value becomes an error on the row's line and the field's column. */
final class CsvRow {

    private final CSVRecord row;
    private final int line;
    private final Map<CsvColumn, Integer> columns;
    private final List<ImportError> errors;

    CsvRow(CSVRecord row, int line, Map<CsvColumn, Integer> columns, List<ImportError> errors) {
        this.row = row;
        this.line = line;
        this.columns = columns;
        this.errors = errors;
    }

    int line() {
        return line;
    }

    /**
     * The trimmed value, without the apostrophe that an export puts before a formula-like cell
     * ({@link FormulaCells#unguard}); null when the column is absent or the field blank.
     */
    String text(CsvColumn c) {
        Integer i = columns.get(c);
        if (i == null || i >= row.size()) {
            return null;
        }
        String v = FormulaCells.unguard(row.get(i).strip()).strip();
        return v.isEmpty() ? null : v;
    }

    /**
     * A name: the text, or null (and an error where it is) when it holds a control character or is
     * longer than a player's name is kept ({@code longest} characters).
     */
    String name(CsvColumn c, int longest) {
        String v = text(c);
        if (v == null) {
            return null;
        }
        int control = v.codePoints().filter(cp -> Character.getType(cp) == Character.CONTROL).findFirst().orElse(-1);
        if (control >= 0) {
            fail(c, ImportCode.CONTROL_CHARACTER, "%04X".formatted(control));
            return null;
        }
        if (v.codePointCount(0, v.length()) > longest) {
            fail(c, ImportCode.FIELD_TOO_LONG, c.header(), v.codePointCount(0, v.length()), longest);
            return null;
        }
        return v;
    }

    void fail(CsvColumn c, ImportCode code, Object... args) {
        Integer i = columns.get(c);
        errors.add(i == null ? ImportError.line(line, code, args) : ImportError.at(line, i + 1, code, args));
    }

    Integer whole(CsvColumn c) {
        String v = text(c);
        if (v == null) {
            return null;
        }
        if (!v.matches("\\d{1,4}")) {
            fail(c, ImportCode.CSV_BAD_NUMBER, c.header(), v);
            return null;
        }
        return Integer.parseInt(v);
    }

    int count(CsvColumn c) {
        Integer v = whole(c);
        return v == null ? 0 : v;
    }

    /** A rating ({@link NationalRatings}): null when blank or 0, and an error when no rating. */
    Integer rating(CsvColumn c) {
        String v = text(c);
        if (v == null) {
            return null;
        }
        if (!NationalRatings.readable(v)) {
            fail(c, ImportCode.CSV_BAD_RATING, c.header(), v, NationalRatings.LOWEST, NationalRatings.HIGHEST);
            return null;
        }
        return NationalRatings.value(v);
    }

    Long longValue(CsvColumn c) {
        String v = text(c);
        if (v == null) {
            return null;
        }
        if (!v.matches("\\d{1,11}")) {
            fail(c, ImportCode.CSV_BAD_NUMBER, c.header(), v);
            return null;
        }
        return Long.parseLong(v);
    }

    /** {@code 5}, or a shared place {@code 5-8} (also with an en dash or 至); null when blank. */
    Integer[] rank(CsvColumn c) {
        String v = text(c);
        if (v == null) {
            return null;
        }
        String[] parts = v.split("\\s*[-–~至]\\s*");
        if (parts.length > 2 || !java.util.Arrays.stream(parts).allMatch(p -> p.matches("\\d{1,4}"))) {
            fail(c, ImportCode.CSV_BAD_RANK, v);
            return null;
        }
        int from = Integer.parseInt(parts[0]);
        int to = parts.length == 2 ? Integer.parseInt(parts[1]) : from;
        if (to < from) {
            fail(c, ImportCode.CSV_BAD_RANK, v);
            return null;
        }
        return new Integer[] {from, to};
    }

    BigDecimal points(CsvColumn c) {
        String v = text(c);
        if (v == null || !v.matches("\\d{1,3}(\\.[05]0*)?")) {
            fail(c, ImportCode.CSV_BAD_POINTS, v == null ? "" : v);
            return null;
        }
        return new BigDecimal(v).setScale(1, java.math.RoundingMode.UNNECESSARY);
    }

    /** M/F, 男/女; blank is unknown (never the section's: a women's section may hold a man by mistake). */
    Gender gender(CsvColumn c) {
        String v = text(c);
        if (v == null) {
            return null;
        }
        return switch (v.toUpperCase(Locale.ROOT)) {
            case "M", "MALE", "男" -> Gender.MALE;
            case "F", "W", "FEMALE", "女" -> Gender.FEMALE;
            default -> {
                fail(c, ImportCode.CSV_BAD_GENDER, v);
                yield null;
            }
        };
    }

    LocalDate date(CsvColumn c) {
        String v = text(c);
        if (v == null) {
            return null;
        }
        LocalDate d = FileDates.parse(v);
        if (d == null) {
            fail(c, ImportCode.CSV_BAD_DATE, c.header(), v);
        }
        return d;
    }

    /** Games and their split; wins, draws and losses are taken as given or, when all absent, unknown (0). */
    StandingsFile.Tally tally() {
        Integer games = whole(CsvColumn.GAMES);
        if (games == null) {
            fail(CsvColumn.GAMES, ImportCode.CSV_BAD_NUMBER, CsvColumn.GAMES.header(), "");
            return null;
        }
        int wins = count(CsvColumn.WINS);
        int draws = count(CsvColumn.DRAWS);
        int losses = count(CsvColumn.LOSSES);
        BigDecimal gamePoints = BigDecimal.valueOf(wins * 2L + draws).divide(BigDecimal.valueOf(2)).setScale(1);
        return new StandingsFile.Tally(games, wins, draws, losses, count(CsvColumn.FORFEIT_WINS),
                count(CsvColumn.FORFEIT_LOSSES), count(CsvColumn.BYES), gamePoints);
    }

    boolean has(CsvColumn c) {
        return columns.containsKey(c);
    }
}
