package org.dengji.registry.trf;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.imports.FileDates;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.registry.player.PlayerIdentity;
import org.dengji.standards.core.Gender;

/**
 * Reads one player record ({@code 001}) into a {@link StandingsFile.Line}. What decides places and
 * points (the starting rank, the name, the points, the rank and the rounds) is an error when it
 * cannot be read; what only describes the player (sex, rating, FIDE ID, birth date) is a warning,
 * and the field is then left empty: a registrar completes it on the player's page.
 */
final class TrfPlayerLines {

    /** Round n starts at this column + 10 (n − 1). */
    static final int FIRST_ROUND_COLUMN = 92;
    static final int NAME_COLUMN = 15;
    static final int POINTS_COLUMN = 81;
    static final int RANK_COLUMN = 86;

    // Compiled once: String.matches compiles its pattern on every call, and a file has a cell per player and round.
    private static final Pattern YEAR_ALONE = Pattern.compile("\\d{4}([/.-]00[/.-]00)?");
    private static final Pattern POINTS = Pattern.compile("-?\\d{1,4}(\\.\\d)?");

    private final List<ImportError> errors;
    private final List<ImportError> warnings;
    private final Map<Integer, String> registrationNos;
    private final Map<Integer, Integer> nationalRatings;

    TrfPlayerLines(List<ImportError> errors, List<ImportError> warnings, Map<Integer, String> registrationNos,
            Map<Integer, Integer> nationalRatings) {
        this.errors = errors;
        this.warnings = warnings;
        this.registrationNos = registrationNos;
        this.nationalRatings = nationalRatings;
    }

    /** The line, or null when an error prevents reading it (the error is recorded). */
    StandingsFile.Line read(TrfLine line) {
        int before = errors.size();
        Integer start = startNumber(line);
        String name = name(line);
        Gender gender = gender(line);
        Integer rating = number(line, 49, 52, ImportCode.TRF_BAD_RATING);
        Long fideId = fideId(line);
        String birth = line.field(70, 79);
        LocalDate birthDate = birth(line, birth);
        BigDecimal points = points(line);
        Integer rank = rank(line);
        List<StandingsFile.Cell> cells = cells(line);
        if (errors.size() > before) {
            return null;
        }
        String[] names = PlayerIdentity.splitName(name);
        PlayerIdentity identity = new PlayerIdentity(registrationNos.get(start), fideId, names[0], names[1],
                birthDate, gender, TrfTitles.read(line.field(11, 13)).map(Set::of).orElse(Set.of()));
        StandingsFile.Entered entered = new StandingsFile.Entered(name, line.field(10, 10), line.field(11, 13),
                rating, line.field(54, 56), fideId, birth.isEmpty() ? null : birth, nationalRatings.get(start));
        return new StandingsFile.Line(line.number, start, identity, entered, points, rank, rank, cells,
                StandingsFile.Tally.of(cells), null);
    }

    private Integer startNumber(TrfLine line) {
        String text = line.field(5, 8);
        if (!TrfLine.digits(text, 1, 4) || Integer.parseInt(text) == 0) {
            errors.add(ImportError.at(line.number, 5, ImportCode.TRF_BAD_START_NUMBER, text));
            return null;
        }
        return Integer.parseInt(text);
    }

    private String name(TrfLine line) {
        String name = line.field(NAME_COLUMN, 47);
        int control = line.controlCharacter(NAME_COLUMN, 47);
        if (control > 0) {
            errors.add(ImportError.at(line.number, control, ImportCode.CONTROL_CHARACTER,
                    "%04X".formatted(line.at(control))));
        } else if (name.isEmpty()) {
            errors.add(ImportError.at(line.number, NAME_COLUMN, ImportCode.TRF_NO_NAME));
        }
        return name;
    }

    /** {@code m} a man, {@code w} (or {@code f}, as some programs write it) a woman; else unknown. */
    private Gender gender(TrfLine line) {
        int sex = Character.toLowerCase(line.at(10));
        if (sex == 'w' || sex == 'f') {
            return Gender.FEMALE;
        }
        if (sex == 'm') {
            return Gender.MALE;
        }
        if (sex != ' ') {
            warnings.add(ImportError.at(line.number, 10, ImportCode.TRF_BAD_SEX, Character.toString(sex)));
        }
        return null;
    }

    private Long fideId(TrfLine line) {
        String text = line.field(58, 68);
        if (text.isEmpty()) {
            return null;
        }
        if (!TrfLine.digits(text, 1, 11)) {
            warnings.add(ImportError.at(line.number, 58, ImportCode.TRF_BAD_FIDE_ID, text));
            return null;
        }
        return Long.parseLong(text); // 0 means none: PlayerIdentity drops it, the export writes it back
    }

