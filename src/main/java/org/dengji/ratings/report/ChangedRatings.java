package org.dengji.ratings.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Map.Entry;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which players' ratings a recomputation changed: a player's rating on a period's list is the rating after of
 * their last entry in it, or, in a period where they played nothing, the one they carried into it. A player
 * changed when some list from the recomputation's first period on shows them otherwise than before (a new
 * rating, a rating lost, or a first rating gained).
 */
final class ChangedRatings {

    /** A changed player: the first period whose list changed, and their rating on it before and now (null: unrated). */
    record Change(long playerId, String period, Integer was, Integer now) {
    }

    private ChangedRatings() {
    }

    /**
     * @param before the replaced entries, in rating order
     * @param after the new entries, in rating order
     * @param carried the rating each player carried into the first period (absent: unrated)
     */
    static List<Change> between(List<RatingReportEntry> before, List<RatingReportEntry> after,
            Map<Long, Integer> carried) {
        Map<Long, TreeMap<String, Integer>> was = lists(before);
        Map<Long, TreeMap<String, Integer>> now = lists(after);
        TreeSet<Long> players = new TreeSet<>(was.keySet());
        players.addAll(now.keySet());
        List<Change> changes = new ArrayList<>();
        for (long player : players) {
            TreeMap<String, Integer> old = was.getOrDefault(player, new TreeMap<>());
            TreeMap<String, Integer> fresh = now.getOrDefault(player, new TreeMap<>());
            TreeSet<String> periods = new TreeSet<>(old.keySet());
            periods.addAll(fresh.keySet());
            Integer start = carried.get(player);
            for (String period : periods) {
                Integer a = on(old, period, start);
                Integer b = on(fresh, period, start);
                if (!Objects.equals(a, b)) {
                    changes.add(new Change(player, period, a, b));
                    break;
                }
            }
        }
        return changes;
    }

    private static Integer on(TreeMap<String, Integer> list, String period, Integer carried) {
        Entry<String, Integer> latest = list.floorEntry(period);
        return latest == null ? carried : latest.getValue();
    }

    private static Map<Long, TreeMap<String, Integer>> lists(List<RatingReportEntry> entries) {
        Map<Long, TreeMap<String, Integer>> lists = new HashMap<>();
        for (RatingReportEntry e : entries) {
            lists.computeIfAbsent(e.playerId, id -> new TreeMap<>()).put(e.period, e.ratingAfter);
        }
        return lists;
    }
}
