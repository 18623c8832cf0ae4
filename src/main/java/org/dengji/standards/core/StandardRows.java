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
