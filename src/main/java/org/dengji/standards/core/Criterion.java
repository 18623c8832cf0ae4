package org.dengji.standards.core;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a clause asks for: a placement, a norm, a FIDE title, a score rate, or all of several.
 * "Times" always counts distinct events.
 * Each kind renders itself in zh-CN and English for progress and pages (without the times).
 */
public sealed interface Criterion extends Bilingual {

    String zh();

    String en();

    /** A place in a category's event: rank within [rankFrom, rankTo], in {@code times} distinct events. */
    record Placement(EventCategory category, int rankFrom, int rankTo, int times) implements Criterion {
        public Placement {
            Objects.requireNonNull(category, "category");
        }

        public boolean covers(int rank) {
            return rank >= rankFrom && rank <= rankTo;
        }

        @Override
        public String zh() {
            if (rankFrom == 1 && rankTo == 1) {
                return category.zh() + "冠军";
            }
            return rankFrom == 1
                    ? category.zh() + "前" + rankTo + "名"
                    : category.zh() + "第" + rankFrom + "至" + rankTo + "名";
        }

        @Override
        public String en() {
            if (rankFrom == 1 && rankTo == 1) {
                return "1st place at " + category.en();
            }
            return rankFrom == 1
                    ? "top " + rankTo + " at " + category.en()
                    : "places " + rankFrom + "–" + rankTo + " at " + category.en();
        }
    }

    /**
     * A norm for {@code title}: a score rate at or above the rate a title tournament prescribes for
     * the title, or in an international event the standard's own rate (第二条(三)).
     */
    record Norm(Title title, int times) implements Criterion {
        public Norm {
            Objects.requireNonNull(title, "title");
        }

        @Override
        public String zh() {
            return "达到等级称号赛规定的" + title.zh() + "胜率";
        }

        @Override
        public String en() {
            return "a " + title.en() + " norm (the rate a title tournament prescribes)";
        }
    }

    /** Holding a FIDE title (女子特级大师 (2), (3)). */
    record ForeignTitle(FideTitle fideTitle) implements Criterion {
        public ForeignTitle {
            Objects.requireNonNull(fideTitle, "fideTitle");
        }

        @Override
        public String zh() {
            return "获" + fideTitle.zh() + "称号";
        }

        @Override
        public String en() {
            return "the FIDE " + fideTitle.en() + " title";
        }
    }

    /** Every part at once (女子特级大师 (2): national champion and IM). */
    record AllOf(List<Criterion> parts) implements Criterion {
        public AllOf {
            parts = List.copyOf(parts);
        }

        @Override
        public String zh() {
            return parts.stream().map(Criterion::zh).collect(Collectors.joining("并"));
        }

        @Override
        public String en() {
            return parts.stream().map(Criterion::en).collect(Collectors.joining(" and "));
        }
    }

    /**
     * Amateur track: a score rate of at least {@code minRate} at an event of one of the allowed levels
     * that has at least {@code minRounds} rounds, in {@code times} distinct events. The rate is points
     * ÷ maximum points, the maximum being one point a round of the event (the association's rule), so
     * a round the player did not play counts against the rate, and the minimum is the event's rounds,
     * not the games one player played.
     */
    record ScoreRate(Set<EventLevel> levels, int minRounds, BigDecimal minRate, int times) implements Criterion {
        public ScoreRate {
            levels = Set.copyOf(levels);
            Objects.requireNonNull(minRate, "minRate");
        }

        @Override
        public String zh() {
            return levelsZh() + "比赛（不少于" + minRounds + "轮）得分率（得分÷满分）不低于" + percent() + "%";
        }

        @Override
        public String en() {
            return "a score rate (points ÷ maximum points) of at least " + percent() + "% at a " + levelsEn()
                    + " event of at least " + minRounds + " rounds";
        }

        private String percent() {
            return minRate.movePointRight(2).stripTrailingZeros().toPlainString();
        }

        private String levelsZh() {
            return sortedLevels().stream().map(EventLevel::zh).collect(Collectors.joining("、"));
        }

        private String levelsEn() {
            return sortedLevels().stream().map(EventLevel::en).collect(Collectors.joining(", "));
        }

        private List<EventLevel> sortedLevels() {
            return levels.stream().sorted().toList();
        }
    }

    /** How many distinct events the criterion needs; 1 for kinds without a count. */
    default int times() {
        return 1;
    }
}
