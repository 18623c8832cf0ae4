package org.dengji.standards.version;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.dengji.standards.core.Clause;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.LintFinding;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.Title;

/**
 * One version as the API and the pages show it: the stored rows (texts, parts, rules, authority)
 * beside the domain standard they assemble to, and the linter's findings on it.
 */
public record StandardDocument(StandardEntity row, Standard standard, List<ClauseEntity> clauseRows,
        List<NormRateEntity> normRates, List<RuleEntity> rules, List<AuthorityEntity> authority,
        List<LintFinding> findings) {

    /** The same content under a fresher row of the same version (its validity may have ended since). */
    public StandardDocument withRow(StandardEntity fresh) {
        return new StandardDocument(fresh, standard, clauseRows, normRates, rules, authority, findings);
    }

    public boolean isNational() {
        return standard.track() == org.dengji.standards.core.Track.NATIONAL;
    }

    /** The top-level clause rows, in the standard's own order. */
    public List<ClauseEntity> topClauses() {
        return clauseRows.stream().filter(c -> c.parentKey == null).toList();
    }

    /** The part rows of an ALL_OF clause. */
    public List<ClauseEntity> partsOf(ClauseEntity clause) {
        return clauseRows.stream().filter(c -> clause.clauseKey.equals(c.parentKey)).toList();
    }

    /** The domain clause of a top-level row (its criterion rendered in words). */
    public Clause domain(ClauseEntity clause) {
        return domainByKey().get(clause.clauseKey);
    }

    private Map<String, Clause> domainByKey() {
        return standard.clauses().stream().collect(Collectors.toMap(Clause::key, Function.identity()));
    }

    /** The gender scopes that have clauses, in table order (men's, women's, then the amateur's one table). */
    public List<GenderScope> scopes() {
        return List.of(GenderScope.values()).stream()
                .filter(s -> standard.clauses().stream().anyMatch(c -> c.scope() == s))
                .toList();
    }

    /** The titles of the track that have clauses for {@code scope}, highest first. */
    public List<Title> titles(GenderScope scope) {
        return Title.of(standard.track()).stream()
                .filter(t -> standard.clauses().stream().anyMatch(c -> c.scope() == scope && c.title() == t))
                .toList();
    }

    /** The top-level clause rows of one table cell: a scope and a title. */
    public List<ClauseEntity> clauses(GenderScope scope, Title title) {
        return topClauses().stream()
                .filter(c -> c.genderScope == scope && c.title == title)
                .toList();
    }
}
