package org.dengji.registry.csv;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportProgress;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.registry.player.PlayerIdentity;
import org.dengji.standards.core.Gender;

/**
 * Reads CSV standings ({@link CsvColumn}) into a {@link StandingsFile}; every problem is an
 * {@link ImportError} whose line is the file line the row starts on and whose column is the field's
 * position in the row (1 for the first field). A file has no pairings, so the checks are those a
 * standings table allows ({@link CsvChecks}).
 */
public final class CsvReader {

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true)
            .setIgnoreEmptyLines(true).get();

    private final List<ImportError> errors = new ArrayList<>();
    private final Map<CsvColumn, Integer> columns = new EnumMap<>(CsvColumn.class);
    /** The longest name a player keeps (player.name_zh, player.name_latin). */
    private static final int NAME_LENGTH = 100;

    private int[] lineStarts;
    /** A required column is missing: no row can be read (looked up once, not per row with every error). */
    private boolean missingColumn;
    private int lastLine;

    private CsvReader() {
    }

    public static StandingsFile read(String text) {
        return read(text, ImportProgress.NONE);
    }

    /** Reads {@code text}, telling {@code progress} after each row how many of the file's lines are read. */
    public static StandingsFile read(String text, ImportProgress progress) {
        return new CsvReader().run(text, progress);
    }

    private StandingsFile run(String text, ImportProgress progress) {
        List<StandingsFile.Line> lines = new ArrayList<>();
        lineStarts = lineStarts(text);
        int total = lineCount(text);
        try (CSVParser parser = CSVParser.builder().setReader(new StringReader(text)).setFormat(FORMAT).get()) {
            boolean header = true;
            for (CSVRecord row : parser) {
                if (header) {
                    header = false;
                    header(row);
                    continue;
                }
                lastLine = line(row);
                StandingsFile.Line line = row(row, lines.size() + 1);
                if (line != null) {
                    lines.add(line);
                }
                progress.read(Math.min(lastLine, total), total);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.io.UncheckedIOException | IllegalStateException malformed) {
            errors.add(ImportError.line(lastLine + 1, ImportCode.CSV_MALFORMED, lastLine));
        }
        progress.read(total, total);
        if (lines.isEmpty() && errors.isEmpty()) {
            errors.add(ImportError.line(1, ImportCode.CSV_NO_PLAYERS));
        }
        if (errors.isEmpty()) {
            errors.addAll(CsvChecks.check(lines));
        }
        return new StandingsFile(StandingsFile.Tournament.none(), lines, errors, List.of());
    }

    private void header(CSVRecord row) {
        for (int i = 0; i < row.size(); i++) {
            String name = row.get(i);
            int field = i;
            CsvColumn.named(name).ifPresentOrElse(c -> {
                if (columns.putIfAbsent(c, field) != null) {
                    errors.add(ImportError.at(line(row), field + 1, ImportCode.CSV_DUPLICATE_COLUMN, name));
                }
            }, () -> errors.add(ImportError.at(line(row), field + 1, ImportCode.CSV_UNKNOWN_COLUMN, name)));
        }
        for (CsvColumn required : Set.of(CsvColumn.POINTS, CsvColumn.GAMES)) {
            if (!columns.containsKey(required)) {
                errors.add(ImportError.line(line(row), ImportCode.CSV_MISSING_COLUMN, required.header()));
                missingColumn = true;
            }
        }
        if (!columns.containsKey(CsvColumn.NAME_ZH) && !columns.containsKey(CsvColumn.NAME_LATIN)) {
            errors.add(ImportError.line(line(row), ImportCode.CSV_MISSING_COLUMN, "name_zh / name_latin"));
            missingColumn = true;
        }
    }

    private StandingsFile.Line row(CSVRecord row, int position) {
        if (missingColumn) {
            return null;
        }
        CsvRow r = new CsvRow(row, line(row), columns, errors);
        int before = errors.size();
        Integer[] rank = r.rank(CsvColumn.RANK);
        Integer start = r.whole(CsvColumn.START_NO);
        String nameZh = r.name(CsvColumn.NAME_ZH, NAME_LENGTH);
        String latinWritten = r.name(CsvColumn.NAME_LATIN, NAME_LENGTH);
        String nameLatin = latinWritten == null ? null : PlayerIdentity.splitName(latinWritten)[1];
        if (nameZh == null && nameLatin == null) {
            r.fail(CsvColumn.NAME_LATIN, ImportCode.CSV_NO_NAME);
        }
        Gender gender = r.gender(CsvColumn.GENDER);
        LocalDate birth = r.date(CsvColumn.BIRTH_DATE);
        Long fideId = r.longValue(CsvColumn.FIDE_ID);
        Integer nationalRating = r.rating(CsvColumn.NATIONAL_RATING);
        Integer fideRating = r.rating(CsvColumn.FIDE_RATING);
        BigDecimal points = r.points(CsvColumn.POINTS);
        StandingsFile.Tally tally = r.tally();
        if (errors.size() > before || points == null || tally == null) {
            return null;
        }
        PlayerIdentity who = new PlayerIdentity(r.text(CsvColumn.REGISTRATION_NO), fideId, nameZh, nameLatin,
                birth, gender, Set.of());
        String written = nameZh != null ? nameZh : nameLatin;
        StandingsFile.Entered entered = new StandingsFile.Entered(written, sexLetter(gender), null,
                fideRating, null, fideId, birth == null ? null : birthText(birth), nationalRating);
        return new StandingsFile.Line(r.line(), start != null ? start : position, who, entered, points,
                rank == null ? null : rank[0], rank == null ? null : rank[1], List.of(), tally, r.text(CsvColumn.UNIT));
    }

    /** The file line a row starts on, from the character position the parser reports. */
    private int line(CSVRecord row) {
        int at = java.util.Arrays.binarySearch(lineStarts, (int) row.getCharacterPosition());
        return at >= 0 ? at + 1 : -at - 1;
    }

    /** The file's lines: a line break at the very end starts no further line. */
    private int lineCount(String text) {
        boolean endsWithBreak = lineStarts.length > 1 && lineStarts[lineStarts.length - 1] == text.length();
        return endsWithBreak ? lineStarts.length - 1 : lineStarts.length;
    }

    private static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean crlf = c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n';
            if (c == '\n' || c == '\r' && !crlf) {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private static String sexLetter(Gender gender) {
        return gender == null ? "" : gender == Gender.FEMALE ? "w" : "m";
    }

    /** Birth dates as the TRF export writes them. */
    private static String birthText(LocalDate d) {
        return "%04d/%02d/%02d".formatted(d.getYear(), d.getMonthValue(), d.getDayOfMonth());
    }
}
