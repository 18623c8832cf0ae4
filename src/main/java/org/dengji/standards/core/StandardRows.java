package org.dengji.standards.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The flat shape of the tables {@code standard}, {@code standard_clause} and
 * {@code standard_norm_rate} (migration V10), and their assembly into a {@link Standard}.
 * Both the test loader (which reads the migration's INSERT rows) and the persistence layer map
 * rows to these records, so there is one mapping from columns to the domain.
 */
public final class StandardRows {

    private StandardRows() {
    }

    /** A row of {@code standard}; enum columns as their names. */
    public record StandardRow(String code, int versionNo, String basedOnCode, String nameZh, String nameEn,
            String track, String status, LocalDate effectiveFrom, LocalDate effectiveTo,
            int normMinGames, int windowMonths) {
    }

    /** A row of {@code standard_clause}; a part of an ALL_OF clause has {@code parentKey}. */
    public record ClauseRow(String clauseKey, String parentKey, int sortOrder, String title, String genderScope,
            String clauseRef, String kind, String category, Integer rankFrom, Integer rankTo, Integer times,
            String normTitle, String fideTitle, String eventLevels, Integer minRounds, BigDecimal minRate,
            String textZh, String textEn, String interpretationZh, String interpretationEn) {
    }

    /** A row of {@code standard_norm_rate}. */
    public record NormRateRow(String title, String genderScope, BigDecimal rate) {
    }

    /**
     * The standard the rows describe. Rows with bad enum names or missing columns are data
     * errors and throw {@link IllegalArgumentException} naming the clause key.
     */
    public static Standard assemble(StandardRow s, List<ClauseRow> clauses, List<NormRateRow> rates) {
        List<NormRate> normRates = rates.stream()
                .map(r -> new NormRate(Title.valueOf(r.title()), GenderScope.valueOf(r.genderScope()), r.rate()))
                .toList();
        Parameters parameters = new Parameters(s.normMinGames(), s.windowMonths(), normRates);
        List<ClauseRow> ordered = clauses.stream().sorted(Comparator.comparingInt(ClauseRow::sortOrder)).toList();
        List<Clause> built = new ArrayList<>();
        for (ClauseRow row : ordered) {
            if (row.parentKey() == null) {
                built.add(clause(row, ordered));
            }
        }
        return new Standard(s.code(), s.versionNo(), s.basedOnCode(), s.nameZh(), s.nameEn(),
                Track.valueOf(s.track()), StandardStatus.valueOf(s.status()),
                s.effectiveFrom(), s.effectiveTo(), parameters, built);
    }

    private static Clause clause(ClauseRow row, List<ClauseRow> all) {
        try {
            return new Clause(row.clauseKey(), Title.valueOf(row.title()), GenderScope.valueOf(row.genderScope()),
                    row.clauseRef(), criterion(row, all), row.textZh(), row.textEn(),
                    row.interpretationZh(), row.interpretationEn());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("clause " + row.clauseKey() + ": " + e.getMessage(), e);
        }
    }

    static Criterion criterion(ClauseRow row, List<ClauseRow> all) {
        int times = row.times() == null ? 1 : row.times();
        return switch (row.kind()) {
            case "PLACEMENT" -> new Criterion.Placement(EventCategory.valueOf(row.category()),
                    required(row.rankFrom(), "rank_from"), required(row.rankTo(), "rank_to"), times);
            case "NORM" -> new Criterion.Norm(Title.valueOf(row.normTitle()), times);
            case "FOREIGN_TITLE" -> new Criterion.ForeignTitle(FideTitle.valueOf(row.fideTitle()));
            case "ALL_OF" -> new Criterion.AllOf(all.stream()
                    .filter(r -> row.clauseKey().equals(r.parentKey()))
                    .map(r -> criterion(r, all))
                    .toList());
            case "SCORE_RATE" -> new Criterion.ScoreRate(levels(row.eventLevels()),
                    required(row.minRounds(), "min_rounds"), Objects.requireNonNull(row.minRate(), "min_rate"), times);
            default -> throw new IllegalArgumentException("unknown kind " + row.kind());
        };
    }

    /** The clause rows of a standard (ALL_OF parts keyed {@code <key>a}, {@code <key>b}, …), for saving a draft. */
    public static List<ClauseRow> clauseRows(Standard standard) {
        List<ClauseRow> rows = new ArrayList<>();
        for (Clause c : standard.clauses()) {
            rows.add(row(c, c.key(), null, c.reference(), c.criterion(), c.textZh(), c.textEn(), rows.size()));
            if (c.criterion() instanceof Criterion.AllOf all) {
                for (int i = 0; i < all.parts().size(); i++) {
                    Criterion part = all.parts().get(i);
                    char suffix = (char) ('a' + i);
                    rows.add(row(c, c.key() + suffix, c.key(), c.reference() + " " + suffix, part,
                            part.zh(), part.en(), rows.size()));
                }
            }
        }
        return rows;
    }

    private static ClauseRow row(Clause c, String key, String parent, String ref, Criterion k,
            String zh, String en, int index) {
        Criterion.Placement p = k instanceof Criterion.Placement x ? x : null;
        Criterion.ScoreRate s = k instanceof Criterion.ScoreRate x ? x : null;
        String kind = p != null ? "PLACEMENT" : s != null ? "SCORE_RATE" : k instanceof Criterion.Norm ? "NORM"
                : k instanceof Criterion.ForeignTitle ? "FOREIGN_TITLE" : "ALL_OF";
        return new ClauseRow(key, parent, (index + 1) * 10, c.title().name(), c.scope().name(), ref, kind,
                p == null ? null : p.category().name(), p == null ? null : p.rankFrom(), p == null ? null : p.rankTo(),
                k.times(),
                k instanceof Criterion.Norm n ? n.title().name() : null,
                k instanceof Criterion.ForeignTitle f ? f.fideTitle().name() : null,
                s == null ? null : String.join(",", s.levels().stream().sorted().map(Enum::name).toList()),
                s == null ? null : s.minRounds(), s == null ? null : s.minRate(),
                zh, en, parent == null ? c.interpretationZh() : null, parent == null ? c.interpretationEn() : null);
    }

    private static int required(Integer value, String column) {
        return Objects.requireNonNull(value, column);
    }

    private static Set<EventLevel> levels(String csv) {
        Set<EventLevel> levels = EnumSet.noneOf(EventLevel.class);
        if (csv != null && !csv.isBlank()) {
            Arrays.stream(csv.split(",")).map(String::trim).map(EventLevel::valueOf).forEach(levels::add);
        }
        return levels;
    }
}
