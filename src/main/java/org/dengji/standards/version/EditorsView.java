package org.dengji.standards.version;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.LintFinding;

/**
 * What administrators read under a version and the public does not: the editors' records (where the
 * standard and its numbers come from, how each clause was interpreted and where that is written down)
 * and the linter's findings. English pages name clauses in English here too.
 */
public record EditorsView(String sourceZh, String sourceEn, List<StandardPage.NoteLine> interpretations,
        List<Finding> findings) {

    public static EditorsView of(StandardDocument d) {
        boolean national = d.isNational();
        Map<String, String> english = d.clauseRows().stream()
                .collect(Collectors.toMap(c -> c.clauseRef, c -> ClauseLabels.english(c, national), (a, b) -> a));
        List<StandardPage.NoteLine> interpretations = StandardPage.notes(d.topClauses(), national,
                c -> Arrays.asList(c.interpretationZh, c.interpretationEn));
        return new EditorsView(d.row().sourceZh, d.row().sourceEn, interpretations,
                d.findings().stream().map(f -> Finding.of(f, english::get)).toList());
    }

    public String source(Language language) {
        return language.pick(sourceZh, sourceEn);
    }

    /** A linter finding in both languages; the English names the clauses in English. */
    public record Finding(LintFinding.Code code, String textZh, String textEn) implements StandardPage.Texts {
        static Finding of(LintFinding f, Function<String, String> english) {
            String en = f.en();
            for (String reference : f.clauseRefs()) {
                String label = english.apply(reference);
                en = label == null ? en : en.replace(reference, label);
            }
            return new Finding(f.code(), f.zh(), en);
        }
    }
}
