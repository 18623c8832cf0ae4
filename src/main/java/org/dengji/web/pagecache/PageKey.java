package org.dengji.web.pagecache;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.dengji.common.i18n.Language;

/**
 * What a kept page is found by: the day (eligibility and what is in force are judged on it), the
 * language, the path and the values of the query parameters that the page reads, in a fixed order.
 * Every other parameter is left out, so that {@code ?x=1}, {@code ?x=2} … find one page instead of
 * each filling memory with a copy of its own.
 */
record PageKey(LocalDate day, Language language, String path, String readQuery) {

    /** The key of {@code path} asked with {@code query}, of which the page reads only {@code reads}. */
    static PageKey of(LocalDate day, Language language, String path, Map<String, List<String>> query,
            Set<String> reads) {
        Map<String, List<String>> read = new TreeMap<>();
        query.forEach((name, values) -> {
            if (reads.contains(name)) {
                read.put(name, values);
            }
        });
        String canonical = read.entrySet().stream()
                .flatMap(e -> e.getValue().stream().map(value -> e.getKey() + "=" + value))
                .collect(Collectors.joining("&"));
        return new PageKey(day, language, path, canonical);
    }

    /** What the key weighs in the cache: its text in bytes, the day and the language included. */
    int bytes() {
        return (path + readQuery).getBytes(StandardCharsets.UTF_8).length + 16;
    }
}
