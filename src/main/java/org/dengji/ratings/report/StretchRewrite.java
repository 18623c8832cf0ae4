package org.dengji.ratings.report;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts a stretch's new report entries in place of its old ones, writing only what differs: an entry that comes out
 * with the same figures stays the row it was, one that differs or is new is written, and an old one the run no
 * longer writes is deleted. A run over the whole registry mostly finds what the reports already say (every
 * publication kept them up to date), so it writes a few rows where it would rewrite millions.
 */
final class StretchRewrite {

    private record Key(long event, long player) {
        static Key of(RatingReportEntry e) {
            return new Key(e.eventId, e.playerId);
        }
    }

    private StretchRewrite() {
    }

    /**
     * @param replaced the stretch's stored entries, with their ids (ending from {@code first} to before {@code end};
     *        no end: on or after {@code first})
     * @param written the stretch's new entries
     * @return the number of rows written
     */
    static int write(Connection db, LocalDate first, LocalDate end, List<RatingReportEntry> replaced,
            List<RatingReportEntry> written) throws SQLException {
        Map<Key, RatingReportEntry> stored = new HashMap<>(replaced.size() * 2);
        replaced.forEach(e -> stored.put(Key.of(e), e));
        List<RatingReportEntry> changed = new ArrayList<>();
        List<Long> gone = new ArrayList<>();
        for (RatingReportEntry e : written) {
            RatingReportEntry was = stored.remove(Key.of(e));
            if (!RatingRipple.sameFigures(was, e)) {
                changed.add(e);
                if (was != null) {
                    gone.add(was.id);
                }
            }
        }
        stored.values().forEach(e -> gone.add(e.id));
        ReportRows.deleteIds(db, gone);
        // an entry left at another date than its event's would stand in the way of the event's new one
        ReportRows.deleteOutside(db, changed.stream().map(e -> e.eventId).distinct().toList(), first, end);
        ReportWriter.insert(db, changed);
        return changed.size();
    }
}
