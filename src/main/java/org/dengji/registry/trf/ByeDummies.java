package org.dengji.registry.trf;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;

/**
 * Pairing programs that cannot write a bye without an opponent add a dummy player (Swiss-Manager's
 * {@code spielfrei}, {@code BYE}, {@code Freilos}; FIDE's own TRF16 example has one). A line with
 * such a name that plays no game (every round empty, a bye, or {@code 0000 - -}) is that dummy, not
 * a person: it is left out, with a warning. A line with a real name that plays no game is a player
 * who withdrew, and stays.
 */
final class ByeDummies {

    private static final Set<String> NAMES = Set.of("spielfrei", "freilos", "bye", "pab", "pairing bye",
            "pairing-allocated bye", "pairing allocated bye", "exempt", "exempté", "libre", "descanso", "vrij",
            "轮空", "輪空");

    private static final Pattern SEPARATORS = Pattern.compile("[\\s,()]+");

    private ByeDummies() {
    }

    static List<StandingsFile.Line> without(List<StandingsFile.Line> lines, List<ImportError> warnings) {
        return lines.stream().filter(l -> {
            boolean dummy = isDummy(l);
            if (dummy) {
                warnings.add(ImportError.line(l.line(), ImportCode.TRF_BYE_DUMMY, l.entered().name(),
                        l.startNumber()));
            }
            return !dummy;
        }).toList();
    }

    /** A line that plays no game, under a dummy's name; the games are looked at first, as they rule out most lines. */
    static boolean isDummy(StandingsFile.Line line) {
        if (!line.cells().stream().allMatch(c -> c.opponent() == null)) {
            return false;
        }
        String name = SEPARATORS.matcher(line.entered().name().strip().toLowerCase(Locale.ROOT)).replaceAll(" ");
        return NAMES.contains(name.strip());
    }
}
