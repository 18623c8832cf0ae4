package org.dengji.registry.trf;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.imports.FileDates;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.registry.player.PlayerIdentity;
import org.dengji.standards.core.Gender;

/**
 * Reads a FIDE Tournament Report File (TRF16 or TRF26) into a {@link StandingsFile}, every problem
 * an {@link ImportError} with its line and column: nothing is thrown for bad input.
 *
 * <p>Read: player records {@code 001}; tournament records 012–132 and TRF26's 142–222 (kept
 * verbatim for the export; 012 name, 022 city, 042/052 dates, 092 type, 122 time control, 132 round
 * dates, 142 rounds and 162 scoring are understood); {@code ###} comments; the pairing programs'
 * {@code XXR} (rounds) and {@code XXC} (initial colour); National Rating Support records (a
 * three-letter federation code in place of {@code 001}), whose ID field (columns 58–68) may carry
 * a Dengji registration number for that start number. Any other record is kept and reported as a
 * warning. Lines may end with CR, LF or CRLF.
 *
 * <p>The scoring record {@code 162} is read as pairs of a result code and its points
 * ({@code 162 U 0.5}); only the value for {@code U} (the pairing-allocated bye) is used, as every
 * other code scores as the standard says.
 */
public final class TrfReader {

    private static final Set<String> KNOWN = Set.of("012", "022", "032", "042", "052", "062", "072", "082",
            "092", "102", "112", "122", "132", "142", "152", "162", "172", "182", "192", "202", "212", "222",
            "XXR", "XXC");
    /** Round n starts at this column + 10 (n − 1). */
    static final int FIRST_ROUND_COLUMN = 92;

    private final Gender defaultGender;
    private final List<ImportError> errors = new ArrayList<>();
    private final List<ImportError> warnings = new ArrayList<>();
    private final List<TrfLine> playerLines = new ArrayList<>();
    private final List<String> records = new ArrayList<>();
    private final Map<Integer, String> registrationNos = new HashMap<>();
    private final Map<String, TrfLine> tournament = new HashMap<>();
    private BigDecimal pairingByePoints;

    private TrfReader(Gender defaultGender) {
        this.defaultGender = defaultGender;
    }

    /**
     * Reads {@code text}; a player line whose sex column is blank gets {@code defaultGender} (the
     * section's: women in a women's section) and a warning.
     */
    public static StandingsFile read(String text, Gender defaultGender) {
        return new TrfReader(defaultGender).run(text);
    }

    /** The text with a BOM removed, line ends as LF and trailing blanks dropped: what idempotency hashes. */
    public static String normalise(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        StringBuilder out = new StringBuilder(body.length());
        for (String line : body.split("\r\n|\r|\n")) {
            String kept = line.stripTrailing();
            if (!kept.isEmpty()) {
                out.append(kept).append('\n');
            }
        }
        return out.toString();
    }

