package org.dengji.registry.csv;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;

/**
 * What a standings table without pairings can be checked for: unique start numbers; wins, draws
 * and losses that add up to the games; points no fewer than the games' points and no more than
 * those plus forfeit wins and byes; no rank putting fewer points above more.
 */
final class CsvChecks {

    private CsvChecks() {
    }

    static List<ImportError> check(List<StandingsFile.Line> lines) {
        List<ImportError> errors = new ArrayList<>();
        Map<Integer, Integer> starts = new HashMap<>();
        for (StandingsFile.Line l : lines) {
            Integer first = starts.putIfAbsent(l.startNumber(), l.line());
            if (first != null) {
                errors.add(ImportError.line(l.line(), ImportCode.CSV_DUPLICATE_START_NUMBER, l.startNumber(), first));
            }
            tally(l, errors);
        }
        ranks(lines, errors);
        errors.sort(Comparator.comparingInt(ImportError::line));
        return errors;
    }

    private static void tally(StandingsFile.Line l, List<ImportError> errors) {
        StandingsFile.Tally t = l.tally();
        int split = t.wins() + t.draws() + t.losses();
        if (split != 0 && split != t.games()) {
            errors.add(ImportError.line(l.line(), ImportCode.CSV_GAMES_MISMATCH, split, t.games()));
            return;
        }
        if (split == 0) {
            return;
        }
        BigDecimal most = t.gamePoints().add(BigDecimal.valueOf(t.forfeitWins() + t.byes()));
        if (l.points().compareTo(t.gamePoints()) < 0 || l.points().compareTo(most) > 0) {
            errors.add(ImportError.line(l.line(), ImportCode.CSV_POINTS_MISMATCH, l.points().toPlainString(),
                    t.gamePoints().toPlainString(), most.toPlainString()));
        }
    }

    private static void ranks(List<StandingsFile.Line> lines, List<ImportError> errors) {
        List<StandingsFile.Line> ranked = lines.stream().filter(l -> l.rankFrom() != null)
                .sorted(Comparator.comparing(StandingsFile.Line::rankFrom)
                        .thenComparing(StandingsFile.Line::points, Comparator.reverseOrder()))
                .toList();
        for (int i = 1; i < ranked.size(); i++) {
            StandingsFile.Line above = ranked.get(i - 1);
            StandingsFile.Line below = ranked.get(i);
            if (above.rankFrom() < below.rankFrom() && above.points().compareTo(below.points()) < 0) {
                errors.add(ImportError.line(below.line(), ImportCode.CSV_RANK_ORDER, below.rankFrom(),
                        below.points().toPlainString(), above.rankFrom(), above.line()));
            }
        }
    }
}
