package org.dengji.standards.version;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.Title;

/**
 * One version laid out as 《国际象棋升级规则》 lays it out, in both languages: article 1 as a table per title
 * for men and for women (one table for the amateur grades), article 2's rules, article 3's authority
 * grouped by item with the titles it names, and what a reader should know about the standard (its
 * source, the numbers Dengji applies, how clauses are read). Only what the public reads: the
 * editors' records are {@link EditorsView}. Built from a document once; the pages pick a language.
 */
public record StandardPage(boolean national, String aboutZh, String aboutEn, List<ScopeTable> criteria,
        List<RuleLine> rules, List<AuthorityLine> authority, Numbers numbers, List<NoteLine> notes) {

    public static StandardPage of(StandardDocument d) {
        boolean national = d.isNational();
        return new StandardPage(national, d.row().aboutZh, d.row().aboutEn, criteria(d), rules(d), authority(d),
                numbers(d), notes(d, national));
    }

    public String about(Language language) {
        return language.pick(aboutZh, aboutEn);
    }

    /** The clauses of one scope (men, women, everyone), title by title. */
    public record ScopeTable(GenderScope scope, List<TitleTable> titles) {
    }

    public record TitleTable(Title title, List<ClauseLine> clauses) {
        public String anchor(GenderScope scope) {
            return scope.name().toLowerCase() + "-" + title.name().toLowerCase().replace('_', '-');
        }
    }

    public record ClauseLine(String key, String item, String textZh, String textEn) implements Texts {
    }

    public record RuleLine(String code, String itemZh, String itemEn, String textZh, String textEn) implements Texts {
        public String item(Language language) {
            return language.pick(itemZh, itemEn);
        }
    }

    /** One item of article 3 with every title it names, so that no item appears twice. */
    public record AuthorityLine(String itemZh, String itemEn, List<Title> titles, String textZh, String textEn)
            implements Texts {
        public String item(Language language) {
            return language.pick(itemZh, itemEn);
        }

        public String titles(Language language) {
            return language.join(titles.stream().map(t -> t.in(language.locale())).toList());
        }
    }

    /** A note for readers and the clauses it is about, named in both languages. */
    public record NoteLine(List<String> labelsZh, List<String> labelsEn, String textZh, String textEn)
            implements Texts {
        public String label(Language language) {
            return language.pick(Language.ZH.join(labelsZh), Language.EN.join(labelsEn));
        }

        /** The Chinese names, beside the English ones on English pages. */
        public String labelZh() {
            return Language.ZH.join(labelsZh);
        }
    }

    /** The standard's numbers; {@code normMinGames} only where a clause counts norms. */
    public record Numbers(Integer normMinGames, int windowMonths, List<RateLine> rates, boolean repeats) {
    }

    /** The standard's own rate for a title in international events, for men and for women, as percentages. */
    public record RateLine(Title title, String men, String women) {
    }

    /** A text in both languages: the reader's first, the other beside it. */
    public interface Texts {
        String textZh();

        String textEn();

        default String text(Language language) {
            return language.pick(textZh(), textEn());
        }

        default String other(Language language) {
            return language.pick(textEn(), textZh());
        }
    }

    private static List<ScopeTable> criteria(StandardDocument d) {
        return d.scopes().stream()
                .map(scope -> new ScopeTable(scope, d.titles(scope).stream()
                        .map(title -> new TitleTable(title, d.clauses(scope, title).stream()
                                .map(c -> new ClauseLine(c.clauseKey, ClauseLabels.item(c.clauseRef), c.textZh, c.textEn))
                                .toList()))
                        .toList()))
                .toList();
    }

    private static List<RuleLine> rules(StandardDocument d) {
        return d.rules().stream()
                .map(r -> new RuleLine(r.ruleCode, ClauseLabels.item(r.item), ClauseLabels.itemEn(r.item), r.textZh, r.textEn))
                .toList();
    }

    private static List<AuthorityLine> authority(StandardDocument d) {
        Map<String, List<AuthorityEntity>> byItem = new LinkedHashMap<>();
        d.authority().forEach(a -> byItem.computeIfAbsent(a.clauseRef, k -> new ArrayList<>()).add(a));
        return byItem.entrySet().stream().map(e -> {
            AuthorityEntity first = e.getValue().get(0);
            List<Title> titles = e.getValue().stream().map(a -> a.title).toList();
            return new AuthorityLine(ClauseLabels.item(e.getKey()), ClauseLabels.itemEn(e.getKey()), titles,
                    first.textZh, first.textEn);
        }).toList();
    }

    private static Numbers numbers(StandardDocument d) {
        boolean norms = d.clauseRows().stream().anyMatch(c -> c.kind == ClauseKind.NORM);
        boolean repeats = d.topClauses().stream().anyMatch(c -> c.times > 1);
        Map<Title, String[]> rates = new LinkedHashMap<>();
        for (NormRateEntity r : d.normRates()) {
            String[] pair = rates.computeIfAbsent(r.title, t -> new String[2]);
            pair[r.genderScope == GenderScope.WOMEN ? 1 : 0] = percent(r.rate);
        }
        List<RateLine> lines = rates.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(e -> new RateLine(e.getKey(), e.getValue()[0], e.getValue()[1]))
                .toList();
        return new Numbers(norms ? d.row().normMinGames : null, d.row().windowMonths, lines, repeats);
    }

    /** The clauses' notes, each note once with every clause it is about, in the order of the clauses. */
    static List<NoteLine> notes(List<ClauseEntity> clauses, boolean national, Function<ClauseEntity, List<String>> text) {
        Map<List<String>, NoteLine> byText = new LinkedHashMap<>();
        for (ClauseEntity c : clauses) {
            List<String> note = text.apply(c);
            if (note.get(0) == null && note.get(1) == null) {
                continue;
            }
            NoteLine line = byText.computeIfAbsent(note,
                    n -> new NoteLine(new ArrayList<>(), new ArrayList<>(), n.get(0), n.get(1)));
            line.labelsZh().add(c.clauseRef);
            line.labelsEn().add(ClauseLabels.english(c, national));
        }
        return byText.values().stream()
                .map(n -> new NoteLine(List.copyOf(n.labelsZh()), List.copyOf(n.labelsEn()), n.textZh(), n.textEn()))
                .toList();
    }

    private static List<NoteLine> notes(StandardDocument d, boolean national) {
        return notes(d.topClauses(), national, c -> Arrays.asList(c.noteZh, c.noteEn));
    }

    /** Whether article 3's items are numbered (the national standard's are; the amateur's one is not). */
    public boolean numberedAuthority() {
        return authority.stream().anyMatch(a -> a.itemZh() != null);
    }

    /** 0.7000 as "70%", 0.655 as "65.5%". */
    static String percent(BigDecimal rate) {
        return rate == null ? null : rate.movePointRight(2).stripTrailingZeros().toPlainString() + "%";
    }
}
