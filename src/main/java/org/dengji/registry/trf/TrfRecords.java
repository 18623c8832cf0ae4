package org.dengji.registry.trf;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.dengji.common.PlausibleDate;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.imports.FileDates;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;

/**
 * The tournament records of a TRF file: every non-player line kept verbatim (for the export), and
 * what the registry reads of them — the name, city, dates, rounds, type and time control, the
 * points system (162, XXS, BBx), the abnormal points (299), and whether it is a team event (082 above
 * 0, the team records, or a team type in 192).
 */
final class TrfRecords {

    /** Records the TRF16 and TRF26 texts define, and the pairing programs' own. */
    private static final Set<String> KNOWN = Set.of("012", "022", "032", "042", "052", "062", "072", "082",
            "092", "102", "112", "122", "132", "142", "152", "162", "172", "182", "192", "202", "212", "222",
            "240", "250", "260", "299", "013", "310", "320", "330", "300", "352", "362", "801", "802",
            "XXR", "XXC", "XXS", "XXA", "XXP", "XXZ", "XXB", "XXV", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU");
    private static final Set<String> TEAM = Set.of("013", "310", "320", "330", "300", "352", "362", "801", "802");
    /** How long the event keeps each of these values (event.name, city, pairing_system, time_control). */
    private static final Map<String, Integer> STORED = Map.of("012", 200, "022", 100, "092", 100, "122", 100);

    private final List<ImportError> errors;
    private final List<ImportError> warnings;
    private final List<String> kept = new ArrayList<>();
    private final Map<String, TrfLine> first = new HashMap<>();
    private final PointsSystem points = new PointsSystem();
    private final List<AbnormalPoints> abnormal = new ArrayList<>();
    private boolean teamRecords;

    TrfRecords(List<ImportError> errors, List<ImportError> warnings) {
        this.errors = errors;
        this.warnings = warnings;
    }

    /** Keeps the line for the export; those after the player lines are written after them again. */
    void keep(TrfLine line, boolean beforePlayers) {
        kept.add((beforePlayers ? "H" : "F") + line.text.stripTrailing());
    }

    /** A National Rating Support record: a federation code, a blank, and a starting rank at 5–8. */
    static boolean isNationalRating(TrfLine line) {
        return line.record().matches("[A-Z]{3}") && !KNOWN.contains(line.record()) && line.at(4) == ' '
                && line.field(5, 8).matches("\\d{1,4}");
    }

    /** Reads a record this class knows; false for any other line. */
    boolean read(TrfLine line) {
        String record = line.record();
        if (!KNOWN.contains(record) || line.length() > 3 && line.at(4) != ' ') {
            return false;
        }
        first.putIfAbsent(record, line);
        teamRecords |= TEAM.contains(record);
        if (ScoringRecords.reads(record)) {
            ScoringRecords.read(line, points, errors);
        } else if (record.equals("299")) {
            AbnormalPoints a = AbnormalPoints.read(line, errors);
            if (a != null) {
                abnormal.add(a);
            }
        } else if (STORED.containsKey(record)) {
            checkStorable(line, STORED.get(record));
        }
        return true;
    }

    PointsSystem pointsSystem() {
        return points;
    }

    List<AbnormalPoints> abnormalPoints() {
        return List.copyOf(abnormal);
    }

    StandingsFile.Tournament tournament(List<StandingsFile.Line> players) {
        int rounds = playedRounds(players);
        Integer announced = announcedRounds();
        if (announced != null && announced > rounds && rounds > 0) {
            TrfLine line = first.containsKey("142") ? first.get("142") : first.get("XXR");
            warnings.add(ImportError.line(line.number, ImportCode.INCOMPLETE_ROUNDS, announced, line.record(), rounds));
        }
        boolean team = isTeam();
        if (team) {
            warnings.add(ImportError.line(1, ImportCode.TRF_TEAM_EVENT));
        }
        List<LocalDate> roundDates = roundDates();
        LocalDate start = date("042");
        LocalDate end = date("052");
        return new StandingsFile.Tournament(value("012"), value("022"),
                start != null ? start : roundDates.isEmpty() ? null : roundDates.get(0),
                end != null ? end : roundDates.isEmpty() ? null : roundDates.get(roundDates.size() - 1),
                rounds, announced, value("122"), value("092"), points.isStandard() ? null : points.describe(), team,
                kept);
    }

    /**
     * The last round in which anything happened: a game, a forfeit or a bye that scores. Rounds after
     * it hold at most absences (a pairing program's input marks who will miss the next round).
     */
    static int playedRounds(List<StandingsFile.Line> players) {
        int last = 0;
        for (StandingsFile.Line p : players) {
            for (StandingsFile.Cell c : p.cells()) {
                if (c.opponent() != null || c.code() != RoundCode.ZERO_BYE) {
                    last = Math.max(last, c.round());
                }
            }
        }
        return last;
    }

    private boolean isTeam() {
        String teams = value("082");
        String type = value("192");
        return teamRecords || teams != null && teams.matches("\\d+") && Integer.parseInt(teams) > 0
                || type != null && type.toUpperCase(Locale.ROOT).contains("TEAM");
    }

    private Integer announcedRounds() {
        for (String record : List.of("142", "XXR")) {
            String v = value(record);
            if (v != null && v.matches("\\d{1,3}")) {
                return Integer.parseInt(v);
            }
        }
        return null;
    }

    /** The round dates of record 132 (YY/MM/DD under each round's columns), in file order. */
    private List<LocalDate> roundDates() {
        TrfLine line = first.get("132");
        List<LocalDate> dates = new ArrayList<>();
        if (line != null) {
            for (String token : line.field(5, line.length()).split("\\s+")) {
                LocalDate d = FileDates.parse(token);
                if (d != null && PlausibleDate.Check.holds(d)) {
                    dates.add(d);
                }
            }
        }
        return dates;
    }

    /** A date record; one that cannot be read is a warning, and the date then comes from elsewhere. */
    private LocalDate date(String record) {
        String v = value(record);
        if (v == null) {
            return null;
        }
        LocalDate d = FileDates.parse(v);
        if (d == null) {
            warnings.add(ImportError.at(first.get(record).number, 5, ImportCode.TRF_DATE_UNREAD, record, v));
        } else if (!PlausibleDate.Check.holds(d)) {
            errors.add(ImportError.at(first.get(record).number, 5, ImportCode.EVENT_DATE_IMPLAUSIBLE, d));
            return null;
        }
        return d;
    }

    private void checkStorable(TrfLine line, int longest) {
        int control = line.controlCharacter(5, line.length());
        if (control > 0) {
            errors.add(ImportError.at(line.number, control, ImportCode.CONTROL_CHARACTER,
                    "%04X".formatted(line.at(control))));
        } else if (line.value().codePointCount(0, line.value().length()) > longest) {
            errors.add(ImportError.at(line.number, 5 + longest, ImportCode.FIELD_TOO_LONG, line.record(),
                    line.value().codePointCount(0, line.value().length()), longest));
        }
    }

    private String value(String record) {
        TrfLine line = first.get(record);
        return line == null || line.value().isEmpty() ? null : line.value();
    }
}
