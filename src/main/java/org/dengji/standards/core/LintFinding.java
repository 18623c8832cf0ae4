package org.dengji.standards.core;

import java.util.List;

/**
 * One finding of the standard linter, with a stable code.
 *
 * @param scope, category, rankFrom, rankTo where in the rank tables (null for UNMEETABLE_CLAUSE)
 * @param clauseRefs the clauses involved, by their reference in the standard
 * @param detail for UNMEETABLE_CLAUSE, a stable sub-code (e.g. RANK_RANGE_EMPTY); else null
 */
public record LintFinding(
        Code code,
        GenderScope scope,
        EventCategory category,
        Integer rankFrom,
        Integer rankTo,
        List<String> clauseRefs,
        String detail) implements Bilingual {

    public enum Code {
        /** Ranks that two titles' clauses both cover, where the lower title names an explicit band. */
        RANK_OVERLAP,
        /** Ranks inside a category's table that no clause covers. */
        RANK_GAP,
        /** A clause no record can meet. */
        UNMEETABLE_CLAUSE
    }

    public LintFinding {
        clauseRefs = List.copyOf(clauseRefs);
    }

    public String en() {
        return switch (code) {
            case RANK_OVERLAP -> where() + ": " + ranks() + " is in both " + String.join(" and ", clauseRefs);
            case RANK_GAP -> where() + ": " + ranks() + (rankFrom.equals(rankTo) ? " meets" : " meet") + " no clause";
            case UNMEETABLE_CLAUSE -> clauseRefs.get(0) + " can never be met (" + detail + ")";
        };
    }

    public String zh() {
        return switch (code) {
            case RANK_OVERLAP -> scope.zh() + category.zh() + ranksZh() + "同时属于" + String.join("与", clauseRefs);
            case RANK_GAP -> scope.zh() + category.zh() + ranksZh() + "不属于任何一条标准";
            case UNMEETABLE_CLAUSE -> clauseRefs.get(0) + "无法达到（" + detail + "）";
        };
    }

    private String where() {
        return scope.en() + ", " + category.en();
    }

    private String ranks() {
        return rankFrom.equals(rankTo) ? "rank " + rankFrom : "ranks " + rankFrom + "–" + rankTo;
    }

    private String ranksZh() {
        return rankFrom.equals(rankTo) ? "第" + rankFrom + "名" : "第" + rankFrom + "至" + rankTo + "名";
    }
}
