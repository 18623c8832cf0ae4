package org.dengji.registry.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportProgress;
import org.dengji.registry.imports.StandingsFile;

/**
 * Reads a FIDE Tournament Report File (TRF16 or TRF26, and what pairing programs write beside
 * them) into a {@link StandingsFile}, every problem an {@link ImportError} with its line and
 * column: nothing is thrown for bad input. The rule: accept what the format's texts allow and real
 * programs write; refuse only what contradicts itself or would change a title decision; report
 * everything else as a warning.
 *
 * <p>Read: player records {@code 001}; tournament records 012–132 and TRF26's 142–362 (kept
 * verbatim for the export; 012 name, 022 city, 042/052 dates, 082 teams, 092 type, 122 time
 * control, 132 round dates, 142 rounds, 162 scoring and 299 abnormal points are understood);
 * {@code ###} comments; the pairing programs' {@code XXR} (rounds), {@code XXC}, {@code XXS}
 * (scoring) and bbpPairings' {@code BBx}; National Rating Support records (a three-letter
 * federation code in place of {@code 001}), whose ID field (columns 58–68) may carry a Dengji
 * registration number for that starting rank, and whose {@code CHN} records give the national rating
 * ({@link NationalRatingRecords}). Other lines are kept and reported as warnings: a
 * record code no text defines, or a line that is no record at all (the column rulers of FIDE's own
 * example). A bye dummy (a line named like {@code spielfrei} that plays no game) is not a player.
 * Lines may end with CR, LF or CRLF.
 */
public final class TrfReader {

    /** The longest line an event keeps as a record (event_record.text). */
    static final int LONGEST_RECORD = 4000;

    private final List<ImportError> errors = new ArrayList<>();
    private final List<ImportError> warnings = new ArrayList<>();
    private final List<TrfLine> playerLines = new ArrayList<>();
    private final Map<Integer, String> registrationNos = new HashMap<>();
    private final TrfRecords records = new TrfRecords(errors, warnings);
    private final NationalRatingRecords nationalRatings = new NationalRatingRecords(errors);

    private TrfReader() {
    }

    public static StandingsFile read(String text) {
        return read(text, ImportProgress.NONE);
    }

    /** Reads {@code text}, telling {@code progress} after each line how many are read. */
    public static StandingsFile read(String text, ImportProgress progress) {
        return new TrfReader().run(text, progress);
    }

    private StandingsFile run(String text, ImportProgress progress) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String[] lines = lines(body);
        int total = lines.length > 1 && lines[lines.length - 1].isEmpty() ? lines.length - 1 : lines.length;
        for (int i = 0; i < lines.length; i++) {
            classify(new TrfLine(i + 1, lines[i]), playerLines.isEmpty());
            progress.read(Math.min(i + 1, total), total);
        }
        if (playerLines.isEmpty()) {
            errors.add(ImportError.line(Math.max(1, lines.length), ImportCode.TRF_NO_PLAYERS));
        }
        TrfPlayerLines reader = new TrfPlayerLines(errors, warnings, registrationNos, nationalRatings.ratings());
        List<StandingsFile.Line> read = new ArrayList<>();
        playerLines.stream().map(reader::read).filter(l -> l != null).forEach(read::add);
        if (read.size() == playerLines.size()) {
            nationalRatings.reportUnmatched(read.stream().map(StandingsFile.Line::startNumber)
                    .collect(java.util.stream.Collectors.toSet()), warnings);
        }
        List<StandingsFile.Line> players = ByeDummies.without(read, warnings);
        StandingsFile.Tournament about = records.tournament(players);
        if (read.size() == playerLines.size() && !players.isEmpty()) {
            new TrfChecks(about, records.pointsSystem(), records.abnormalPoints(), errors, warnings).check(players);
        }
        errors.sort(Comparator.comparingInt(ImportError::line));
        warnings.sort(Comparator.comparingInt(ImportError::line));
        return new StandingsFile(about, sharedPlaces(players), errors, warnings);
    }

    /**
     * The lines of {@code text}, ended by CR LF, CR or LF, an empty last one after a final line break (as
     * {@code split("\\r\\n|\\r|\\n", -1)} gives them, without a regular expression over the whole file).
     */
    static String[] lines(String text) {
        List<String> lines = new ArrayList<>(text.length() / 80 + 2);
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        lines.add(text.substring(start));
        return lines.toArray(String[]::new);
    }

    /** TRF26 gives tied players the same rank: k players at rank r share places r to r + k − 1. */
    private static List<StandingsFile.Line> sharedPlaces(List<StandingsFile.Line> players) {
        Map<Integer, Long> atRank = new HashMap<>();
        players.stream().filter(p -> p.rankFrom() != null).forEach(p -> atRank.merge(p.rankFrom(), 1L, Long::sum));
        return players.stream().map(p -> p.rankFrom() == null || atRank.get(p.rankFrom()) == 1 ? p
                : p.sharing(p.rankFrom() + atRank.get(p.rankFrom()).intValue() - 1)).toList();
    }

    private void classify(TrfLine line, boolean beforePlayers) {
        if (line.text.isBlank()) {
            return;
        }
        if (line.length() > LONGEST_RECORD) {
            errors.add(ImportError.at(line.number, LONGEST_RECORD + 1, ImportCode.FIELD_TOO_LONG, line.record(),
                    line.length(), LONGEST_RECORD));
            return;
        }
        String record = line.record();
        if (record.equals("001")) {
            playerLines.add(line);
            return;
        }
        records.keep(line, beforePlayers);
        if (line.text.startsWith("###")) {
            return;
        }
        if (TrfRecords.isNationalRating(line)) {
            String id = line.field(58, 68).toUpperCase(java.util.Locale.ROOT);
            if (id.matches("CN\\d{8}")) {
                registrationNos.put(Integer.parseInt(line.field(5, 8)), id);
            }
            nationalRatings.read(line);
        } else if (!records.read(line)) {
            boolean looksLikeRecord = record.matches("\\d{3}") && (line.length() == 3 || line.at(4) == ' ');
            warnings.add(looksLikeRecord ? ImportError.at(line.number, 1, ImportCode.TRF_UNKNOWN_RECORD, record)
                    : ImportError.at(line.number, 1, ImportCode.TRF_NOT_A_RECORD));
        }
    }
}
