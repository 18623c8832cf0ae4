package org.dengji.standards.core;

import java.util.List;
import java.util.stream.Collectors;

/**
 * How far a record is toward one criterion: {@code have} distinct events (or 1 for a title held)
 * of {@code need}; for ALL_OF, the parts. Rendered in zh-CN and English by the service or pages,
 * e.g. "top 2 at the national individual championship: 1 of 2".
 *
 * @param expired enough events, but none of them ended within the application window
 */
public record Progress(Criterion criterion, int have, int need, List<Progress> parts, boolean expired)
        implements Bilingual {

    public Progress {
        parts = List.copyOf(parts);
    }

    static Progress of(Criterion criterion, int have) {
        return new Progress(criterion, have, criterion.times(), List.of(), false);
    }

    public boolean met() {
        return parts.isEmpty() ? have >= need && !expired : parts.stream().allMatch(Progress::met);
    }

    public String en() {
        if (!parts.isEmpty()) {
            return parts.stream().map(Progress::en).collect(Collectors.joining("; "));
        }
        return criterion.en() + ": " + have + " of " + need + (expired ? " (application window closed)" : "");
    }

    public String zh() {
        if (!parts.isEmpty()) {
            return parts.stream().map(Progress::zh).collect(Collectors.joining("；"));
        }
        return criterion.zh() + "：" + have + "/" + need + (expired ? "（已过申请期限）" : "");
    }
}
