package org.dengji.standards.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.dengji.standards.version.ClauseKind;
import org.dengji.standards.version.StandardRows;

/**
 * The seeded standards, read from the Flyway migrations on the classpath ({@code migrations/} is
 * copied to {@code db/migration}) and assembled by the persistence's own row mapping
 * ({@link StandardRows}), so the plain tests cannot drift from what the database holds.
 * {@code SeededStandardsJpaTest} checks that the standards loaded through JPA equal these.
 */
public final class SeededStandards {

    static final String NATIONAL_MIGRATION = "db/migration/V11__national_standard_seed.sql";
    static final String AMATEUR_MIGRATION = "db/migration/V12__amateur_standard_seed.sql";

    private static final Standard NATIONAL = load(NATIONAL_MIGRATION, "CN-NATIONAL-1");
    private static final Standard AMATEUR = load(AMATEUR_MIGRATION, "CN-AMATEUR-1");

    private SeededStandards() {
    }

    public static Standard national() {
        return NATIONAL;
    }

    public static Standard amateur() {
        return AMATEUR;
    }

    static List<SqlInserts.Row> rows(String resource) {
        try (InputStream in = SeededStandards.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the classpath");
            }
            return SqlInserts.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Standard load(String resource, String code) {
        List<SqlInserts.Row> rows = rows(resource);
        SqlInserts.Row s = rows.stream().filter(r -> r.table().equals("standard") && code.equals(r.string("code")))
                .findFirst().orElseThrow(() -> new IllegalStateException("no standard " + code + " in " + resource));
        StandardRows.StandardRow standard = new StandardRows.StandardRow(s.string("code"), s.integer("version_no"),
                s.string("based_on_code"), s.string("name_zh"), s.string("name_en"), Track.valueOf(s.string("track")),
                StandardStatus.valueOf(s.string("status")), s.date("effective_from"), s.date("effective_to"),
                s.integer("norm_min_games"), s.integer("window_months"));
        List<StandardRows.ClauseRow> clauses = rows.stream()
                .filter(r -> r.table().equals("standard_clause") && code.equals(r.string("standard_id")))
                .map(SeededStandards::clause).toList();
        List<StandardRows.NormRateRow> rates = rows.stream()
                .filter(r -> r.table().equals("standard_norm_rate") && code.equals(r.string("standard_id")))
                .map(r -> new StandardRows.NormRateRow(Title.valueOf(r.string("title")),
                        GenderScope.valueOf(r.string("gender_scope")), r.decimal("rate")))
                .toList();
        return StandardRows.assemble(standard, clauses, rates);
    }

    private static StandardRows.ClauseRow clause(SqlInserts.Row r) {
        return new StandardRows.ClauseRow(r.string("clause_key"), r.string("parent_key"), r.integer("sort_order"),
                Title.valueOf(r.string("title")), GenderScope.valueOf(r.string("gender_scope")), r.string("clause_ref"),
                ClauseKind.valueOf(r.string("kind")), named(r.string("category"), EventCategory::valueOf),
                r.integer("rank_from"), r.integer("rank_to"), r.integer("times"),
                named(r.string("norm_title"), Title::valueOf), named(r.string("fide_title"), FideTitle::valueOf),
                levels(r.string("event_levels")), r.integer("min_rounds"),
                r.decimal("min_rate"), r.string("text_zh"), r.string("text_en"),
                r.string("interpretation_zh"), r.string("interpretation_en"));
    }

    private static <E> E named(String column, Function<String, E> valueOf) {
        return column == null ? null : valueOf.apply(column);
    }

    private static Set<EventLevel> levels(String column) {
        if (column == null) {
            return null;
        }
        Set<EventLevel> levels = EnumSet.noneOf(EventLevel.class);
        Arrays.stream(column.split(",")).map(String::trim).map(EventLevel::valueOf).forEach(levels::add);
        return levels;
    }
}
