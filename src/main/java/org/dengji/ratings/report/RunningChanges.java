package org.dengji.ratings.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@link ChangedRatings} for a run that rewrites the reports a stretch of dates at a time: the replaced and the new
 * entries of each stretch, in rating order, come in one after the other, and a player's change is found as soon
 * as a period of theirs is complete. Per player it keeps only their rating on the old and on the new lists so far
 * and the period still open, so a run over the whole registry holds no entry of an earlier stretch.
 */
final class RunningChanges {

    /** One player's lists so far: the old and the new rating (null: unrated) and the period not yet compared. */
    private static final class Lists {
        Integer was;
        Integer now;
        String open;
        boolean changed;

        Lists(Integer carried) {
            was = carried;
            now = carried;
        }
    }

    private record Line(RatingReportEntry entry, boolean old) {
    }

    private static final Comparator<Line> BY_PERIOD = Comparator.comparing(line -> line.entry().period);

    private final Map<Long, Lists> players = new HashMap<>();
    private final Map<Long, Integer> carried;

    /** @param carried the rating each player carried into the run's first period (absent: unrated) */
    RunningChanges(Map<Long, Integer> carried) {
        this.carried = carried;
    }

    /**
     * Takes the next stretch: {@code replaced} and {@code written} both in rating order, every entry later than
     * the earlier stretches'; answers the players found changed by it.
     */
    List<ChangedRatings.Change> next(List<RatingReportEntry> replaced, List<RatingReportEntry> written) {
        List<Line> lines = new ArrayList<>(replaced.size() + written.size());
        replaced.forEach(e -> lines.add(new Line(e, true)));
        written.forEach(e -> lines.add(new Line(e, false)));
        lines.sort(BY_PERIOD); // stable: each side keeps its order within a period
        List<ChangedRatings.Change> changes = new ArrayList<>();
        for (Line line : lines) {
            RatingReportEntry e = line.entry();
            Lists lists = players.computeIfAbsent(e.playerId, id -> new Lists(carried.get(id)));
            if (lists.changed) {
                continue;
            }
            if (lists.open != null && !lists.open.equals(e.period) && close(e.playerId, lists, changes)) {
                continue;
            }
            lists.open = e.period;
            if (line.old()) {
                lists.was = e.ratingAfter;
            } else {
                lists.now = e.ratingAfter;
            }
        }
        return changes;
    }

    /** Compares every period still open: the run has no later entry. */
    List<ChangedRatings.Change> finish() {
        List<ChangedRatings.Change> changes = new ArrayList<>();
        players.forEach((player, lists) -> {
            if (!lists.changed && lists.open != null) {
                close(player, lists, changes);
            }
        });
        return changes;
    }

    /** Compares the player's open period, whose entries are all in; answers whether they changed. */
    private static boolean close(long player, Lists lists, List<ChangedRatings.Change> changes) {
        if (!Objects.equals(lists.was, lists.now)) {
            changes.add(new ChangedRatings.Change(player, lists.open, lists.was, lists.now));
            lists.changed = true;
        }
        lists.open = null;
        return lists.changed;
    }
}
