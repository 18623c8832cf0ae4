package org.dengji.registry.trf;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.NationalRatings;

/**
 * The national ratings of a TRF26 file: its National Rating Support records of the Chinese federation
 * ({@code CHN} in columns 1–3, the starting rank in 5–8 and the national rating in 49–52, the layout of
 * {@code 001}). Records of another federation carry that federation's list, which is not the national one here.
 * A rating that cannot be a rating refuses the file, as a second record for the same starting rank does; a
 * record naming a starting rank no player has is only reported.
 */
final class NationalRatingRecords {

    /** The federation whose National Rating Support records give the national rating. */
    static final String FEDERATION = "CHN";
    static final int RATING_COLUMN = 49;

    private final List<ImportError> errors;
    private final Map<Integer, Integer> ratings = new HashMap<>();
    private final Map<Integer, Integer> lines = new HashMap<>();

    NationalRatingRecords(List<ImportError> errors) {
        this.errors = errors;
    }

    /** Reads a National Rating Support record already recognised as one; other federations' are passed over. */
    void read(TrfLine line) {
        if (!line.record().equals(FEDERATION)) {
            return;
        }
        int start = Integer.parseInt(line.field(5, 8));
        Integer first = lines.putIfAbsent(start, line.number);
        if (first != null) {
            errors.add(ImportError.at(line.number, 5, ImportCode.TRF_NATIONAL_RATING_TWICE, start, first));
            return;
        }
        String text = line.field(RATING_COLUMN, 52);
        if (text.isEmpty()) {
            return;
        }
        if (!NationalRatings.readable(text)) {
            errors.add(ImportError.at(line.number, RATING_COLUMN, ImportCode.TRF_BAD_NATIONAL_RATING, text,
                    NationalRatings.LOWEST, NationalRatings.HIGHEST));
            return;
        }
        Integer rating = NationalRatings.value(text);
        if (rating != null) {
            ratings.put(start, rating);
        }
    }

    /** The national rating of each starting rank that has one. */
    Map<Integer, Integer> ratings() {
        return ratings;
    }

    /** A warning for each record whose starting rank belongs to no player line. */
    void reportUnmatched(Set<Integer> startNumbers, List<ImportError> warnings) {
        lines.forEach((start, line) -> {
            if (!startNumbers.contains(start)) {
                warnings.add(ImportError.at(line, 5, ImportCode.TRF_NATIONAL_RATING_WITHOUT_PLAYER, start));
            }
        });
    }
}
