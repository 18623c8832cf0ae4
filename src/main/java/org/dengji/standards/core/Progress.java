package org.dengji.standards.core;

import java.util.List;
import java.util.stream.Collectors;

/**
 * How far a record is toward one criterion: {@code have} distinct events (or 1 for a title held)
 * of {@code need}; for ALL_OF, the parts. Rendered in zh-CN and English by the service or pages,
 * e.g. "top 2 at the national individual championship: 1 of 2". {@code have} never exceeds
 * {@code need}: a third event toward "twice" adds nothing, and "2 of 1" would read as a mistake.
 *
 * @param expired enough events (or parts), but none of their events ended within the application
 *     window
 */
public record Progress(Criterion criterion, int have, int need, List<Progress> parts, boolean expired)
        implements Bilingual {

    public Progress {
        parts = List.copyOf(parts);
    }

    static Progress of(Criterion criterion, int have) {
        return new Progress(criterion, Math.min(have, criterion.times()), criterion.times(), List.of(), false);
    }

    public boolean met() {
        boolean enough = parts.isEmpty() ? have >= need : parts.stream().allMatch(Progress::met);
        return enough && !expired;
    }

    public String en() {
        String closed = expired ? " (application window closed)" : "";
        if (!parts.isEmpty()) {
            return parts.stream().map(Progress::en).collect(Collectors.joining("; ")) + closed;
        }
        return criterion.en() + ": " + have + " of " + need + closed;
    }

    public String zh() {
        String closed = expired ? "（已过申请期限）" : "";
        if (!parts.isEmpty()) {
            return parts.stream().map(Progress::zh).collect(Collectors.joining("；")) + closed;
        }
        return criterion.zh() + "：" + have + "/" + need + closed;
    }
}
