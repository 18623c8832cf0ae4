package org.dengji.registry.pages;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.audit.AuditEntry;

/**
 * An event's corrections as its staff page lists them, oldest first: who (by display name), when,
 * the reason, and what changed, before → after. The audit log keeps the event's state and each
 * corrected result as one-line summaries; only the parts that changed are shown, a result's values
 * by name so that the page can label them in its own language.
 */
public record CorrectionHistory(String who, Instant at, String reason, List<Change> changes) {

    private static final Pattern RESULT = Pattern.compile(
            "#(\\d+) (.*) rank=(\\S*) points=(\\S+) games=(\\d+) w/d/l=(\\S+)");

    /** One thing corrected: a result (its starting rank and name, then its values) or the event's facts. */
    public record Change(String subject, Values before, Values after, String beforeText, String afterText) {
        public boolean isResult() {
            return before != null;
        }
    }

    /** A result's values, as the audit log summarised them. */
    public record Values(String rank, String points, String games) {
    }

    /** An entry of the audit log of an {@code EVENT_CORRECTED}, its actor shown as {@code who}. */
    static CorrectionHistory of(AuditEntry entry, String who) {
        String[] before = parts(entry.before);
        String[] after = parts(entry.after);
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i < Math.max(before.length, after.length); i++) {
            String b = i < before.length ? before[i] : "";
            String a = i < after.length ? after[i] : "";
            if (!b.equals(a)) {
                changes.add(change(b, a));
            }
        }
        return new CorrectionHistory(who, entry.at, entry.reason, changes);
    }

    private static Change change(String before, String after) {
        Matcher b = RESULT.matcher(before);
        Matcher a = RESULT.matcher(after);
        if (b.matches() && a.matches()) {
            return new Change("#" + b.group(1) + " " + b.group(2), values(b), values(a), null, null);
        }
        return new Change(null, null, null, before, after);
    }

    private static Values values(Matcher m) {
        return new Values(m.group(3).isEmpty() ? "—" : m.group(3), m.group(4), m.group(5));
    }

    private static String[] parts(String summary) {
        return summary == null ? new String[0] : summary.split("; ");
    }
}