    /** A full date, or null for a blank or a year alone (1990, 1990/00/00), with a warning for anything else. */
    private LocalDate birth(TrfLine line, String text) {
        if (text.isEmpty() || YEAR_ALONE.matcher(text).matches()) {
            return null;
        }
        LocalDate date = FileDates.parse(text);
        if (date == null) {
            warnings.add(ImportError.at(line.number, 70, ImportCode.TRF_BAD_BIRTH_DATE, text));
        }
        return date;
    }

    /** The points as the file states them: {@code 6.5}, {@code 17}, {@code -0.5} (a penalty), {@code 6,5}. */
    private BigDecimal points(TrfLine line) {
        String text = line.field(POINTS_COLUMN, 84).replace(',', '.');
        if (!POINTS.matcher(text).matches()) {
            errors.add(ImportError.at(line.number, POINTS_COLUMN, ImportCode.TRF_BAD_POINTS, text));
            return null;
        }
        return new BigDecimal(text).setScale(1);
    }

    /** The rank; blank or 0 is no rank (a withdrawn player, or a file that ranks nobody). */
    private Integer rank(TrfLine line) {
        String text = line.field(RANK_COLUMN, 89);
        if (text.isEmpty()) {
            return null;
        }
        if (!TrfLine.digits(text, 1, 4)) {
            errors.add(ImportError.at(line.number, RANK_COLUMN, ImportCode.TRF_BAD_RANK, text));
            return null;
        }
        int rank = Integer.parseInt(text);
        return rank == 0 ? null : rank;
    }

    private Integer number(TrfLine line, int from, int to, ImportCode code) {
        String text = line.field(from, to);
        if (text.isEmpty()) {
            return null;
        }
        if (!TrfLine.digits(text, 1, 4)) {
            warnings.add(ImportError.at(line.number, from, code, text));
            return null;
        }
        return Integer.parseInt(text);
    }

    private List<StandingsFile.Cell> cells(TrfLine line) {
        List<StandingsFile.Cell> cells = new ArrayList<>();
        for (int round = 1, col = FIRST_ROUND_COLUMN; col <= line.length(); round++, col += 10) {
            StandingsFile.Cell cell = cell(line, round, col);
            if (cell != null) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /**
     * One round: the opponent's starting rank (blank or {@code 0000}: none), the colour (w, b, or
     * - and blank for none) and the result, letters in either case (TRF: "letter codes are
     * case-insensitive"). A blank result is a zero-point bye, but not against an opponent: that is
     * a pairing whose game has no result yet.
     */
    private StandingsFile.Cell cell(TrfLine line, int round, int col) {
        String opp = line.field(col, col + 3);
        int colour = Character.toLowerCase(line.at(col + 5));
        int result = line.at(col + 7);
        Integer opponent = null;
        if (!opp.isEmpty()) {
            if (!TrfLine.digits(opp, 1, 4)) {
                return fail(line, col, ImportCode.TRF_BAD_OPPONENT, round, opp);
            }
            int number = Integer.parseInt(opp);
            opponent = number == 0 ? null : number;
        }
        if (colour != 'w' && colour != 'b' && colour != '-' && colour != ' ') {
            return fail(line, col + 5, ImportCode.TRF_BAD_COLOUR, round, Character.toString(colour));
        }
        if (result == ' ' && opponent != null) {
            return fail(line, col + 7, ImportCode.TRF_RESULT_MISSING, round, opponent);
        }
        RoundCode code = result > 0xFFFF ? null : RoundCode.of(Character.toUpperCase((char) result));
        if (code == null) {
            return fail(line, col + 7, ImportCode.TRF_BAD_RESULT, round, Character.toString(result));
        }
        if (opponent == null && code.isGame()) {
            return fail(line, col, ImportCode.TRF_GAME_WITHOUT_OPPONENT, round, code.code());
        }
        if (opponent != null && code.kind() == RoundCode.Kind.BYE) {
            return fail(line, col + 7, ImportCode.TRF_BYE_WITH_OPPONENT, round, code.code(), opponent);
        }
        return new StandingsFile.Cell(round, opponent, colour == ' ' ? '-' : (char) colour, code, col);
    }

    private StandingsFile.Cell fail(TrfLine line, int column, ImportCode code, Object... args) {
        errors.add(ImportError.at(line.number, column, code, args));
        return null;
    }
}