    private StandingsFile run(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String[] lines = body.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            classify(new TrfLine(i + 1, lines[i]), playerLines.isEmpty());
        }
        List<StandingsFile.Line> players = new ArrayList<>();
        for (TrfLine line : playerLines) {
            StandingsFile.Line read = player(line);
            if (read != null) {
                players.add(read);
            }
        }
        if (playerLines.isEmpty()) {
            errors.add(ImportError.line(Math.max(1, lines.length), "TRF_NO_PLAYERS",
                    "The file has no player record (001)."));
        }
        StandingsFile.Tournament about = tournament(players);
        if (players.size() == playerLines.size()) {
            errors.addAll(TrfChecks.check(players, pairingByePoints));
        }
        errors.sort(java.util.Comparator.comparingInt(ImportError::line));
        return new StandingsFile(about, sharedPlaces(players), errors, warnings);
    }

    /** TRF26 gives tied players the same rank: k players at rank r share places r to r + k − 1. */
    private static List<StandingsFile.Line> sharedPlaces(List<StandingsFile.Line> players) {
        Map<Integer, Long> atRank = new HashMap<>();
        players.stream().filter(p -> p.rankFrom() != null).forEach(p -> atRank.merge(p.rankFrom(), 1L, Long::sum));
        return players.stream().map(p -> p.rankFrom() == null || atRank.get(p.rankFrom()) == 1 ? p
                : new StandingsFile.Line(p.line(), p.startNumber(), p.identity(), p.entered(), p.points(),
                        p.rankFrom(), p.rankFrom() + atRank.get(p.rankFrom()).intValue() - 1, p.cells(), p.tally()))
                .toList();
    }

    private void classify(TrfLine line, boolean beforePlayers) {
        if (line.text.isBlank()) {
            return;
        }
        String record = line.record();
        if (record.equals("001")) {
            playerLines.add(line);
            return;
        }
        // Header records keep their line number; those after the players are moved past them on export.
        records.add((beforePlayers ? "H" : "F") + line.text.stripTrailing());
        if (line.text.startsWith("###")) {
            return;
        }
        if (KNOWN.contains(record)) {
            tournament.putIfAbsent(record, line);
            if (record.equals("162")) {
                readScoring(line);
            }
        } else if (record.matches("[A-Z]{3}")) {
            String id = line.field(58, 68);
            String start = line.field(5, 8);
            if (id.matches("CN\\d{8}") && start.matches("\\d+")) {
                registrationNos.put(Integer.parseInt(start), id);
            }
        } else {
            warnings.add(ImportError.at(line.number, 1, "TRF_UNKNOWN_RECORD",
                    "Record " + record + " is not a TRF record; it is kept but not read."));
        }
    }

    private void readScoring(TrfLine line) {
        String[] parts = line.value().split("\\s+");
        for (int i = 0; i + 1 < parts.length; i += 2) {
            if (parts[i].equals("U")) {
                try {
                    pairingByePoints = new BigDecimal(parts[i + 1]).setScale(1, java.math.RoundingMode.HALF_UP);
                } catch (NumberFormatException e) {
                    errors.add(ImportError.line(line.number, "TRF_BAD_SCORING",
                            "The scoring record gives U the value '" + parts[i + 1] + "', not a number."));
                }
            }
        }
    }

    private StandingsFile.Line player(TrfLine line) {
        int before = errors.size();
        Integer start = number(line, 5, 8, "TRF_BAD_START_NUMBER", "starting rank");
        String name = line.field(15, 47);
        if (name.isEmpty()) {
            errors.add(ImportError.at(line.number, 15, "TRF_NO_NAME", "The player has no name (columns 15-47)."));
        }
        Gender gender = gender(line);
        Integer rating = number(line, 49, 52, "TRF_BAD_RATING", "rating");
        Long fideId = fideId(line);
        String birth = line.field(70, 79);
        LocalDate birthDate = birth(line, birth);
        BigDecimal points = points(line);
        Integer rank = number(line, 86, 89, "TRF_BAD_RANK", "rank");
        List<StandingsFile.Cell> cells = cells(line);
        if (errors.size() > before || start == null || points == null) {
            return null;
        }
        String[] names = PlayerIdentity.splitName(name);
        PlayerIdentity identity = new PlayerIdentity(registrationNos.get(start), fideId, names[0], names[1],
                birthDate, gender, TrfTitles.read(line.field(11, 13)).map(Set::of).orElse(Set.of()));
        StandingsFile.Entered entered = new StandingsFile.Entered(name, line.field(10, 10), line.field(11, 13),
                rating, line.field(54, 56), fideId, birth.isEmpty() ? null : birth);
        return new StandingsFile.Line(line.number, start, identity, entered, points, rank, rank, cells,
                StandingsFile.Tally.of(cells));
    }

    private Gender gender(TrfLine line) {
        char sex = Character.toLowerCase(line.at(10));
        if (sex == 'w' || sex == 'f') {
            return Gender.FEMALE;
        }
        if (sex == 'm') {
            return Gender.MALE;
        }
        if (sex != ' ') {
            errors.add(ImportError.at(line.number, 10, "TRF_BAD_SEX", "The sex is '" + sex + "'; m or w expected."));
        } else {
            warnings.add(ImportError.at(line.number, 10, "TRF_NO_SEX",
                    "No sex given; taken as " + defaultGender.name().toLowerCase() + " from the section."));
        }
        return defaultGender;
    }

    private Long fideId(TrfLine line) {
        String text = line.field(58, 68);
        if (text.isEmpty()) {
            return null;
        }
        if (!text.matches("\\d{1,11}")) {
            errors.add(ImportError.at(line.number, 58, "TRF_BAD_FIDE_ID", "The FIDE ID '" + text + "' is not a number."));
            return null;
        }
        return Long.parseLong(text); // 0 means none: PlayerIdentity drops it, the export writes it back
    }

    /** A full date, or null for a blank or a year alone (1990, 1990/00/00); anything else is an error. */
    private LocalDate birth(TrfLine line, String text) {
        if (text.isEmpty() || text.matches("\\d{4}([/.-]00[/.-]00)?")) {
            return null;
        }
        LocalDate date = FileDates.parse(text);
        if (date == null) {
            errors.add(ImportError.at(line.number, 70, "TRF_BAD_DATE",
                    "The birth date '" + text + "' is not YYYY/MM/DD."));
        }
        return date;
    }

    private BigDecimal points(TrfLine line) {
        String text = line.field(81, 84);
        if (!text.matches("\\d{1,3}(\\.\\d)?")) {
            errors.add(ImportError.at(line.number, 81, "TRF_BAD_POINTS",
                    text.isEmpty() ? "No points in columns 81-84." : "The points '" + text + "' are not a number."));
            return null;
        }
        return new BigDecimal(text).setScale(1);
    }

    private Integer number(TrfLine line, int from, int to, String code, String what) {
        String text = line.field(from, to);
        if (text.isEmpty()) {
            if (from == 5) {
                errors.add(ImportError.at(line.number, from, code, "No " + what + " in columns 5-8."));
            }
            return null;
        }
        if (!text.matches("\\d{1,4}")) {
            errors.add(ImportError.at(line.number, from, code, "The " + what + " '" + text + "' is not a whole number."));
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

    private StandingsFile.Cell cell(TrfLine line, int round, int col) {
        String opp = line.field(col, col + 3);
        char colour = Character.toLowerCase(line.at(col + 5));
        RoundCode code = RoundCode.of(Character.toUpperCase(line.at(col + 7)));
        Integer opponent = null;
        if (!opp.isEmpty() && !opp.matches("0+")) {
            if (!opp.matches("\\d{1,4}")) {
                return fail(line, col, "TRF_BAD_OPPONENT", "Round " + round + ": the opponent '" + opp
                        + "' is not a starting rank.");
            }
            opponent = Integer.parseInt(opp);
        }
        if (colour != 'w' && colour != 'b' && colour != '-' && colour != ' ') {
            return fail(line, col + 5, "TRF_BAD_COLOUR", "Round " + round + ": the colour '" + colour
                    + "' is not w, b or -.");
        }
        if (code == null) {
            return fail(line, col + 7, "TRF_BAD_RESULT", "Round " + round + ": the result '" + line.at(col + 7)
                    + "' is not one of 1 = 0 + - W D L H F U Z.");
        }
        if (opponent == null && code.isGame()) {
            return fail(line, col, "TRF_GAME_WITHOUT_OPPONENT", "Round " + round + ": a game result ("
                    + code.code() + ") with no opponent.");
        }
        if (opponent != null && code.kind() == RoundCode.Kind.BYE) {
            return fail(line, col + 7, "TRF_BYE_WITH_OPPONENT", "Round " + round + ": a bye (" + code.code()
                    + ") against opponent " + opponent + ".");
        }
        return new StandingsFile.Cell(round, opponent, colour == ' ' ? '-' : colour, code, col);
    }

    private StandingsFile.Cell fail(TrfLine line, int column, String code, String message) {
        errors.add(ImportError.at(line.number, column, code, message));
        return null;
    }

    private StandingsFile.Tournament tournament(List<StandingsFile.Line> players) {
        int maxCells = players.stream().mapToInt(p -> p.cells().size()).max().orElse(0);
        Integer rounds = roundsRecord();
        return new StandingsFile.Tournament(value("012"), value("022"), date("042"), endDate(),
                rounds != null ? Integer.valueOf(Math.max(rounds, maxCells)) : Integer.valueOf(maxCells),
                value("122"), value("092"), records);
    }

    private Integer roundsRecord() {
        for (String record : List.of("142", "XXR")) {
            String v = value(record);
            if (v != null && v.matches("\\d{1,3}")) {
                return Integer.parseInt(v);
            }
        }
        return null;
    }

    private LocalDate endDate() {
        LocalDate end = date("052");
        if (end != null) {
            return end;
        }
        TrfLine roundDates = tournament.get("132");
        if (roundDates == null) {
            return null;
        }
        LocalDate last = null;
        for (String token : roundDates.field(FIRST_ROUND_COLUMN, roundDates.length()).split("\\s+")) {
            LocalDate d = FileDates.parse(token);
            last = d != null ? d : last;
        }
        return last;
    }

    private LocalDate date(String record) {
        String v = value(record);
        if (v == null) {
            return null;
        }
        LocalDate d = FileDates.parse(v);
        if (d == null) {
            TrfLine line = tournament.get(record);
            errors.add(ImportError.at(line.number, 5, "TRF_BAD_DATE", "Record " + record + ": '" + v
                    + "' is not a date (YY/MM/DD, YYYY/MM/DD or YYYY-MM-DD)."));
        }
        return d;
    }

    private String value(String record) {
        TrfLine line = tournament.get(record);
        return line == null || line.value().isEmpty() ? null : line.value();
    }
}
