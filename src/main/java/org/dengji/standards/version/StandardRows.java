package org.dengji.standards.version;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.dengji.standards.core.Clause;
import org.dengji.standards.core.Criterion;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.NormRate;
import org.dengji.standards.core.Parameters;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.StandardStatus;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * The flat shape of the tables {@code standard}, {@code standard_clause} and
 * {@code standard_norm_rate} (migration V10), with typed columns, and their assembly into the
 * core's {@link Standard}. The entities and the plain tests' loader of the standards' migrations both map
 * rows to these records, so there is one mapping from columns to the domain, and it lives beside
 * the persistence, not in the evaluator core. Plain Java: the plain tests use it without Quarkus.
 */
public final class StandardRows {

    private StandardRows() {
    }

    /** A row of {@code standard}. */
    public record StandardRow(String code, int versionNo, String basedOnCode, String nameZh, String nameEn,
            Track track, StandardStatus status, LocalDate effectiveFrom, LocalDate effectiveTo,
            int normMinGames, int windowMonths) {
    }

    /** A row of {@code standard_clause}; a part of an ALL_OF clause has {@code parentKey}. */
    public record ClauseRow(String clauseKey, String parentKey, int sortOrder, Title title, GenderScope genderScope,
            String clauseRef, ClauseKind kind, EventCategory category, Integer rankFrom, Integer rankTo,
            Integer times, Title normTitle, FideTitle fideTitle, Set<EventLevel> eventLevels, Integer minRounds,
            BigDecimal minRate, String textZh, String textEn, String interpretationZh, String interpretationEn) {
    }

    /** A row of {@code standard_norm_rate}. */
    public record NormRateRow(Title title, GenderScope genderScope, BigDecimal rate) {
    }

    /**
     * The standard the rows describe. Rows missing a column their kind needs are data errors and
     * throw {@link IllegalArgumentException} naming the clause key.
     */
    public static Standard assemble(StandardRow s, List<ClauseRow> clauses, List<NormRateRow> rates) {
        List<NormRate> normRates = rates.stream().map(r -> new NormRate(r.title(), r.genderScope(), r.rate())).toList();
        Parameters parameters = new Parameters(s.normMinGames(), s.windowMonths(), normRates);
        List<ClauseRow> ordered = clauses.stream().sorted(Comparator.comparingInt(ClauseRow::sortOrder)).toList();
        List<Clause> built = new ArrayList<>();
        for (ClauseRow row : ordered) {
            if (row.parentKey() == null) {
                built.add(clause(row, ordered));
            }
        }
        return new Standard(s.code(), s.versionNo(), s.basedOnCode(), s.nameZh(), s.nameEn(), s.track(), s.status(),
                s.effectiveFrom(), s.effectiveTo(), parameters, built);
    }

    private static Clause clause(ClauseRow row, List<ClauseRow> all) {
        try {
            return new Clause(row.clauseKey(), row.title(), row.genderScope(), row.clauseRef(), criterion(row, all),
                    row.textZh(), row.textEn(), row.interpretationZh(), row.interpretationEn());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("clause " + row.clauseKey() + ": " + e.getMessage(), e);
        }
    }

    static Criterion criterion(ClauseRow row, List<ClauseRow> all) {
        int times = row.times() == null ? 1 : row.times();
        return switch (Objects.requireNonNull(row.kind(), "kind")) {
            case PLACEMENT -> new Criterion.Placement(required(row.category(), "category"),
                    required(row.rankFrom(), "rank_from"), required(row.rankTo(), "rank_to"), times);
            case NORM -> new Criterion.Norm(required(row.normTitle(), "norm_title"), times);
            case FOREIGN_TITLE -> new Criterion.ForeignTitle(required(row.fideTitle(), "fide_title"));
            case ALL_OF -> new Criterion.AllOf(all.stream()
                    .filter(r -> row.clauseKey().equals(r.parentKey()))
                    .map(r -> criterion(r, all))
                    .toList());
            case SCORE_RATE -> new Criterion.ScoreRate(required(row.eventLevels(), "event_levels"),
                    required(row.minRounds(), "min_rounds"), required(row.minRate(), "min_rate"), times);
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
        return new ClauseRow(key, parent, (index + 1) * 10, c.title(), c.scope(), ref, ClauseKind.of(k),
                p == null ? null : p.category(), p == null ? null : p.rankFrom(), p == null ? null : p.rankTo(),
                k.times(),
                k instanceof Criterion.Norm n ? n.title() : null,
                k instanceof Criterion.ForeignTitle f ? f.fideTitle() : null,
                s == null ? null : s.levels(), s == null ? null : s.minRounds(), s == null ? null : s.minRate(),
                zh, en, parent == null ? c.interpretationZh() : null, parent == null ? c.interpretationEn() : null);
    }

    private static <T> T required(T value, String column) {
        return Objects.requireNonNull(value, column);
    }
}
