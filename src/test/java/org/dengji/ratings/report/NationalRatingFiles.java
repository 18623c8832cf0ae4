package org.dengji.ratings.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * TRF files given national ratings the way TRF26 gives them: a National Rating Support record per player, the
 * {@code 001} layout up to the birth date with {@code CHN} in columns 1–3 and the national rating in 49–52
 * (the shape of the {@code FRA} record of Sharly Chess's TRF26 example).
 */
public final class NationalRatingFiles {

    private NationalRatingFiles() {
    }

    /** The file with a CHN record after its players giving each the rating of its 001 line. */
    public static String sameAsFide(String trf) {
        return with(trf, Map.of());
    }

    /**
     * The file with a CHN record per player: the rating {@code ratings} gives for its starting rank (a blank for
     * -1), else that of its 001 line.
     */
    public static String with(String trf, Map<Integer, Integer> ratings) {
        String end = trf.contains("\r\n") ? "\r\n" : trf.contains("\r") ? "\r" : "\n";
        List<String> records = new ArrayList<>();
        for (String line : trf.split(Pattern.quote(end))) {
            if (line.startsWith("001")) {
                int start = Integer.parseInt(line.substring(4, 8).strip());
                String rating = ratings.containsKey(start)
                        ? ratings.get(start) < 0 ? "    " : "%4d".formatted(ratings.get(start)) : line.substring(48, 52);
                records.add("CHN" + line.substring(3, 48) + rating + line.substring(52, 79));
            }
        }
        String body = trf.endsWith(end) ? trf : trf + end;
        return body + String.join(end, records) + end;
    }
}
